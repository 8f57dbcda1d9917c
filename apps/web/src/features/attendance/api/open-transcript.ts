// An attendance's transcript in a new tab, through the signed share link: the owner's attendances
// list and the reports' rows (drill-down) open it the same way.
import { errorMessage } from '@/shared/http/http-client';
import { alertDanger } from '@/shared/ui/alerts';
import { createShareLink } from './share-link';

/** `fallback` is shown when the failure carries no message of its own. */
export async function openTranscript(attendanceId: string, fallback = ''): Promise<void> {
  // Opened at once (a popup opened after an await is blocked), then pointed at the signed link.
  const tab = window.open('', '_blank');
  try {
    const url = await createShareLink(attendanceId);
    if (tab) tab.location.href = url;
    else window.open(url, '_blank', 'noopener');
  } catch (error) {
    tab?.close();
    alertDanger(errorMessage(error) || fallback);
  }
}

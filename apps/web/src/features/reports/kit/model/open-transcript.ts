// A report row's drill-down: the attendance's transcript in a new tab, through the signed share link
// (the same the attendances list opens).
import { createShareLink } from '@/features/attendance';
import { errorMessage } from '@/shared/http/http-client';
import { alertDanger } from '@/shared/ui/alerts';

export async function openTranscript(attendanceId: string): Promise<void> {
  // Opened at once (a popup opened after an await is blocked), then pointed at the signed link.
  const tab = window.open('', '_blank');
  try {
    const url = await createShareLink(attendanceId);
    if (tab) tab.location.href = url;
    else window.open(url, '_blank', 'noopener');
  } catch (error) {
    tab?.close();
    alertDanger(errorMessage(error));
  }
}

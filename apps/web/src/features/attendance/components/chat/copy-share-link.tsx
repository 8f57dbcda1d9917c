// "Copiar link da conversa": asks the server for a signed transcript link and puts it on the clipboard.
import { useState } from 'react';
import { ActionIcon, Tooltip } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/http/http-client';
import { alertDanger, alertSuccess } from '@/shared/ui/alerts';
import { createShareLink } from '../../api/share-link';
import { attendanceNamespace } from '../../locales';

export function CopyShareLink({ attendanceId }: { attendanceId: string }) {
  const { t } = useTranslation(attendanceNamespace);
  const [busy, setBusy] = useState(false);
  const copy = async () => {
    setBusy(true);
    try {
      const link = await createShareLink(attendanceId);
      try {
        await navigator.clipboard.writeText(link);
        alertSuccess(t('chat.shareLinkCopied'));
      } catch {
        // No clipboard (an http address, a denied permission): the link is shown to copy by hand.
        alertSuccess(t('chat.shareLinkManual', { link }));
      }
    } catch (error) {
      alertDanger(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Tooltip label={t('chat.shareLink')}>
      <ActionIcon variant="subtle" size="lg" aria-label={t('chat.shareLink')} loading={busy} onClick={() => void copy()}>
        <IconLink size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

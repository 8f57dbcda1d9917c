// Sending a saved draft or scheduled campaign: "Enviar agora" after a confirmation that says how many
// contacts get it, "Agendar" for a future moment in the channel's time zone, and for a scheduled one
// its time and "Cancelar agendamento". With unsaved changes it waits for "Salvar": the server sends
// the campaign as it was saved.
import { useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Campaign } from '@atende/contract';
import { errorMessage } from '@/shared/http/http-client';
import { formatDateTimeIn, useChannelTimeZone } from '@/shared/time/zoned-date-time';
import { alertDanger, alertSuccess } from '@/shared/ui/alerts';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { useAudienceCount } from '../../api/audience-count';
import { useCampaignActionMutation, useSendCampaignMutation } from '../../api/campaign-mutations';
import { campaignsNamespace } from '../../locales';
import { isoToZonedInput, zonedInputToIso } from '../../model/zoned-input';

/** How many contacts the saved audience reaches, without those that will be skipped; null while unknown. */
function useReceivers(campaign: Campaign): number | null {
  const count = useAudienceCount(campaign.audience, campaign.audience.kind === 'contacts');
  if (campaign.audience.kind === 'upload') return campaign.upload?.recipients ?? null;
  return count.data ? count.data.total - count.data.excluded : null;
}

type Dialog = 'send' | 'cancelSchedule' | null;

export function CampaignSendPanel({ campaign, dirty }: { campaign: Campaign; dirty: boolean }) {
  const { t, i18n } = useTranslation(campaignsNamespace);
  const timeZone = useChannelTimeZone();
  const send = useSendCampaignMutation();
  const cancel = useCampaignActionMutation();
  const receivers = useReceivers(campaign);
  const [dialog, setDialog] = useState<Dialog>(null);
  // A scheduled campaign's time starts in the input, ready to move.
  const [at, setAt] = useState(() => (campaign.scheduledAt ? isoToZonedInput(campaign.scheduledAt, timeZone) : ''));
  const [atError, setAtError] = useState<string | null>(null);
  const when = (iso: string) => formatDateTimeIn(iso, timeZone, i18n.language);
  const failed = (error: unknown) => alertDanger(errorMessage(error));

  const sendNow = () =>
    send.mutate({ id: campaign._id }, { onSuccess: () => alertSuccess(t('send.started')), onError: failed, onSettled: () => setDialog(null) });
  const schedule = () => {
    const scheduledAt = zonedInputToIso(at, timeZone);
    if (!scheduledAt || Date.parse(scheduledAt) <= Date.now()) return setAtError(t('send.future'));
    setAtError(null);
    send.mutate({ id: campaign._id, scheduledAt }, { onSuccess: () => alertSuccess(t('send.scheduled', { when: when(scheduledAt) })), onError: failed });
  };
  const cancelSchedule = () =>
    cancel.mutate(
      { id: campaign._id, action: 'cancel' },
      { onSuccess: () => alertSuccess(t('send.scheduleCancelled')), onError: failed, onSettled: () => setDialog(null) },
    );

  return (
    <Paper withBorder radius="md" p="md" role="region" aria-label={t('send.title')}>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('send.title')}
        </Title>
        {campaign.status === 'scheduled' && campaign.scheduledAt && (
          <Alert color="blue" data-testid="scheduled-for">
            {t('send.scheduledFor', { when: when(campaign.scheduledAt) })}
          </Alert>
        )}
        {dirty && (
          <Text size="sm" c="orange">
            {t('send.saveFirst')}
          </Text>
        )}
        <Group align="flex-end" gap="sm">
          <Button onClick={() => setDialog('send')} disabled={dirty} loading={send.isPending && !send.variables?.scheduledAt}>
            {t('send.now')}
          </Button>
          <TextInput
            type="datetime-local"
            label={t('send.scheduleAt')}
            description={t('send.scheduleHelp', { timeZone })}
            value={at}
            onChange={(event) => setAt(event.currentTarget.value)}
            error={atError}
            w={260}
          />
          <Button variant="default" onClick={schedule} disabled={dirty} loading={send.isPending && !!send.variables?.scheduledAt}>
            {t('send.schedule')}
          </Button>
          {campaign.status === 'scheduled' && (
            <Button variant="subtle" color="red" onClick={() => setDialog('cancelSchedule')}>
              {t('send.cancelSchedule')}
            </Button>
          )}
        </Group>
      </Stack>
      <ConfirmDialog
        opened={dialog === 'send'}
        title={t('send.confirmTitle')}
        message={receivers === null ? t('send.confirmMessageUnknown') : t('send.confirmMessage', { count: receivers })}
        confirmLabel={t('send.confirm')}
        loading={send.isPending}
        onConfirm={sendNow}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        opened={dialog === 'cancelSchedule'}
        title={t('send.cancelSchedule')}
        message={t('send.cancelScheduleMessage')}
        confirmLabel={t('send.cancelScheduleConfirm')}
        danger
        loading={cancel.isPending}
        onConfirm={cancelSchedule}
        onClose={() => setDialog(null)}
      />
    </Paper>
  );
}

// Pausar while it sends, Retomar while paused, and Cancelar campanha (after a confirmation) in both.
import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Campaign } from '@atende/contract';
import { errorMessage } from '@/shared/http/http-client';
import { alertDanger, alertSuccess } from '@/shared/ui/alerts';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { useCampaignActionMutation, type CampaignAction } from '../../api/campaign-mutations';
import { campaignsNamespace } from '../../locales';

const done = { pause: 'live.paused', resume: 'live.resumed', cancel: 'live.cancelled' } as const;

export function CampaignLiveActions({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation(campaignsNamespace);
  const action = useCampaignActionMutation();
  const [confirming, setConfirming] = useState(false);
  const run = (name: CampaignAction) =>
    action.mutate(
      { id: campaign._id, action: name },
      {
        onSuccess: () => alertSuccess(t(done[name])),
        onError: (error) => alertDanger(errorMessage(error)),
        onSettled: () => setConfirming(false),
      },
    );
  const busy = (name: CampaignAction) => action.isPending && action.variables?.action === name;
  if (campaign.status !== 'sending' && campaign.status !== 'paused') return null;

  return (
    <Group gap="sm">
      {campaign.status === 'sending' ? (
        <Button variant="default" leftSection={<IconPlayerPause size={16} aria-hidden />} loading={busy('pause')} onClick={() => run('pause')}>
          {t('live.pause')}
        </Button>
      ) : (
        <Button leftSection={<IconPlayerPlay size={16} aria-hidden />} loading={busy('resume')} onClick={() => run('resume')}>
          {t('live.resume')}
        </Button>
      )}
      <Button variant="subtle" color="red" onClick={() => setConfirming(true)}>
        {t('live.cancel')}
      </Button>
      <ConfirmDialog
        opened={confirming}
        title={t('live.cancel')}
        message={t('live.cancelMessage')}
        confirmLabel={t('live.cancelConfirm')}
        danger
        loading={busy('cancel')}
        onConfirm={() => run('cancel')}
        onClose={() => setConfirming(false)}
      />
    </Group>
  );
}

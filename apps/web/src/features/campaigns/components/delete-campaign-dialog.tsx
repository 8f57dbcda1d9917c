// Deleting a campaign (never one that sends or is paused: the table offers no button then, and the
// server answers 409 with its pt-BR reason if it started meanwhile).
import { useTranslation } from 'react-i18next';
import type { Campaign } from '@atende/contract';
import { errorMessage } from '@/shared/http/http-client';
import { alertDanger, alertSuccess } from '@/shared/ui/alerts';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { useDeleteCampaignMutation } from '../api/campaign-mutations';
import { campaignsNamespace } from '../locales';

export function DeleteCampaignDialog({ campaign, onClose }: { campaign: Campaign | null; onClose: () => void }) {
  const { t } = useTranslation(campaignsNamespace);
  const remove = useDeleteCampaignMutation();
  const confirm = (target: Campaign) =>
    remove.mutate(target._id, { onSuccess: () => alertSuccess(t('delete.done')), onError: (error) => alertDanger(errorMessage(error)), onSettled: onClose });
  return (
    <ConfirmDialog
      opened={!!campaign}
      danger
      title={t('delete.title')}
      message={campaign ? t('delete.message', { name: campaign.name }) : ''}
      confirmLabel={t('delete.confirm')}
      loading={remove.isPending}
      onClose={onClose}
      onConfirm={() => campaign && confirm(campaign)}
    />
  );
}

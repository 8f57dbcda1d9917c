// The one save of the settings tabs: PUT the channel, "Salvo" on success, a 400's field errors under
// the form's inputs when there is a form, any other failure as an alert.
import { useTranslation } from 'react-i18next';
import type { Channel, ChannelUpdate } from '@atende/contract';
import { applyApiErrors } from '@/shared/forms/use-zod-form';
import { errorMessage } from '@/shared/http/http-client';
import { alertDanger, alertSuccess } from '@/shared/ui/alerts';
import { useUpdateChannelMutation } from '../api/channel-query';
import { channelSettingsNamespace } from '../locales';

type ChannelSaveOptions = {
  /** Where a 400's field errors go; without it every failure is an alert. */
  form?: Parameters<typeof applyApiErrors>[0];
  /** Runs with the saved channel, before the success alert. */
  onSaved?: (saved: Channel) => void;
};

export function useChannelSave(channelId: string, { form, onSaved }: ChannelSaveOptions = {}) {
  const { t } = useTranslation(channelSettingsNamespace);
  const mutation = useUpdateChannelMutation(channelId);
  const save = (values: ChannelUpdate) =>
    mutation.mutate(values, {
      onSuccess: (saved) => {
        onSaved?.(saved);
        alertSuccess(t('saved'));
      },
      onError: (error) => {
        if (!form || !applyApiErrors(form, error)) alertDanger(errorMessage(error));
      },
    });
  return { save, saving: mutation.isPending };
}

// "Limite de envio": how many campaign messages per second the channel sends. The owner changes it
// (checked by the contract's campaignSettingsSchema, so its messages show under the field); anyone
// else who opens the campaigns sees the value.
import { Button, Group, NumberInput, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CAMPAIGN_RATE, campaignSettingsSchema } from '@atende/contract';
import { showFormError, useZodForm } from '@/shared/forms/use-zod-form';
import { useSessionUser } from '@/shared/session/session-store';
import { alertSuccess } from '@/shared/ui/alerts';
import { useCampaignSettings, useSaveCampaignSettingsMutation } from '../api/campaign-settings';
import { campaignsNamespace } from '../locales';

function RateForm({ current }: { current: number }) {
  const { t } = useTranslation(campaignsNamespace);
  const save = useSaveCampaignSettingsMutation();
  const form = useZodForm(campaignSettingsSchema, { messagesPerSecond: current });
  const submit = form.submitWith((settings) =>
    save.mutate(settings, {
      onSuccess: ({ settings: saved }) => {
        form.resetDirty({ messagesPerSecond: saved.messagesPerSecond });
        alertSuccess(t('settings.saved'));
      },
      onError: (error) => showFormError(form, error),
    }),
  );
  return (
    <form noValidate onSubmit={submit}>
      <Group align="flex-end" gap="sm">
        <NumberInput
          label={t('settings.label')}
          description={t('settings.help', { min: CAMPAIGN_RATE.min, max: CAMPAIGN_RATE.max })}
          allowDecimal={false}
          allowNegative={false}
          w={340}
          {...form.getInputProps('messagesPerSecond')}
        />
        <Button type="submit" variant="default" loading={save.isPending}>
          {t('settings.save')}
        </Button>
      </Group>
    </form>
  );
}

export function CampaignSettingsCard() {
  const { t } = useTranslation(campaignsNamespace);
  const owner = useSessionUser()?.role === 'channel';
  const settings = useCampaignSettings();
  if (!settings.data) return null;
  return (
    <Paper withBorder radius="md" p="md" role="region" aria-label={t('settings.title')}>
      <Title order={3} size="h5" mb="xs">
        {t('settings.title')}
      </Title>
      {owner ? (
        <RateForm current={settings.data.messagesPerSecond} />
      ) : (
        <Text size="sm">{t('settings.current', { count: settings.data.messagesPerSecond })}</Text>
      )}
    </Paper>
  );
}

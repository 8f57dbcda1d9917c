import { useState } from 'react';
import { Alert, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/http/http-client';
import { useSessionUser } from '@/shared/session/session-store';
import { alertDanger, alertSuccess } from '@/shared/ui/alerts';
import { useUpdateChannelConfigMutation } from '../api/channel-config';
import { channelFlags, moduleNames, switchPatch, switchValue, type ConfigSwitch } from '../components/module-switches';
import { channelSettingsNamespace } from '../locales';

/**
 * /manageModules: each switch saves at once. The session's config (and so the sidebar and the
 * route guards) follows the answer here, and the channel.config_updated event in every other session.
 */
export function ManageModulesPage() {
  const { t } = useTranslation(channelSettingsNamespace);
  const user = useSessionUser();
  const channelId = user?.channelId ?? '';
  const mutation = useUpdateChannelConfigMutation(channelId);
  const [saving, setSaving] = useState<ConfigSwitch | null>(null);
  const config = user?.channelConfig;
  if (!config) return <Alert color="red">{t('loadError')}</Alert>;

  const toggle = (name: ConfigSwitch, value: boolean) => {
    setSaving(name);
    mutation.mutate(switchPatch(name, value), {
      onSuccess: () => alertSuccess(t('modules.saved')),
      onError: (error) => alertDanger(errorMessage(error)),
      onSettled: () => setSaving(null),
    });
  };
  const item = (name: ConfigSwitch) => (
    <Switch
      key={name}
      label={t(`modules.items.${name}.label`)}
      description={t(`modules.items.${name}.description`)}
      checked={switchValue(config, name)}
      disabled={saving !== null}
      onChange={(event) => toggle(name, event.currentTarget.checked)}
    />
  );

  return (
    <Stack maw={720}>
      <Text c="dimmed">{t('modules.intro')}</Text>
      <Paper withBorder radius="md" p="md">
        <Title order={3} size="h4" mb="sm">
          {t('modules.modulesTitle')}
        </Title>
        <Stack gap="md">{moduleNames.map(item)}</Stack>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Title order={3} size="h4" mb="sm">
          {t('modules.flagsTitle')}
        </Title>
        <Stack gap="md">{channelFlags.map(item)}</Stack>
      </Paper>
    </Stack>
  );
}

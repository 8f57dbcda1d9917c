import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Paper, PasswordInput, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Channel } from '@atende/contract';
import { errorMessage } from '@/shared/http/http-client';
import { alertDanger, alertSuccess } from '@/shared/ui/alerts';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { useUpdateChannelMutation } from '../api/channel-query';
import { channelSettingsNamespace } from '../locales';
import { credentialKeys, credentialsEditable } from './credential-keys';

/** Write-only: the API answers masked tails ("••••1234"); a value typed replaces, Remove sends ''. */
export function CredentialsTab({ channel }: { channel: Channel }) {
  const { t, i18n } = useTranslation(channelSettingsNamespace);
  const [values, setValues] = useState<Record<string, string>>({});
  const [removing, setRemoving] = useState<string | null>(null);
  const [nothing, setNothing] = useState(false);
  const mutation = useUpdateChannelMutation(channel._id);
  const editable = credentialsEditable(channel.apiType);
  const keys = credentialKeys(channel.apiType, channel.credentials);
  // A key may mean something else per provider (appId: the Meta app or the Gupshup app).
  const label = (key: string) => {
    for (const path of [`credentials.keysByApiType.${channel.apiType}.${key}`, `credentials.keys.${key}`]) {
      if (i18n.exists(`${channelSettingsNamespace}:${path}`)) return t(path);
    }
    return key;
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    const changed = Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== '').map(([k, v]) => [k, v.trim()]));
    setNothing(Object.keys(changed).length === 0);
    if (Object.keys(changed).length === 0) return;
    mutation.mutate(
      { credentials: changed },
      {
        onSuccess: () => {
          setValues({});
          alertSuccess(t('saved'));
        },
        onError: (error) => alertDanger(errorMessage(error)),
      },
    );
  };
  const remove = () => {
    if (!removing) return;
    mutation.mutate(
      { credentials: { [removing]: '' } },
      {
        onSuccess: () => alertSuccess(t('credentials.removed')),
        onError: (error) => alertDanger(errorMessage(error)),
        onSettled: () => setRemoving(null),
      },
    );
  };

  return (
    <form onSubmit={save} noValidate>
      <Stack maw={640}>
        <Text size="sm" c="dimmed">
          {editable ? t('credentials.intro') : t('credentials.managed')}
        </Text>
        {keys.map((key) => {
          const current = channel.credentials[key];
          return (
            <Paper key={key} withBorder radius="md" p="sm">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Stack gap={4} style={{ flex: 1 }}>
                  <Text fw={600}>{label(key)}</Text>
                  <Text size="sm" c="dimmed" data-testid={`credential-${key}`}>
                    {current ? t('credentials.current', { value: current }) : t('credentials.notSet')}
                  </Text>
                  {editable && (
                    <PasswordInput
                      aria-label={t('credentials.newValue', { key: label(key) })}
                      placeholder={t('credentials.newValue', { key: label(key) })}
                      autoComplete="new-password"
                      value={values[key] ?? ''}
                      onChange={(event) => setValues({ ...values, [key]: event.currentTarget.value })}
                    />
                  )}
                </Stack>
                {editable && current && (
                  <Button variant="subtle" color="red" aria-label={t('credentials.removeAria', { key: label(key) })} onClick={() => setRemoving(key)}>
                    {t('credentials.remove')}
                  </Button>
                )}
              </Group>
            </Paper>
          );
        })}
        {nothing && (
          <Alert color="yellow" role="alert">
            {t('credentials.nothingToSave')}
          </Alert>
        )}
        {editable && (
          <Group justify="flex-end">
            <Button type="submit" loading={mutation.isPending && !removing}>
              {t('save')}
            </Button>
          </Group>
        )}
      </Stack>
      <ConfirmDialog
        opened={removing !== null}
        title={t('credentials.removeTitle')}
        message={t('credentials.removeMessage', { key: removing ? label(removing) : '' })}
        confirmLabel={t('credentials.remove')}
        danger
        loading={mutation.isPending}
        onConfirm={remove}
        onClose={() => setRemoving(null)}
      />
    </form>
  );
}

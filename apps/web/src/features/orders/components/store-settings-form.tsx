// /catalogConfig's "Integração da loja": VTEX account and keys (freight and stock), Mercado Pago token
// and the webhook's secret signature (payment links). Secrets are write-only: the form shows the
// stored mask as a placeholder and sends only what was typed.
import { useEffect, useState } from 'react';
import { Alert, Button, Code, Group, Loader, Paper, PasswordInput, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { storePlatformLabels, type StoreConfigInput, type StorePlatform } from '@atende/contract';
import { errorMessage } from '@/shared/http/http-client';
import { alertDanger, alertSuccess } from '@/shared/ui/alerts';
import { useSaveStoreConfig, useStoreConfig } from '../api/store-config-api';
import { ordersNamespace } from '../locales';

type Values = { platform: StorePlatform | null; vtexAccount: string; vtexSalesChannel: string; vtexAppKey: string; vtexAppToken: string; mercadoPagoToken: string; webhookSecret: string };

/**
 * The address to paste at Mercado Pago: the server answers a full URL when PUBLIC_URL is set and only
 * the path otherwise, and a path alone is no use there, so it is completed with this page's origin.
 */
const absoluteUrl = (pathOrUrl: string) => new URL(pathOrUrl, window.location.origin).toString();

export function StoreSettingsForm({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation(ordersNamespace);
  const config = useStoreConfig();
  const save = useSaveStoreConfig();
  const [values, setValues] = useState<Values>({ platform: null, vtexAccount: '', vtexSalesChannel: '1', vtexAppKey: '', vtexAppToken: '', mercadoPagoToken: '', webhookSecret: '' });
  const set = (key: keyof Values) => (event: { currentTarget: { value: string } }) => setValues((v) => ({ ...v, [key]: event.currentTarget.value }));

  useEffect(() => {
    if (!config.data) return;
    const d = config.data;
    setValues({ platform: d.platform, vtexAccount: d.vtexAccount ?? '', vtexSalesChannel: d.vtexSalesChannel, vtexAppKey: d.vtexAppKey ?? '', vtexAppToken: '', mercadoPagoToken: '', webhookSecret: '' });
  }, [config.data]);

  if (config.isPending) return <Loader aria-label={t('storeSettings.loading')} />;
  if (config.isError) return <Alert color="red">{errorMessage(config.error)}</Alert>;
  const stored = config.data;
  const on = values.platform !== null;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const body: StoreConfigInput = {
      platform: values.platform,
      vtexAccount: values.vtexAccount.trim() || null,
      vtexSalesChannel: values.vtexSalesChannel.trim() || '1',
      vtexAppKey: values.vtexAppKey.trim() || null,
      ...(values.vtexAppToken.trim() ? { vtexAppToken: values.vtexAppToken.trim() } : {}),
      ...(values.mercadoPagoToken.trim() ? { mercadoPagoToken: values.mercadoPagoToken.trim() } : {}),
      ...(values.webhookSecret.trim() ? { webhookSecret: values.webhookSecret.trim() } : {}),
    };
    save.mutate(body, { onSuccess: () => alertSuccess(t('storeSettings.saved')), onError: (error) => alertDanger(errorMessage(error)) });
  };

  return (
    <Paper withBorder p="lg" radius="md" maw={640}>
      <form onSubmit={submit} noValidate aria-label={t('storeSettings.title')}>
        <Stack>
          <Title order={2} size="h3">
            {t('storeSettings.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('storeSettings.hint')}
          </Text>
          <Select
            label={t('storeSettings.platform')}
            value={values.platform ?? 'none'}
            onChange={(v) => setValues((cur) => ({ ...cur, platform: v === 'none' || !v ? null : (v as StorePlatform) }))}
            data={[{ value: 'none', label: t('storeSettings.none') }, ...Object.entries(storePlatformLabels).map(([value, label]) => ({ value, label }))]}
            allowDeselect={false}
            disabled={disabled}
          />
          {on && (
            <>
              <TextInput label={t('storeSettings.vtexAccount')} description={t('storeSettings.vtexAccountHint')} value={values.vtexAccount} onChange={set('vtexAccount')} disabled={disabled} />
              <TextInput label={t('storeSettings.vtexSalesChannel')} value={values.vtexSalesChannel} onChange={set('vtexSalesChannel')} disabled={disabled} />
              <TextInput label={t('storeSettings.vtexAppKey')} value={values.vtexAppKey} onChange={set('vtexAppKey')} disabled={disabled} />
              <PasswordInput label={t('storeSettings.vtexAppToken')} placeholder={stored.vtexAppTokenMasked ?? t('storeSettings.notSet')} value={values.vtexAppToken} onChange={set('vtexAppToken')} disabled={disabled} autoComplete="off" />
              <PasswordInput label={t('storeSettings.mercadoPagoToken')} placeholder={stored.mercadoPagoTokenMasked ?? t('storeSettings.notSet')} value={values.mercadoPagoToken} onChange={set('mercadoPagoToken')} disabled={disabled} autoComplete="off" />
              <PasswordInput label={t('storeSettings.webhookSecret')} placeholder={stored.webhookSecretMasked ?? t('storeSettings.notSet')} value={values.webhookSecret} onChange={set('webhookSecret')} disabled={disabled} autoComplete="off" />
              <Text size="sm">
                {t('storeSettings.webhookUrl')} <Code>{absoluteUrl(stored.webhookPath)}</Code>
              </Text>
              <Text size="xs" c="dimmed">
                {t('storeSettings.secretsHint')}
              </Text>
            </>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} disabled={disabled}>
              {t('storeSettings.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

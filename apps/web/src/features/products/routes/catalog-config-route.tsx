import { useEffect } from 'react';
import { Alert, Button, Group, Loader, Paper, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { catalogConfigInputSchema } from '@atende/contract';
import { StoreSettingsForm } from '@/features/orders';
import { saveHandlers, useZodForm } from '@/shared/forms/use-zod-form';
import { errorMessage } from '@/shared/http/http-client';
import { useCatalogConfig, useSaveCatalogConfig } from '../api/catalog-config-api';
import { CatalogSyncStatus } from '../components/catalog-sync-status';
import { productsNamespace } from '../locales';

/** /catalogConfig: the channel's Meta catalog and its sync, once the platform admin enabled the catalogue. */
export function CatalogConfigPage() {
  const { t } = useTranslation(productsNamespace);
  const config = useCatalogConfig();
  const save = useSaveCatalogConfig();
  const form = useZodForm(catalogConfigInputSchema, { metaCatalogId: null, syncToMeta: false });

  useEffect(() => {
    if (config.data) form.setValues({ metaCatalogId: config.data.metaCatalogId, syncToMeta: config.data.syncToMeta });
    // form is stable; only new settings reset it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [config.data]);

  if (config.isPending) return <Loader aria-label={t('config.loading')} />;
  if (config.isError) {
    return (
      <Alert color="red" role="alert">
        {errorMessage(config.error)}
      </Alert>
    );
  }
  const { enabled, cloudChannel } = config.data;
  const submit = form.submitWith((body) => save.mutate(body, saveHandlers(form, { success: t('config.saved'), onDone: () => undefined })));

  return (
    <Stack>
    <Paper withBorder p="lg" radius="md" maw={640}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={2} size="h3">
            {t('config.title')}
          </Title>
          {enabled ? <Text c="teal">{t('config.enabled')}</Text> : <Alert color="yellow">{t('config.disabled')}</Alert>}
          {enabled && !cloudChannel && <Text c="dimmed">{t('config.notCloud')}</Text>}
          <TextInput
            label={t('config.metaCatalogId')}
            description={t('config.metaCatalogIdHint')}
            inputMode="numeric"
            disabled={!enabled || !cloudChannel}
            {...form.getInputProps('metaCatalogId')}
            value={form.values.metaCatalogId ?? ''}
            onChange={(event) => form.setFieldValue('metaCatalogId', event.currentTarget.value.trim() || null)}
          />
          <Switch label={t('config.syncToMeta')} description={t('config.syncToMetaHelp')} disabled={!enabled || !cloudChannel} {...form.getInputProps('syncToMeta', { type: 'checkbox' })} />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} disabled={!enabled}>
              {t('config.save')}
            </Button>
          </Group>
        </Stack>
      </form>
      {enabled && cloudChannel && <CatalogSyncStatus config={config.data} />}
    </Paper>
    <StoreSettingsForm disabled={!enabled} />
    </Stack>
  );
}

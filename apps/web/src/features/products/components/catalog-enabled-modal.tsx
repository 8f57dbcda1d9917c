// The platform admin's switch that turns a channel's catalogue on or off (/channels, a row's "Catálogo").
import { Alert, Loader, Modal, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/http/http-client';
import { alertDanger, alertSuccess } from '@/shared/ui/alerts';
import { useChannelCatalogConfig, useSetCatalogEnabled } from '../api/catalog-config-api';
import { productsNamespace } from '../locales';

type CatalogEnabledModalProps = { channel: { _id: string; name: string } | null; onClose: () => void };

export function CatalogEnabledModal({ channel, onClose }: CatalogEnabledModalProps) {
  const { t } = useTranslation(productsNamespace);
  const config = useChannelCatalogConfig(channel?._id ?? null);
  const save = useSetCatalogEnabled(channel?._id ?? '');
  return (
    <Modal opened={channel !== null} onClose={onClose} title={t('adminSwitch.title', { name: channel?.name ?? '' })} centered>
      {config.isPending && <Loader size="sm" aria-label={t('config.loading')} />}
      {config.isError && (
        <Alert color="red" role="alert">
          {errorMessage(config.error)}
        </Alert>
      )}
      {config.data && (
        <Switch
          label={t('adminSwitch.label')}
          description={t('adminSwitch.description')}
          checked={config.data.enabled}
          disabled={save.isPending}
          onChange={(event) => {
            const enabled = event.currentTarget.checked;
            save.mutate(enabled, {
              onSuccess: () => alertSuccess(t(enabled ? 'adminSwitch.enabled' : 'adminSwitch.disabled')),
              onError: (error) => alertDanger(errorMessage(error)),
            });
          }}
        />
      )}
    </Modal>
  );
}

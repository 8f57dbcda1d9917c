// The two ways to fill the list: bring the account's templates from Meta, or create one. Used in the
// toolbar and in the empty state.
import { Button } from '@mantine/core';
import { IconPlus, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '@/shared/http/http-client';
import { alertDanger, alertSuccess } from '@/shared/ui/alerts';
import { useSyncTemplatesMutation } from '../api/template-mutations';
import { templatesNamespace } from '../locales';

export function SyncTemplatesButton() {
  const { t } = useTranslation(templatesNamespace);
  const sync = useSyncTemplatesMutation();
  const run = () =>
    sync.mutate(undefined, {
      onSuccess: (answer) => alertSuccess(
          t('list.synced', {
            synced: t('list.syncedCount', { count: answer.synced }),
            removed: t('list.removedCount', { count: answer.removed }),
          }),
        ),
      onError: (error) => alertDanger(errorMessage(error)),
    });
  return (
    <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden />} loading={sync.isPending} onClick={run}>
      {t('list.sync')}
    </Button>
  );
}

export function NewTemplateButton() {
  const { t } = useTranslation(templatesNamespace);
  return (
    <Button component={Link} to="/templateHSM" leftSection={<IconPlus size={16} aria-hidden />}>
      {t('list.create')}
    </Button>
  );
}

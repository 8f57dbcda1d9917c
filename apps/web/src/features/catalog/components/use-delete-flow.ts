// Deleting a catalog row: ask the server what uses it first. In use: the delete-in-use dialog (move to
// another row or clear the reference); not in use, or an entity nothing points at: a plain confirmation.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alertDanger, alertSuccess } from '@/shared/ui/alerts';
import { errorMessage } from '@/shared/http/http-client';
import { fetchUsage, useCatalogDelete, type CatalogResource, type CatalogRowBase, type ReplacementOption } from '../api/catalog-resource';
import { catalogNamespace } from '../locales';
import type { CatalogEntityName } from './catalog-entity';

export type DeleteState<Row> =
  | { step: 'idle' }
  | { step: 'checking'; row: Row }
  | { step: 'confirm'; row: Row }
  | { step: 'inUse'; row: Row; usage: { label: string; count: number }[]; options: ReplacementOption[] };

export function useDeleteFlow<Row extends CatalogRowBase>(entity: CatalogEntityName, resource: CatalogResource<Row>, channelId: string) {
  const { t } = useTranslation(catalogNamespace);
  const [state, setState] = useState<DeleteState<Row>>({ step: 'idle' });
  const remove = useCatalogDelete(resource, channelId);

  const start = async (row: Row) => {
    if (!resource.usagePath) {
      setState({ step: 'confirm', row });
      return;
    }
    setState({ step: 'checking', row });
    try {
      const usage = await fetchUsage(resource, channelId, row._id);
      if (!usage.some((u) => u.count > 0)) {
        setState({ step: 'confirm', row });
        return;
      }
      const all = resource.fetchReplacements ? await resource.fetchReplacements(channelId) : [];
      setState({
        step: 'inUse',
        row,
        usage: usage.map((u) => ({ label: t(`${entity}.usage.${u.kind}`, { count: u.count }), count: u.count })),
        options: all.filter((option) => option.value !== row._id),
      });
    } catch (error) {
      setState({ step: 'idle' });
      alertDanger(`${t('usageFailed')} ${errorMessage(error)}`);
    }
  };

  const confirm = (replaceWith: string | null) => {
    if (state.step !== 'confirm' && state.step !== 'inUse') return;
    remove.mutate(
      { id: state.row._id, replaceWith },
      {
        onSuccess: () => {
          alertSuccess(t(`${entity}.deleted`));
          setState({ step: 'idle' });
        },
        onError: (error) => alertDanger(errorMessage(error)),
      },
    );
  };

  return {
    state,
    start: (row: Row) => void start(row),
    confirm,
    close: () => setState({ step: 'idle' }),
    deleting: remove.isPending,
    checkingId: state.step === 'checking' ? state.row._id : null,
  };
}

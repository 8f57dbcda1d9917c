// /manageTabulations: how attendances may end, with how many ended with each.
import { tabulationInputSchema, type TabulationRow } from '@atende/contract';
import { tabulationsResource } from '../api/tabulations-resource';
import { CatalogPage } from '../components/catalog-page';
import type { CatalogEntity, CatalogFormProps } from '../components/catalog-entity';
import { NameForm } from '../components/name-form';
import { formatDate } from '../model/format';

function TabulationForm(props: CatalogFormProps<TabulationRow>) {
  return <NameForm {...props} schema={tabulationInputSchema} />;
}

const tabulations: CatalogEntity<TabulationRow> = {
  name: 'tabulations',
  resource: tabulationsResource,
  defaultSort: 'name',
  label: (row) => row.name,
  columns: (t) => [
    { key: 'name', header: t('tabulations.name'), sortable: true, render: (row) => row.name },
    { key: 'attendancesCount', header: t('tabulations.attendances'), render: (row) => row.attendancesCount },
    { key: 'createdAt', header: t('columns.createdAt'), sortable: true, render: (row) => formatDate(row.createdAt) },
  ],
  Form: TabulationForm,
};

export function TabulationsPage() {
  return <CatalogPage entity={tabulations} />;
}

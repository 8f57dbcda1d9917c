// /manageDepartments: the channel's departments with their operators and open attendances.
import { departmentInputSchema, type DepartmentRow } from '@atende/contract';
import { departmentsResource } from '../api/departments-resource';
import { CatalogPage } from '../components/catalog-page';
import type { CatalogEntity, CatalogFormProps } from '../components/catalog-entity';
import { NameForm } from '../components/name-form';
import { formatDate } from '../model/format';

function DepartmentForm(props: CatalogFormProps<DepartmentRow>) {
  return <NameForm {...props} schema={departmentInputSchema} />;
}

const departments: CatalogEntity<DepartmentRow> = {
  name: 'departments',
  resource: departmentsResource,
  defaultSort: 'name',
  label: (row) => row.name,
  columns: (t) => [
    { key: 'name', header: t('departments.name'), sortable: true, render: (row) => row.name },
    { key: 'operatorsCount', header: t('departments.operators'), render: (row) => row.operatorsCount },
    { key: 'openAttendancesCount', header: t('departments.openAttendances'), render: (row) => row.openAttendancesCount },
    { key: 'createdAt', header: t('columns.createdAt'), sortable: true, render: (row) => formatDate(row.createdAt) },
  ],
  Form: DepartmentForm,
};

export function DepartmentsPage() {
  return <CatalogPage entity={departments} />;
}

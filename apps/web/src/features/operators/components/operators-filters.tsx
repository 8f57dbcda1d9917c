import { Select, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { operatorsNamespace } from '../locales';

type OperatorsFiltersProps = {
  departments: { value: string; label: string }[];
  filters: { departmentId: string; status: string; includeDeleted: string };
  onChange: (name: 'departmentId' | 'status' | 'includeDeleted', value: string | null) => void;
};

export function OperatorsFilters({ departments, filters, onChange }: OperatorsFiltersProps) {
  const { t } = useTranslation(operatorsNamespace);
  return (
    <>
      <Select
        aria-label={t('filters.department')}
        placeholder={t('filters.departmentPlaceholder')}
        data={departments}
        value={filters.departmentId || null}
        onChange={(value) => onChange('departmentId', value)}
        clearable
        searchable
        w={220}
      />
      <Select
        aria-label={t('filters.status')}
        placeholder={t('filters.statusPlaceholder')}
        data={[
          { value: 'online', label: t('status.online') },
          { value: 'offline', label: t('status.offline') },
        ]}
        value={filters.status || null}
        onChange={(value) => onChange('status', value)}
        clearable
        w={150}
      />
      <Switch
        label={t('filters.includeDeleted')}
        checked={filters.includeDeleted === 'true'}
        onChange={(event) => onChange('includeDeleted', event.currentTarget.checked ? 'true' : null)}
        mb={8}
      />
    </>
  );
}

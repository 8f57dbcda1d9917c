// "Usuário": one of the company's users (deleted ones marked), grouped by role; empty means everyone.
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUserChoices } from '../api/user-choices';
import { reportAccessLogNamespace } from '../locales';

type Props = { value: string; onChange: (userId: string | null) => void };

export function UserSelect({ value, onChange }: Props) {
  const { t } = useTranslation(reportAccessLogNamespace);
  const groups = useUserChoices({
    owner: t('user.owner'),
    managers: t('user.managers'),
    operators: t('user.operators'),
    deleted: (name) => t('user.deleted', { name }),
  });
  return (
    <Select
      label={t('user.label')}
      placeholder={t('user.any')}
      data={groups}
      value={value || null}
      onChange={onChange}
      clearable
      searchable
      w={{ base: '100%', xs: 260 }}
    />
  );
}

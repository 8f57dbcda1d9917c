// A department picker whose first choice is the channel's general queue (null), shared by the
// behaviour's default department and an option's "transfer to department" target.
import { Select } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { chatbotNamespace } from '../locales';

/** The select's value for null: Mantine's Select cannot hold null as an option. */
const CHANNEL_QUEUE = '__channel_queue__';

type Props = {
  label: string;
  ariaLabel?: string;
  description?: string;
  /** null: the general queue; '' (an option's new target only): nothing chosen yet. */
  value: string | null;
  onChange: (value: string | null) => void;
  departments: { value: string; label: string }[];
  loading: boolean;
  error?: ReactNode;
};

export function DepartmentSelect({ label, ariaLabel, description, value, onChange, departments, loading, error }: Props) {
  const { t } = useTranslation(chatbotNamespace);
  return (
    <Select
      label={label}
      aria-label={ariaLabel}
      description={description}
      placeholder={loading ? t('target.loadingDepartments') : t('target.pickDepartment')}
      data={[{ value: CHANNEL_QUEUE, label: t('behaviour.channelQueue') }, ...departments]}
      allowDeselect={false}
      searchable
      nothingFoundMessage={t('target.nothingFound')}
      value={value === null ? CHANNEL_QUEUE : value || null}
      onChange={(next) => onChange(!next || next === CHANNEL_QUEUE ? null : next)}
      error={error}
    />
  );
}

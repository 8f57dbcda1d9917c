import { Button, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ContactOption } from '../api/contact-options';
import { contactsNamespace } from '../locales';

export type ContactFilterName = 'tagId' | 'operatorId' | 'birthdayMonth';
export const contactFilterNames = ['tagId', 'operatorId', 'birthdayMonth'] as const satisfies readonly ContactFilterName[];

type ContactsFiltersProps = {
  filters: Record<ContactFilterName, string>;
  onChange: (name: ContactFilterName, value: string | null) => void;
  onClear: () => void;
  tags: ContactOption[];
  operators: ContactOption[];
};

/** Tag, responsible operator (or none) and birthday month: each change asks the server again from page 1. */
export function ContactsFilters(props: ContactsFiltersProps) {
  const { t } = useTranslation(contactsNamespace);
  const months = t('months', { returnObjects: true }) as string[];
  const any = props.filters.tagId || props.filters.operatorId || props.filters.birthdayMonth;
  return (
    <>
      <Select
        label={t('filters.tag')}
        placeholder={t('filters.tagPlaceholder')}
        data={props.tags.map(({ value, label }) => ({ value, label }))}
        value={props.filters.tagId || null}
        onChange={(value) => props.onChange('tagId', value)}
        clearable
        searchable
        w={180}
      />
      <Select
        label={t('filters.responsible')}
        placeholder={t('filters.responsiblePlaceholder')}
        data={[{ value: 'none', label: t('filters.noResponsible') }, ...props.operators]}
        value={props.filters.operatorId || null}
        onChange={(value) => props.onChange('operatorId', value)}
        clearable
        searchable
        w={200}
      />
      <Select
        label={t('filters.birthdayMonth')}
        placeholder={t('filters.birthdayMonthPlaceholder')}
        data={months.map((label, i) => ({ value: String(i + 1), label }))}
        value={props.filters.birthdayMonth || null}
        onChange={(value) => props.onChange('birthdayMonth', value)}
        clearable
        w={170}
      />
      {any && (
        <Button variant="subtle" onClick={props.onClear}>
          {t('filters.clear')}
        </Button>
      )}
    </>
  );
}

import { useMemo, useState } from 'react';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useCalendarContacts } from '../api/calendar-lookups';
import { contactLabel } from '../model/contact-label';
import { calendarNamespace } from '../locales';

type ContactPickerProps = {
  value: string | null;
  /** The label of the contact already chosen (editing), shown before any search. */
  initialLabel: string | null;
  privacy: boolean;
  /** The owner and managers search the company's contacts; an operator only their own (wallet, attendances). */
  staff: boolean;
  error?: string | undefined;
  onChange: (contactId: string | null) => void;
};

/** Searches the contacts the user may link on the server as they type (name or number). */
export function ContactPicker(props: ContactPickerProps) {
  const { t } = useTranslation(calendarNamespace);
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(
    props.value && props.initialLabel ? { value: props.value, label: props.initialLabel } : null,
  );
  // The box shows the chosen contact's label: that is not a search.
  const [debounced] = useDebouncedValue(chosen && search === chosen.label ? '' : search.trim(), 300);
  const contacts = useCalendarContacts(debounced);

  const options = useMemo(() => {
    const found = (contacts.data ?? []).map((c) => ({ value: c._id, label: contactLabel(c, props.privacy) }));
    if (chosen && !found.some((o) => o.value === chosen.value)) found.unshift(chosen);
    return found;
  }, [contacts.data, chosen, props.privacy]);

  return (
    <Select
      label={t('form.contact')}
      placeholder={t('form.contactPlaceholder')}
      description={props.staff ? undefined : t('form.contactScopeOwn')}
      searchable
      clearable
      data={options}
      value={props.value}
      searchValue={search}
      onSearchChange={setSearch}
      // The server already filtered by what was typed (numbers included): show all it answered.
      filter={({ options: all }) => all}
      nothingFoundMessage={contacts.isFetching ? t('form.searching') : t(props.staff ? 'form.noContacts' : 'form.noOwnContacts')}
      error={props.error}
      onChange={(value, option) => {
        setChosen(value ? { value, label: option.label } : null);
        props.onChange(value);
      }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

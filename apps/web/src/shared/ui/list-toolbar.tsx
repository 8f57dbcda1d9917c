import { useEffect, useState, type ReactNode } from 'react';
import { Group, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type ListToolbarProps = {
  search: string;
  onSearchChange: (search: string) => void;
  searchPlaceholder?: string;
  /** Selects and other filter inputs, shown after the search box. */
  filters?: ReactNode;
  /** Buttons on the right (create, export, import). */
  actions?: ReactNode;
};

/** The row above a list: a search box that asks the server after a short pause, filters, actions. */
export function ListToolbar(props: ListToolbarProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(props.search);
  const debounced = useDebouncedCallback((value: string) => props.onSearchChange(value), 300);

  // The URL may change the search from outside (back button, clear filters).
  useEffect(() => setText(props.search), [props.search]);

  return (
    <Group justify="space-between" align="flex-end" mb="md" gap="sm">
      <Group align="flex-end" gap="sm" style={{ flex: 1 }}>
        <TextInput
          aria-label={props.searchPlaceholder ?? t('list.search')}
          placeholder={props.searchPlaceholder ?? t('list.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            debounced(event.currentTarget.value);
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            // Now, and not again when the pause ends.
            debounced.cancel();
            props.onSearchChange(text);
          }}
          w={280}
        />
        {props.filters}
      </Group>
      {props.actions && <Group gap="sm">{props.actions}</Group>}
    </Group>
  );
}

// The emoji picker's content: a search by pt-BR keywords and the emoji of one category at a time.
// Loaded on the first open of the picker, together with its data.
import { useState, type KeyboardEvent } from 'react';
import { ActionIcon, Box, Group, Stack, Text, TextInput, Tooltip, UnstyledButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { attendanceNamespace } from '../../locales';
import { emojiCategories, emojiKeywords, searchEmoji, type EmojiCategoryId } from './emoji-data';

const grid = { display: 'grid', gridTemplateColumns: 'repeat(8, 1fr)', gap: 2, maxHeight: 220, overflowY: 'auto' } as const;

export function EmojiPanel({ onPick }: { onPick: (emoji: string) => void }) {
  const { t } = useTranslation(attendanceNamespace);
  const [category, setCategory] = useState<EmojiCategoryId>('smileys');
  const [query, setQuery] = useState('');
  const searching = query.trim().length > 0;
  const shown = searching ? searchEmoji(query) : (emojiCategories.find((c) => c.id === category)?.emojis ?? []);

  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    const first = shown[0];
    if (event.key === 'Enter' && first) {
      event.preventDefault();
      onPick(first);
    }
  };

  return (
    <Stack gap="xs" data-testid="emoji-panel">
      <TextInput
        size="xs"
        data-autofocus
        leftSection={<IconSearch size={14} aria-hidden />}
        aria-label={t('emoji.search')}
        placeholder={t('emoji.search')}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        onKeyDown={onSearchKey}
      />
      {!searching && (
        <Group gap={2} role="tablist" aria-label={t('emoji.categoriesLabel')}>
          {emojiCategories.map((c) => (
            <Tooltip key={c.id} label={t(`emoji.categories.${c.id}`)}>
              <ActionIcon
                role="tab"
                aria-selected={c.id === category}
                aria-label={t(`emoji.categories.${c.id}`)}
                variant={c.id === category ? 'light' : 'subtle'}
                color="gray"
                onClick={() => setCategory(c.id)}
              >
                <span aria-hidden>{c.icon}</span>
              </ActionIcon>
            </Tooltip>
          ))}
        </Group>
      )}
      <Text size="xs" fw={600} c="dimmed">
        {searching ? t('emoji.results') : t(`emoji.categories.${category}`)}
      </Text>
      {shown.length === 0 ? (
        <Text size="sm" role="status">
          {t('emoji.empty')}
        </Text>
      ) : (
        <Box style={grid} role={searching ? 'group' : 'tabpanel'} aria-label={searching ? t('emoji.results') : t(`emoji.categories.${category}`)}>
          {shown.map((emoji) => (
            <UnstyledButton
              key={emoji}
              title={emojiKeywords[emoji]}
              fz={22}
              ta="center"
              style={{ borderRadius: 4, lineHeight: 1.4 }}
              onClick={() => onPick(emoji)}
            >
              {emoji}
            </UnstyledButton>
          ))}
        </Box>
      )}
    </Stack>
  );
}

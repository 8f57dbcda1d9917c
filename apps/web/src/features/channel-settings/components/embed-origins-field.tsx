// The list of sites allowed to frame /chat and /messages: type an origin and add it (Enter or the
// button), remove one with its own button. Each origin is checked by the contract's embedOriginSchema
// (the server's rule and pt-BR message) before it joins the list.
import { useState, type KeyboardEvent } from 'react';
import { Button, Group, Input, List, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { embedAllowedOriginsSchema, embedOriginSchema } from '@atende/contract';
import { DeleteIconButton } from '@/shared/ui/delete-icon-button';
import { channelSettingsNamespace } from '../locales';

type Props = {
  origins: string[];
  onChange: (origins: string[]) => void;
  /** An error about the list itself (too many, or one the server refused). */
  error?: string | undefined;
  /** The text typed but not added yet, kept by the form so saving can add it first. */
  draft: string;
  onDraftChange: (draft: string) => void;
  draftError: string | null;
  onDraftError: (error: string | null) => void;
};

/** The list with `draft` added, or the message that says why it cannot be. */
export function addOrigin(origins: string[], draft: string, duplicateMessage: string): { origins: string[] } | { error: string } {
  const parsed = embedOriginSchema.safeParse(draft);
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? '' };
  if (origins.includes(parsed.data)) return { error: duplicateMessage };
  const next = [...origins, parsed.data];
  const list = embedAllowedOriginsSchema.safeParse(next);
  if (!list.success) return { error: list.error.issues[0]?.message ?? '' };
  return { origins: next };
}

export function EmbedOriginsField({ origins, onChange, error, draft, onDraftChange, draftError, onDraftError }: Props) {
  const { t } = useTranslation(channelSettingsNamespace);
  const [listId] = useState(() => `embed-origins-${Math.random().toString(36).slice(2)}`);

  const add = () => {
    const result = addOrigin(origins, draft, t('security.duplicateOrigin'));
    if ('error' in result) return onDraftError(result.error);
    onChange(result.origins);
    onDraftChange('');
    onDraftError(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter adds the origin here instead of submitting the whole form.
    event.preventDefault();
    add();
  };

  return (
    <Stack gap="xs">
      <div>
        <Input.Label id={`${listId}-label`}>{t('security.origins')}</Input.Label>
        <Input.Description>{t('security.originsHint')}</Input.Description>
      </div>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          aria-label={t('security.newOrigin')}
          placeholder={t('security.originPlaceholder')}
          inputMode="url"
          autoComplete="off"
          value={draft}
          error={draftError}
          onChange={(event) => {
            onDraftChange(event.currentTarget.value);
            if (draftError) onDraftError(null);
          }}
          onKeyDown={onKeyDown}
          style={{ flex: '1 1 220px' }}
        />
        <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={add}>
          {t('security.addOrigin')}
        </Button>
      </Group>
      {origins.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('security.noOrigins')}
        </Text>
      ) : (
        <List listStyleType="none" spacing={4} aria-labelledby={`${listId}-label`}>
          {origins.map((origin) => (
            <List.Item key={origin}>
              <Group gap="xs" wrap="nowrap">
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {origin}
                </Text>
                <DeleteIconButton label={t('security.removeOrigin', { origin })} onClick={() => onChange(origins.filter((o) => o !== origin))} />
              </Group>
            </List.Item>
          ))}
        </List>
      )}
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

// One automatic message: the text with its help line, buttons that put a placeholder where the cursor
// is, and the text as the customer would read it with sample values.
import { useRef } from 'react';
import { Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { MESSAGE_PLACEHOLDERS } from '@atende/contract';
import { chatbotNamespace } from '../locales';
import { insertPlaceholder, previewMessage, type MessageName, type PlaceholderName } from '../model/message-fields';

type Props = {
  name: MessageName;
  placeholders: PlaceholderName[];
  input: GetInputPropsReturnType;
  value: string;
  required: boolean;
  onChange: (value: string) => void;
};

export function MessageField({ name, placeholders, input, value, required, onChange }: Props) {
  const { t } = useTranslation(chatbotNamespace);
  const area = useRef<HTMLTextAreaElement>(null);
  const label = t(`messages.fields.${name}.label`);
  const preview = previewMessage(value);

  const insert = (placeholder: PlaceholderName) => {
    const node = area.current;
    const next = insertPlaceholder(value, placeholder, node?.selectionStart ?? value.length, node?.selectionEnd ?? value.length);
    onChange(next.text);
    requestAnimationFrame(() => {
      node?.focus();
      node?.setSelectionRange(next.cursor, next.cursor);
    });
  };

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <Textarea
          ref={area}
          label={label}
          description={t(`messages.fields.${name}.help`)}
          required={required}
          autosize
          minRows={2}
          maxRows={8}
          {...input}
          value={value}
        />
        <Group gap={6} role="group" aria-label={t('messages.placeholders', { name: label })}>
          {placeholders.map((p) => (
            <Button
              key={p}
              size="compact-xs"
              variant="light"
              title={t(`messages.placeholder.${p}`)}
              aria-label={t('messages.insert', { what: t(`messages.placeholder.${p}`), name: label })}
              onClick={() => insert(p)}
            >
              {MESSAGE_PLACEHOLDERS[p]}
            </Button>
          ))}
        </Group>
        <Text size="xs" c="dimmed">
          {t('messages.preview')}
        </Text>
        <Text
          size="sm"
          aria-label={t('messages.previewOf', { name: label })}
          c={preview ? undefined : 'dimmed'}
          fs={preview ? undefined : 'italic'}
          style={{ whiteSpace: 'pre-wrap' }}
        >
          {preview || t('messages.notSent')}
        </Text>
      </Stack>
    </Paper>
  );
}

// /managemessages: every automatic message of the channel in one form, saved together.
import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { automaticMessagesSchema, type AutomaticMessages } from '@atende/contract';
import { saveHandlers, useZodForm } from '@/shared/forms/use-zod-form';
import { useSaveAutomaticMessages } from '../api/automatic-messages';
import { chatbotNamespace } from '../locales';
import { messageFields } from '../model/message-fields';
import { MessageField } from './message-field';

/** Messages the channel must always have; the others are not sent when empty. */
const requiredMessages = new Set(['invalidAnswer', 'surveyQuestion']);

const asText = (messages: AutomaticMessages) =>
  Object.fromEntries(Object.entries(messages).map(([key, value]) => [key, value ?? ''])) as Record<keyof AutomaticMessages, string>;

export function MessagesForm({ messages }: { messages: AutomaticMessages }) {
  const { t } = useTranslation(chatbotNamespace);
  const form = useZodForm(automaticMessagesSchema, asText(messages));
  const save = useSaveAutomaticMessages();
  const values = form.getValues();
  const submit = form.submitWith((parsed) => save.mutate(parsed, saveHandlers(form, { success: t('messages.saved'), onDone: () => undefined })));

  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={760}>
        {messageFields.map((field) => (
          <MessageField
            key={field.name}
            name={field.name}
            placeholders={field.placeholders}
            input={form.getInputProps(field.name)}
            value={values[field.name] ?? ''}
            required={requiredMessages.has(field.name)}
            onChange={(value) => form.setFieldValue(field.name, value)}
          />
        ))}
        <Group justify="flex-end" pos="sticky" bottom={0} py="sm" bg="var(--mantine-color-body)">
          <Button type="submit" loading={save.isPending}>
            {t('messages.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

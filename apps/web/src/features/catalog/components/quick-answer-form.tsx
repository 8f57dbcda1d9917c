// The quick answer drawer: the shortcut (typed after "/"), the text with buttons that insert the
// variables the composer fills in, a live preview with sample values, and an optional attachment.
import { useRef, useState } from 'react';
import { Button, Group, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { quickAnswerInputSchema, quickAnswerVariables, type QuickAnswerRow, type QuickAnswerVariable } from '@atende/contract';
import { FormDrawer } from '@/shared/ui/form-drawer';
import { useSessionUser } from '@/shared/session/session-store';
import { catalogNamespace } from '../locales';
import { insertVariable, previewQuickAnswer } from '../model/quick-answer-text';
import type { CatalogFormProps } from './catalog-entity';
import { QuickAnswerAttachment, type Attachment } from './quick-answer-attachment';
import { useCatalogForm } from './use-catalog-form';

const SAMPLE_NUMBER = '5511987654321';
const SAMPLE_PROTOCOL = '20250001';

export function QuickAnswerForm(props: CatalogFormProps<QuickAnswerRow>) {
  const { t } = useTranslation(catalogNamespace);
  const user = useSessionUser();
  const textRef = useRef<HTMLTextAreaElement>(null);
  const [attachment, setAttachment] = useState<Attachment | null>(
    props.row?.mediaId ? { mediaId: props.row.mediaId, fileName: props.row.media?.fileName ?? null } : null,
  );
  const { form, submit, saving, title } = useCatalogForm({
    entity: props.entity,
    resource: props.resource,
    channelId: props.channelId,
    rowId: props.row?._id ?? null,
    schema: quickAnswerInputSchema,
    initialValues: { shortcut: props.row?.shortcut ?? '', text: props.row?.text ?? '', mediaId: props.row?.mediaId ?? null },
    conflictField: 'shortcut',
    onSaved: props.onClose,
  });
  const values = form.getValues();

  const insert = (variable: QuickAnswerVariable) => {
    const area = textRef.current;
    const current = form.getValues().text;
    const next = insertVariable(current, variable, area?.selectionStart ?? current.length, area?.selectionEnd ?? current.length);
    form.setFieldValue('text', next.text);
    // Back to the text, the cursor after what was inserted, once React has written the new value.
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(next.cursor, next.cursor);
    });
  };

  const changeAttachment = (value: Attachment | null) => {
    setAttachment(value);
    form.setFieldValue('mediaId', value?.mediaId ?? null);
  };

  const preview = previewQuickAnswer(values.text, {
    contactName: t('quickAnswers.sampleContact'),
    number: SAMPLE_NUMBER,
    protocol: SAMPLE_PROTOCOL,
    operatorName: user?.operatorData?.name ?? user?.name ?? t('quickAnswers.sampleOperator'),
    now: new Date(),
    timeZone: user?.channel?.timezone ?? 'America/Sao_Paulo',
  });

  return (
    <FormDrawer opened={props.opened} title={title} submitting={saving} onSubmit={() => submit()} onClose={props.onClose}>
      <TextInput
        label={t('quickAnswers.shortcut')}
        description={t('quickAnswers.shortcutDescription')}
        leftSection={<Text aria-hidden>/</Text>}
        required
        data-autofocus
        {...form.getInputProps('shortcut')}
      />
      <Stack gap={6}>
        <Textarea
          ref={textRef}
          label={t('quickAnswers.text')}
          description={t('quickAnswers.textDescription')}
          autosize
          minRows={4}
          maxRows={12}
          required
          {...form.getInputProps('text')}
        />
        <Group gap={6} role="group" aria-label={t('quickAnswers.variables')}>
          {quickAnswerVariables.map((variable) => (
            <Button
              key={variable}
              size="compact-xs"
              variant="light"
              title={t(`quickAnswers.variable.${variable}`)}
              aria-label={t('quickAnswers.insertVariable', { variable: t(`quickAnswers.variable.${variable}`) })}
              onClick={() => insert(variable)}
            >
              {`{{${variable}}}`}
            </Button>
          ))}
        </Group>
      </Stack>
      <Paper withBorder p="sm" radius="md" bg="var(--mantine-color-default-hover)">
        <Text size="xs" c="dimmed" mb={4}>
          {t('quickAnswers.preview')}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} aria-label={t('quickAnswers.preview')} c={preview ? undefined : 'dimmed'}>
          {preview || t('quickAnswers.previewEmpty')}
        </Text>
      </Paper>
      <QuickAnswerAttachment value={attachment} onChange={changeAttachment} error={form.errors.mediaId as string | undefined} />
    </FormDrawer>
  );
}

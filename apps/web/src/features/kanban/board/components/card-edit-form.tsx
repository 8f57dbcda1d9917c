// The card's editable fields, saved with PATCH carrying only what changed and the version the form was
// built from: a 409 (someone else saved first) shows the server's pt-BR message and asks the panel to
// read the card again, which builds the form anew from what the server now has.
import '@mantine/dates/styles.css';
import { useState } from 'react';
import { Alert, Button, Group, MultiSelect, NumberInput, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { DateInput, DatesProvider } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { KANBAN_CARD_NOTES_MAX, KANBAN_CARD_TITLE_MAX, kanbanCardEditableSchema, type KanbanCard, type KanbanCardPatch } from '@atende/contract';
import type { ContactOption } from '@/features/contacts';
import { errorMessage } from '@/shared/http/http-client';
import { alertSuccess } from '@/shared/ui/alerts';
import { dateInputFormat } from '@/shared/time/date-format';
import { isKanbanConflict, usePatchKanbanCard } from '../../api/cards';
import { kanbanBoardNamespace } from '../locales';
import { centsToReais, reaisToCents } from '@/shared/money';

type CardEditFormProps = {
  card: KanbanCard;
  operators: ContactOption[];
  tags: ContactOption[];
  disabled: boolean;
  onSaved: (card: KanbanCard) => void;
  /** The save lost to someone else's change: the panel reads the card again. */
  onConflict: (message: string) => void;
};

type Values = { title: string; value: number | string; responsibleOperatorId: string | null; tagIds: string[]; dueDate: string | null; notes: string };

const valuesOf = (card: KanbanCard): Values => ({
  title: card.title,
  value: centsToReais(card.valueCents),
  responsibleOperatorId: card.responsibleOperatorId,
  tagIds: card.tagIds,
  dueDate: card.dueDate,
  notes: card.notes,
});

/** Only the fields the user changed travel (with the version read). */
export function cardPatchOf(card: KanbanCard, values: Values): KanbanCardPatch {
  const patch: KanbanCardPatch = { version: card.version };
  if (values.title.trim() !== card.title) patch.title = values.title.trim();
  const valueCents = reaisToCents(values.value);
  if (valueCents !== card.valueCents) patch.valueCents = valueCents;
  if (values.responsibleOperatorId !== card.responsibleOperatorId) patch.responsibleOperatorId = values.responsibleOperatorId;
  if ([...values.tagIds].sort().join() !== [...card.tagIds].sort().join()) patch.tagIds = values.tagIds;
  if ((values.dueDate || null) !== card.dueDate) patch.dueDate = values.dueDate || null;
  if (values.notes !== card.notes) patch.notes = values.notes;
  return patch;
}

export function CardEditForm({ card, operators, tags, disabled, onSaved, onConflict }: CardEditFormProps) {
  const { t, i18n } = useTranslation(kanbanBoardNamespace);
  const patch = usePatchKanbanCard();
  const [values, setValues] = useState<Values>(() => valuesOf(card));
  const [failure, setFailure] = useState<string | null>(null);
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((current) => ({ ...current, [key]: value }));

  const body = cardPatchOf(card, values);
  const changed = Object.keys(body).length > 1;
  const titleError = kanbanCardEditableSchema.shape.title.safeParse(values.title).error?.issues[0]?.message;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!changed || titleError) return;
    setFailure(null);
    patch.mutate(
      { kanbanId: card.kanbanId, cardId: card._id, ...body },
      {
        onSuccess: ({ card: saved }) => {
          alertSuccess(t('panel.saved'));
          onSaved(saved);
        },
        onError: (error) => {
          if (isKanbanConflict(error)) onConflict(errorMessage(error));
          else setFailure(errorMessage(error));
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('panel.fields.title')}
          value={values.title}
          onChange={(event) => set('title', event.currentTarget.value)}
          error={values.title !== card.title ? titleError : undefined}
          maxLength={KANBAN_CARD_TITLE_MAX}
          required
          disabled={disabled}
        />
        <NumberInput
          label={t('panel.fields.value')}
          value={values.value}
          onChange={(value) => set('value', value)}
          prefix="R$ "
          decimalSeparator=","
          thousandSeparator="."
          decimalScale={2}
          fixedDecimalScale
          min={0}
          allowNegative={false}
          disabled={disabled}
        />
        <Select
          label={t('panel.fields.operator')}
          placeholder={t('panel.fields.operatorPlaceholder')}
          data={operators}
          value={values.responsibleOperatorId}
          onChange={(value) => set('responsibleOperatorId', value)}
          clearable
          searchable
          disabled={disabled}
        />
        <MultiSelect
          label={t('panel.fields.tags')}
          placeholder={values.tagIds.length ? undefined : t('panel.fields.tagsPlaceholder')}
          data={tags}
          value={values.tagIds}
          onChange={(value) => set('tagIds', value)}
          searchable
          clearable
          disabled={disabled}
        />
        <DatesProvider settings={{ locale: i18n.language === 'en' ? 'en' : 'pt-br' }}>
          <DateInput
            label={t('panel.fields.dueDate')}
            placeholder={t('panel.fields.dueDatePlaceholder')}
            valueFormat={dateInputFormat(i18n.language)}
            value={values.dueDate}
            onChange={(value) => set('dueDate', value ? String(value).slice(0, 10) : null)}
            clearable
            disabled={disabled}
          />
        </DatesProvider>
        <Textarea
          label={t('panel.fields.notes')}
          value={values.notes}
          onChange={(event) => set('notes', event.currentTarget.value)}
          autosize
          minRows={3}
          maxRows={10}
          maxLength={KANBAN_CARD_NOTES_MAX}
          disabled={disabled}
        />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={patch.isPending} disabled={disabled || !changed || !!titleError}>
            {t('panel.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

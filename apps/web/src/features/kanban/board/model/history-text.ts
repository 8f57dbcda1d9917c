// A history entry as one line of the card's timeline: what happened, with step names looked up on the
// board (a step deleted since reads "etapa removida") and values in BRL. Who and when are the caller's.
import type { KanbanHistoryEntry } from '@atende/contract';
import { formatCents } from '@/shared/money';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

const editableFields = ['title', 'valueCents', 'responsibleOperatorId', 'tagIds', 'dueDate', 'notes'] as const;
const isEditableField = (field: string): field is (typeof editableFields)[number] => (editableFields as readonly string[]).includes(field);

const cents = (value: unknown) => formatCents(typeof value === 'number' ? value : 0);

export function historyText(entry: KanbanHistoryEntry, t: Translate, stepName: (stepId: string | null) => string): string {
  switch (entry.kind) {
    case 'created':
      return entry.toStepId ? t('history.createdIn', { step: stepName(entry.toStepId) }) : t('history.created');
    case 'moved':
      return entry.fromStepId === entry.toStepId
        ? t('history.movedWithin', { step: stepName(entry.toStepId) })
        : t('history.moved', { from: stepName(entry.fromStepId), to: stepName(entry.toStepId) });
    case 'edited': {
      const fields = Object.keys(entry.details)
        .filter(isEditableField)
        .map((field) => t(`history.fieldNames.${field}`));
      return t('history.edited', { fields: fields.join(', ') });
    }
    case 'value':
      return t('history.value', { from: cents(entry.details.from), to: cents(entry.details.to) });
    case 'action':
      return t(entry.details.ok === true ? 'history.actionOk' : 'history.actionFailed');
  }
}

/** The action's own words (a template's name, the failure's reason), when it left any. */
export const historyDetail = (entry: KanbanHistoryEntry): string | null =>
  entry.kind === 'action' && typeof entry.details.detail === 'string' && entry.details.detail ? entry.details.detail : null;

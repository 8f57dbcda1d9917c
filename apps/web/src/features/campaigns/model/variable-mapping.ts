// One template variable's mapping as the form keeps it (every input controlled, so all three sources'
// inputs hold a string) and as the contract's campaignVariableSchema reads it.
import { campaignContactFieldLabels, type CampaignContactField, type CampaignVariable } from '@atende/contract';

export type VariableSource = CampaignVariable['source'];
export const variableSources: readonly VariableSource[] = ['field', 'fixed', 'column'];

export type VariableForm = { source: VariableSource; field: string; value: string; column: string; fallback: string };

export const blankVariable = (field = ''): VariableForm => ({ source: 'field', field, value: '', column: '', fallback: '' });

const present = (text: string) => (text.trim() ? { fallback: text } : {});

/** The schema's input: an empty field, value or column is left for the schema to refuse with its message. */
export function variableOf(form: VariableForm): CampaignVariable {
  if (form.source === 'fixed') return { source: 'fixed', value: form.value };
  if (form.source === 'column') return { source: 'column', column: form.column, ...present(form.fallback) };
  return { source: 'field', field: form.field as CampaignContactField, ...present(form.fallback) };
}

export function variableForm(variable: CampaignVariable | null | undefined): VariableForm {
  if (!variable) return blankVariable();
  const base = blankVariable();
  if (variable.source === 'fixed') return { ...base, source: 'fixed', value: variable.value };
  if (variable.source === 'column') return { ...base, source: 'column', column: variable.column, fallback: variable.fallback ?? '' };
  return { ...base, field: variable.field, fallback: variable.fallback ?? '' };
}

const isField = (value: string): value is CampaignContactField => value in campaignContactFieldLabels;

/**
 * What the preview shows in the variable's place: the fixed value, or the field or column name in
 * brackets (each contact gets its own value); '' while nothing is chosen, so the {{n}} stays visible.
 */
export function previewText(
  form: VariableForm | undefined,
  bracket: (name: string) => string,
  fieldLabel: (field: CampaignContactField) => string,
): string {
  if (!form) return '';
  if (form.source === 'fixed') return form.value;
  if (form.source === 'column') return form.column ? bracket(form.column) : '';
  return isField(form.field) ? bracket(fieldLabel(form.field)) : '';
}

/** `list` with exactly `size` mappings: kept in order, blanks added, extras dropped. */
export const fitVariables = (list: readonly VariableForm[], size: number): VariableForm[] =>
  Array.from({ length: size }, (_, i) => list[i] ?? blankVariable());

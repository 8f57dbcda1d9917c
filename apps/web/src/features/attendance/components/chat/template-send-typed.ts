// The template dialog's typed variables (issue 17 item 12): a variable the template declares a money
// amount or a date and time is typed into its own field and sent as Meta's currency or date_time
// parameter; its fallback_value, the text the customer reads, is written in the template's language
// ("R$ 1.234,56", "25/12/2025 14:30").
import { templateVariables, variableTypesFor, type Template, type TemplateParam, type TemplateVariableType } from '@atende/contract';

export const DEFAULT_CURRENCY = 'BRL';

/** What the operator typed for the typed variables, by the variable's position ({{1}} is 0). */
export type TypedVariableValues = {
  /** A money amount as typed (in units, cents as decimals); '' while empty. */
  amounts: Record<number, number | ''>;
  /** The amount's ISO 4217 code. */
  codes: Record<number, string>;
  /** The picker's local date and time ("YYYY-MM-DD HH:mm:ss"); '' while empty. */
  dates: Record<number, string>;
};

export const blankTypedValues = (): TypedVariableValues => ({ amounts: {}, codes: {}, dates: {} });

/** pt_BR → pt-BR: the template's language as Intl names it. */
const localeOf = (language: string): string => language.replace('_', '-');

/** Each body variable's type, {{1}} first. */
export const variableTypesOfTemplate = (template: Template): TemplateVariableType[] =>
  variableTypesFor(template.variableTypes, new Set(templateVariables(template.body)).size);

export const currencyCodeAt = (values: TypedVariableValues, i: number): string => values.codes[i] ?? DEFAULT_CURRENCY;

/** "R$ 1.234,56" in pt_BR: Intl's own spacing, with a plain space the customer's phone shows as typed. */
export function currencyText(amount: number, code: string, language: string): string {
  try {
    return new Intl.NumberFormat(localeOf(language), { style: 'currency', currency: code }).format(amount).replace(/\u00a0/g, ' ');
  } catch {
    // An unknown code: the contract refuses it on send; meanwhile the preview still reads sensibly.
    return `${code} ${amount}`;
  }
}

/** The symbol the amount field shows before the number ("R$ "). */
export function currencySymbol(code: string, language: string): string {
  try {
    const parts = new Intl.NumberFormat(localeOf(language), { style: 'currency', currency: code }).formatToParts(0);
    return `${parts.find((p) => p.type === 'currency')?.value ?? code} `;
  } catch {
    return `${code} `;
  }
}

/** "2025-12-25 14:30:00" → "25/12/2025 14:30" in pt_BR (Intl's comma between date and time dropped). */
export function dateTimeText(value: string, language: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})/.exec(value);
  if (!match) return '';
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const date = new Date(y, mo - 1, d, h, mi);
  return new Intl.DateTimeFormat(localeOf(language), { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' })
    .format(date)
    .replace(', ', ' ');
}

/** The variable as sent: a text, or Meta's currency / date_time parameter. */
export function typedParam(type: TemplateVariableType, i: number, text: string, values: TypedVariableValues, language: string): TemplateParam {
  if (type === 'currency') {
    const amount = values.amounts[i];
    const code = currencyCodeAt(values, i);
    if (amount === '' || amount === undefined) return { type: 'currency', currency: { fallback_value: '', code, amount_1000: 0 } };
    return { type: 'currency', currency: { fallback_value: currencyText(amount, code, language), code, amount_1000: Math.round(amount * 1000) } };
  }
  if (type === 'date_time') return { type: 'date_time', date_time: { fallback_value: dateTimeText(values.dates[i] ?? '', language) } };
  return text;
}

/** The typed variables left empty, as the keys the dialog shows their message under. */
export function missingTypedValues(types: TemplateVariableType[], values: TypedVariableValues): Record<string, 'amount' | 'dateTime'> {
  const missing: Record<string, 'amount' | 'dateTime'> = {};
  types.forEach((type, i) => {
    const amount = values.amounts[i];
    if (type === 'currency' && (amount === '' || amount === undefined)) missing[`params.${i}`] = 'amount';
    if (type === 'date_time' && !dateTimeText(values.dates[i] ?? '', 'pt_BR')) missing[`params.${i}`] = 'dateTime';
  });
  return missing;
}

// A campaign's template filled in for one recipient: each variable from the contact's field, a fixed
// value or the uploaded list's column, with its fallback when empty. The stored message carries the
// template (what the provider gets) and the body as the customer reads it (what the panel shows).
import type { CampaignContactField, CampaignVariable, MessageContent, TemplateVariableType } from '@atende/contract';
import { typedCampaignParams } from './campaign-typed-params.js';

export type RecipientData = {
  name: string | null;
  number: string;
  email: string | null;
  code: string | null;
  document: string | null;
  responsible: string | null;
  fields: Record<string, string> | null;
};

export type CampaignTemplate = {
  name: string;
  language: string;
  body: string;
  headerFormat: 'TEXT' | 'IMAGE' | 'VIDEO' | 'DOCUMENT' | null;
  /** Which body variable the template declares a currency or a date ({{1}} first); text when absent. */
  variableTypes?: TemplateVariableType[];
};

export type CampaignFill = {
  template: CampaignTemplate;
  bodyVariables: CampaignVariable[];
  headerVariable: CampaignVariable | null;
  headerMediaLink: string | null;
  buttonVariables: Array<{ index: number; variable: CampaignVariable }>;
};

const fieldValue = (field: CampaignContactField, r: RecipientData): string | null => {
  switch (field) {
    case 'firstName':
      return r.name?.trim().split(/\s+/)[0] ?? null;
    case 'name':
      return r.name;
    case 'number':
      return r.number;
    case 'email':
      return r.email;
    case 'code':
      return r.code;
    case 'document':
      return r.document;
    case 'responsible':
      return r.responsible;
  }
};

/** The variable's text for this recipient, or null when it has none (and no fallback). */
export function variableValue(variable: CampaignVariable, r: RecipientData): string | null {
  const value = variable.source === 'fixed' ? variable.value : variable.source === 'field' ? fieldValue(variable.field, r) : (r.fields?.[variable.column] ?? null);
  const text = value?.trim();
  if (text) return text;
  return variable.source === 'fixed' ? null : variable.fallback?.trim() || null;
}

export class MissingVariableError extends Error {}

const describe = (v: CampaignVariable): string => (v.source === 'field' ? `o campo "${v.field}"` : v.source === 'column' ? `a coluna "${v.column}"` : 'o valor fixo');

const mediaType = (format: CampaignTemplate['headerFormat']): 'image' | 'video' | 'document' => (format === 'IMAGE' ? 'image' : format === 'VIDEO' ? 'video' : 'document');

/** The stored content of the recipient's message; throws MissingVariableError naming what is empty. */
export function campaignContent(fill: CampaignFill, r: RecipientData): MessageContent {
  const value = (v: CampaignVariable, label: string): string => {
    const text = variableValue(v, r);
    if (text === null) throw new MissingVariableError(`${label} ficou vazia: o contato não tem ${describe(v)} e não há valor padrão.`);
    return text;
  };
  const params = fill.bodyVariables.map((v, i) => value(v, `A variável {{${i + 1}}}`));
  const headerText = fill.headerVariable && fill.template.headerFormat === 'TEXT' ? value(fill.headerVariable, 'A variável do cabeçalho') : undefined;
  const buttonParams = fill.buttonVariables.map(({ index, variable }) => ({ index, text: value(variable, `A variável do botão ${index + 1}`) }));
  const headerMedia =
    fill.headerMediaLink && fill.template.headerFormat && fill.template.headerFormat !== 'TEXT'
      ? { type: mediaType(fill.template.headerFormat), link: fill.headerMediaLink }
      : undefined;
  const text = fill.template.body.replace(/\{\{\s*(\d+)\s*\}\}/g, (whole, n: string) => params[Number(n) - 1] ?? whole);
  const sent = typedCampaignParams(params, fill.template.variableTypes);
  const typed = sent.some((p) => typeof p !== 'string');
  return {
    text,
    automatic: true,
    template: {
      name: fill.template.name,
      language: fill.template.language,
      ...(params.length ? { params } : {}),
      ...(typed ? { typedParams: sent } : {}),
      ...(headerMedia ? { headerMedia } : {}),
      ...(headerText ? { headerText } : {}),
      ...(buttonParams.length ? { buttonParams } : {}),
    },
  };
}

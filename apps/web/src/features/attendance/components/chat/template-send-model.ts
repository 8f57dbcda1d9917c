// What the template dialog sends: the contract's send_template body for the chosen template and the
// values the operator typed, checked by sendTemplateSchema so the messages match the server's.
import { headerSampleLink, sendTemplateSchema, templateParamText, type SendTemplate, type Template } from '@atende/contract';
import { distinctVariables } from '@/features/templates';
import { zodFieldErrors } from '@/shared/ui/zod-errors';
import { blankTypedValues, typedParam, variableTypesOfTemplate, type TypedVariableValues } from './template-send-typed';

/**
 * params[i] fills the i-th variable ({{i + 1}}: Meta approves only templates numbered 1..n) when it is
 * text, `typed` when the template declares it a money amount or a date; headerText a text header's
 * {{1}}; links[i] the {{1}} at the end of the i-th button's URL; payloads[i] the i-th button's
 * quick-reply payload (optional).
 */
export type TemplateSendValues = {
  params: string[];
  typed: TypedVariableValues;
  headerLink: string;
  headerText: string;
  links: Record<number, string>;
  payloads: Record<number, string>;
};

/** The template's buttons whose URL ends in a variable, with their position among all its buttons. */
export const linkVariables = (template: Template): Array<{ index: number; text: string }> =>
  template.buttons.flatMap((b, index) => (b.type === 'URL' && /\{\{1\}\}$/.test(b.url) ? [{ index, text: b.text }] : []));

/** The template's quick-reply buttons, with their position among all its buttons. */
export const quickReplies = (template: Template): Array<{ index: number; text: string }> =>
  template.buttons.flatMap((b, index) => (b.type === 'QUICK_REPLY' ? [{ index, text: b.text }] : []));

/** Whether the template's text header has a variable to fill. */
export const headerHasVariable = (template: Template): boolean => template.header?.format === 'TEXT' && /\{\{\s*1\s*\}\}/.test(template.header.text);

/** {{1}} is usually the customer's name: start with it when the contact has one (and {{1}} is text). */
export function initialValues(template: Template, contactName: string | null | undefined): TemplateSendValues {
  const textual = variableTypesOfTemplate(template)[0] === 'text';
  const params = distinctVariables(template.body).map((n) => (n === 1 && textual ? (contactName?.trim() ?? '') : ''));
  // The sample Meta reviewed, when it is a link (a template created here holds an upload handle until synced).
  return { params, typed: blankTypedValues(), headerLink: headerSampleLink(template.header), headerText: '', links: {}, payloads: {} };
}

const mediaTypes = { IMAGE: 'image', VIDEO: 'video', DOCUMENT: 'document' } as const;

/** The body's variables as sent: texts, and typed ones in Meta's shape. */
const paramsOf = (template: Template, values: TemplateSendValues) =>
  variableTypesOfTemplate(template).map((type, i) => typedParam(type, i, values.params[i] ?? '', values.typed, template.language));

/** What each body variable reads as (the preview): a typed one's fallback text. */
export const displayedParams = (template: Template, values: TemplateSendValues): string[] => paramsOf(template, values).map(templateParamText);

/** To the attendance's customer by the attendance's id: an operator with privacy on only holds the number masked. */
export function sendBodyOf(template: Template, values: TemplateSendValues, target: { channelId: string; attendanceId: string }): SendTemplate {
  const header = template.header;
  const params = paramsOf(template, values);
  const payloads = quickReplies(template).flatMap(({ index }) => {
    const payload = values.payloads[index]?.trim();
    return payload ? [{ index, payload }] : [];
  });
  return {
    channelId: target.channelId,
    attendanceId: target.attendanceId,
    templateName: template.name,
    language: template.language,
    ...(params.length ? { params } : {}),
    ...(header && header.format !== 'TEXT' ? { headerMedia: { type: mediaTypes[header.format], link: values.headerLink.trim() } } : {}),
    ...(headerHasVariable(template) ? { headerText: values.headerText } : {}),
    ...(linkVariables(template).length ? { buttonParams: linkVariables(template).map(({ index }) => ({ index, text: values.links[index] ?? '' })) } : {}),
    ...(payloads.length ? { buttonPayloads: payloads } : {}),
  };
}

export function checkSendBody(body: SendTemplate): { ok: true } | { ok: false; errors: Record<string, string> } {
  const result = sendTemplateSchema.safeParse(body);
  return result.success ? { ok: true } : { ok: false, errors: zodFieldErrors(result.error) };
}

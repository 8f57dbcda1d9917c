// What the template dialog sends: the contract's send_template body for the chosen template and the
// values the operator typed, checked by sendTemplateSchema so the messages match the server's.
import { headerSampleLink, sendTemplateSchema, type SendTemplate, type Template } from '@atende/contract';
import { distinctVariables } from '@/features/templates';
import { zodFieldErrors } from '@/shared/ui/zod-errors';

/**
 * params[i] fills the i-th variable ({{i + 1}}: Meta approves only templates numbered 1..n);
 * headerText a text header's {{1}}; links[i] the {{1}} at the end of the i-th button's URL.
 */
export type TemplateSendValues = { params: string[]; headerLink: string; headerText: string; links: Record<number, string> };

/** The template's buttons whose URL ends in a variable, with their position among all its buttons. */
export const linkVariables = (template: Template): Array<{ index: number; text: string }> =>
  template.buttons.flatMap((b, index) => (b.type === 'URL' && /\{\{1\}\}$/.test(b.url) ? [{ index, text: b.text }] : []));

/** Whether the template's text header has a variable to fill. */
export const headerHasVariable = (template: Template): boolean => template.header?.format === 'TEXT' && /\{\{\s*1\s*\}\}/.test(template.header.text);

/** {{1}} is usually the customer's name: start with it when the contact has one. */
export function initialValues(template: Template, contactName: string | null | undefined): TemplateSendValues {
  const params = distinctVariables(template.body).map((n) => (n === 1 ? (contactName?.trim() ?? '') : ''));
  // The sample Meta reviewed, when it is a link (a template created here holds an upload handle until synced).
  return { params, headerLink: headerSampleLink(template.header), headerText: '', links: {} };
}

const mediaTypes = { IMAGE: 'image', VIDEO: 'video', DOCUMENT: 'document' } as const;

/** To the attendance's customer by the attendance's id: an operator with privacy on only holds the number masked. */
export function sendBodyOf(template: Template, values: TemplateSendValues, target: { channelId: string; attendanceId: string }): SendTemplate {
  const header = template.header;
  const variables = distinctVariables(template.body);
  return {
    channelId: target.channelId,
    attendanceId: target.attendanceId,
    templateName: template.name,
    language: template.language,
    ...(variables.length ? { params: variables.map((_, i) => values.params[i] ?? '') } : {}),
    ...(header && header.format !== 'TEXT' ? { headerMedia: { type: mediaTypes[header.format], link: values.headerLink.trim() } } : {}),
    ...(headerHasVariable(template) ? { headerText: values.headerText } : {}),
    ...(linkVariables(template).length ? { buttonParams: linkVariables(template).map(({ index }) => ({ index, text: values.links[index] ?? '' })) } : {}),
  };
}

export function checkSendBody(body: SendTemplate): { ok: true } | { ok: false; errors: Record<string, string> } {
  const result = sendTemplateSchema.safeParse(body);
  return result.success ? { ok: true } : { ok: false, errors: zodFieldErrors(result.error) };
}

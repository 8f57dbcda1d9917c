// What the template dialog sends: the contract's send_template body for the chosen template and the
// values the operator typed, checked by sendTemplateSchema so the messages match the server's.
import { sendTemplateSchema, type SendTemplate, type Template } from '@atende/contract';
import { distinctVariables } from '@/features/templates';
import { zodFieldErrors } from '@/shared/ui/zod-errors';

/** params[i] fills the i-th variable ({{i + 1}}: Meta approves only templates numbered 1..n). */
export type TemplateSendValues = { params: string[]; headerLink: string };

/** {{1}} is usually the customer's name: start with it when the contact has one. */
export function initialValues(template: Template, contactName: string | null | undefined): TemplateSendValues {
  const params = distinctVariables(template.body).map((n) => (n === 1 ? (contactName?.trim() ?? '') : ''));
  const header = template.header;
  return { params, headerLink: header && header.format !== 'TEXT' ? header.example : '' };
}

const mediaTypes = { IMAGE: 'image', VIDEO: 'video', DOCUMENT: 'document' } as const;

export function sendBodyOf(template: Template, values: TemplateSendValues, target: { channelId: string; contactNumber: string }): SendTemplate {
  const header = template.header;
  const variables = distinctVariables(template.body);
  return {
    channelId: target.channelId,
    contactNumber: target.contactNumber,
    templateName: template.name,
    language: template.language,
    ...(variables.length ? { params: variables.map((_, i) => values.params[i] ?? '') } : {}),
    ...(header && header.format !== 'TEXT' ? { headerMedia: { type: mediaTypes[header.format], link: values.headerLink.trim() } } : {}),
  };
}

export function checkSendBody(body: SendTemplate): { ok: true } | { ok: false; errors: Record<string, string> } {
  const result = sendTemplateSchema.safeParse(body);
  return result.success ? { ok: true } : { ok: false, errors: zodFieldErrors(result.error) };
}

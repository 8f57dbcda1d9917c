// The create form's values and how they become the body of POST /api/templates. The form keeps every
// input controlled (a header "NONE", empty strings); `draftOf` drops what is empty or unused and the
// contract's templateInputSchema validates the result, so the editor refuses exactly what the API would.
import {
  templateInputSchema,
  type TemplateButton,
  type TemplateDraft,
  type TemplateHeader,
  type TemplateInput,
  type TemplateVariableType,
} from '@atende/contract';
import { zodFieldErrors } from '@/shared/ui/zod-errors';
import { distinctVariables } from './template-text';
import { templateView, type TemplateView } from './template-view';

export const HEADER_FORMATS = ['NONE', 'TEXT', 'IMAGE', 'VIDEO', 'DOCUMENT'] as const;
export type HeaderFormat = (typeof HEADER_FORMATS)[number];
export type ButtonFormValue = { type: TemplateButton['type']; text: string; url: string; example: string };
/** The media header's sample file as picked: what the editor and the preview show (the handle is `example`). */
export type HeaderSampleValue = { fileName: string; size: number; previewUrl: string | null };

export type TemplateFormValues = {
  name: string;
  /** '' until chosen: the schema answers "Escolha a categoria". */
  category: string;
  language: string;
  /** example: a text header's {{1}} example, or a media header's uploaded sample handle (Gupshup: its link). */
  header: { format: HeaderFormat; text: string; example: string; sample: HeaderSampleValue | null };
  body: string;
  /** Indexed by variable number - 1, whatever the order they appear in the body. */
  bodyExamples: string[];
  /** Each variable's type, indexed like bodyExamples; text when unset. */
  variableTypes: TemplateVariableType[];
  footer: string;
  buttons: ButtonFormValue[];
};

export const blankTemplateForm = (): TemplateFormValues => ({
  name: '',
  category: '',
  language: 'pt_BR',
  header: { format: 'NONE', text: '', example: '', sample: null },
  body: '',
  bodyExamples: [],
  variableTypes: [],
  footer: '',
  buttons: [],
});

const present = (value: string) => (value.trim() ? value : undefined);

function headerOf({ format, text, example }: TemplateFormValues['header']): TemplateHeader | undefined {
  if (format === 'NONE') return undefined;
  if (format === 'TEXT') return { format, text, ...(/\{\{/.test(text) && present(example) ? { example } : {}) };
  return { format, example };
}

function buttonOf(b: ButtonFormValue): TemplateButton {
  if (b.type === 'QUICK_REPLY') return { type: b.type, text: b.text };
  return { type: b.type, text: b.text, url: b.url, ...(/\{\{/.test(b.url) && present(b.example) ? { example: b.example } : {}) };
}

/** The used variables' types, {{1}} first; absent while every one is text (Meta hears nothing of them). */
function variableTypesOf(values: TemplateFormValues): TemplateVariableType[] | undefined {
  const types = distinctVariables(values.body).map((n) => values.variableTypes[n - 1] ?? 'text');
  return types.some((type) => type !== 'text') ? types : undefined;
}

/** What the form says, in the contract's input shape (not yet validated). */
export function draftOf(values: TemplateFormValues): TemplateInput {
  const header = headerOf(values.header);
  const footer = present(values.footer);
  const variableTypes = variableTypesOf(values);
  return {
    name: values.name,
    // An unknown category is left for the schema to refuse with its own message.
    category: values.category as TemplateInput['category'],
    language: values.language,
    ...(header ? { header } : {}),
    body: values.body,
    bodyExamples: distinctVariables(values.body).map((n) => values.bodyExamples[n - 1] ?? ''),
    ...(footer ? { footer } : {}),
    buttons: values.buttons.map(buttonOf),
    ...(variableTypes ? { variableTypes } : {}),
  };
}

export type DraftCheck = { ok: true; draft: TemplateDraft } | { ok: false; errors: Record<string, string> };

export function checkDraft(values: TemplateFormValues): DraftCheck {
  const result = templateInputSchema.safeParse(draftOf(values));
  return result.success ? { ok: true, draft: result.data } : { ok: false, errors: zodFieldErrors(result.error) };
}

/** The schema's own reason for refusing AUTHENTICATION, shown beside the disabled option. */
export const authenticationReason: string = (() => {
  const probe = templateInputSchema.safeParse({ name: 'x', category: 'AUTHENTICATION', language: 'pt_BR', body: 'x' });
  return probe.success ? '' : (probe.error.issues.find((i) => i.path[0] === 'category')?.message ?? '');
})();

/** The phone preview of what is typed so far, examples in place of the variables; null while empty. */
export function previewOf(values: TemplateFormValues): TemplateView | null {
  if (!values.body.trim() && values.header.format === 'NONE') return null;
  const draft = draftOf(values);
  return templateView(
    { header: draft.header ?? null, body: draft.body, footer: draft.footer ?? null, buttons: draft.buttons ?? [] },
    values.bodyExamples,
    values.header.example,
    values.header.sample ?? undefined,
  );
}

/** A new button joins its own kind, so quick replies and links stay grouped as Meta requires. */
export function withButtonAdded(buttons: ButtonFormValue[], type: ButtonFormValue['type']): ButtonFormValue[] {
  const added: ButtonFormValue = { type, text: '', url: type === 'URL' ? 'https://' : '', example: '' };
  const last = buttons.map((b) => b.type).lastIndexOf(type);
  const at = last === -1 ? buttons.length : last + 1;
  return [...buttons.slice(0, at), added, ...buttons.slice(at)];
}

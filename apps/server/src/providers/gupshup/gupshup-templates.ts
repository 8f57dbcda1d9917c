// A Gupshup app's message templates through its template API (the app's `apikey`): list, submit for
// review (form-encoded, Gupshup's field names), delete by name. Gupshup sends templates by its own
// template id, which the list and the create answer give us (docs/decisions.md "Gupshup templates").
// Listing is best effort: a template whose header or buttons we cannot model keeps its body and
// status, never failing the whole sync.
import { templateButtonSchema, templateHeaderSchema, templateVariables, type TemplateButton, type TemplateDraft, type TemplateHeader } from '@atende/contract';
import { ProviderError, type ProviderTemplate, type TemplateManager } from '../provider.port.js';
import { arrayOf, isObject, objectOf, stringOf, type JsonObject } from '../cloud/cloud-json.js';
import type { GupshupClient } from './gupshup-client.js';

export const gupshupTemplatePaths = {
  list: (appName: string) => `/sm/api/v1/template/list/${encodeURIComponent(appName)}`,
  create: (appName: string) => `/sm/api/v1/template/${encodeURIComponent(appName)}`,
  remove: (appName: string, name: string) => `/sm/api/v1/template/${encodeURIComponent(appName)}/${encodeURIComponent(name)}`,
};

const MEDIA_TYPES = new Set(['IMAGE', 'VIDEO', 'DOCUMENT']);

/** containerMeta (and meta) arrive as JSON inside a string; anything unreadable counts as empty. */
function jsonField(value: unknown): JsonObject {
  if (isObject(value)) return value;
  if (typeof value !== 'string') return {};
  try {
    return objectOf(JSON.parse(value)) ?? {};
  } catch {
    return {};
  }
}

/** The header as our editor models it, or null when Gupshup's cannot be shown as one. */
function headerOf(templateType: string, container: JsonObject, meta: JsonObject): TemplateHeader | null {
  const candidate = MEDIA_TYPES.has(templateType)
    ? { format: templateType, example: stringOf(container.mediaUrl) ?? stringOf(meta.mediaUrl) }
    : stringOf(container.header)
      ? { format: 'TEXT', text: stringOf(container.header), ...(stringOf(container.sampleHeader) ? { example: stringOf(container.sampleHeader) } : {}) }
      : null;
  const parsed = candidate ? templateHeaderSchema.safeParse(candidate) : null;
  return parsed?.success ? parsed.data : null;
}

/** Quick replies and links in Meta's shape (which Gupshup keeps); phone, copy-code and others are left out. */
function buttonsOf(container: JsonObject): TemplateButton[] {
  return arrayOf(container.buttons).flatMap((raw): TemplateButton[] => {
    const b = objectOf(raw);
    const example = stringOf(arrayOf(b?.example)[0]);
    const candidate = b?.type === 'URL' ? { type: 'URL', text: b.text, url: b.url, ...(example ? { example } : {}) } : b?.type === 'QUICK_REPLY' ? { type: 'QUICK_REPLY', text: b.text } : null;
    const parsed = candidate ? templateButtonSchema.safeParse(candidate) : null;
    return parsed?.success ? [parsed.data] : [];
  });
}

/** One entry of Gupshup's template list in our shape; null when it lacks an id or a name. */
export function fromGupshupTemplate(raw: unknown): ProviderTemplate | null {
  const t = objectOf(raw);
  const id = stringOf(t?.id);
  const name = stringOf(t?.elementName);
  if (!t || !id || !name) return null;
  const container = jsonField(t.containerMeta);
  const meta = jsonField(t.meta);
  const reason = stringOf(t.reason) ?? stringOf(t.rejectedReason);
  return {
    providerTemplateId: id,
    name,
    language: stringOf(t.languageCode) ?? '',
    category: (stringOf(t.category) ?? '').toUpperCase(),
    status: (stringOf(t.status) ?? 'PENDING').toUpperCase(),
    rejectedReason: reason && reason.toUpperCase() !== 'NONE' ? reason : null,
    header: headerOf((stringOf(t.templateType) ?? 'TEXT').toUpperCase(), container, meta),
    // `data` is the whole template as text (header and footer included); containerMeta.data is the body.
    body: stringOf(container.data) ?? stringOf(t.data) ?? '',
    footer: stringOf(container.footer) || null,
    buttons: buttonsOf(container),
  };
}

/** The text with each {{n}} replaced by its example: Gupshup's `example` and `exampleHeader`. */
function filled(text: string, examples: readonly string[]): string {
  return text.replace(/\{\{\s*(\d+)\s*\}\}/g, (whole, n: string) => examples[Number(n) - 1] ?? whole);
}

/** Our draft as the form Gupshup's template API takes. */
export function toGupshupTemplateForm(draft: TemplateDraft): Record<string, string> {
  const header = draft.header;
  const form: Record<string, string> = {
    elementName: draft.name,
    languageCode: draft.language,
    category: draft.category,
    templateType: header && header.format !== 'TEXT' ? header.format : 'TEXT',
    // Gupshup asks what the template is for in a few words; the name says it.
    vertical: draft.name,
    content: draft.body,
    example: filled(draft.body, draft.bodyExamples),
  };
  if (header?.format === 'TEXT') {
    form.header = header.text;
    if (templateVariables(header.text).length && header.example) form.exampleHeader = filled(header.text, [header.example]);
  } else if (header) {
    // A sample file by link; Gupshup makes the review handle from it.
    form.enableSample = 'true';
    form.mediaUrl = header.example;
  }
  if (draft.footer) form.footer = draft.footer;
  if (draft.buttons.length) {
    form.buttons = JSON.stringify(
      draft.buttons.map((b) => (b.type === 'QUICK_REPLY' ? { type: 'QUICK_REPLY', text: b.text } : { type: 'URL', text: b.text, url: b.url, ...(b.example ? { example: [b.example] } : {}) })),
    );
  }
  return form;
}

function unexpected(what: string, body: unknown): ProviderError {
  return new ProviderError('unknown', null, `A Gupshup não devolveu ${what}.`, JSON.stringify(body)?.slice(0, 200));
}

export function createGupshupTemplates(client: GupshupClient, appName: string): TemplateManager {
  return {
    async list() {
      const answer = await client.getJson(gupshupTemplatePaths.list(appName));
      if (!isObject(answer) || answer.status !== 'success') throw unexpected('a lista de modelos', answer);
      return arrayOf(answer.templates)
        .map(fromGupshupTemplate)
        .filter((t): t is ProviderTemplate => !!t);
    },
    async create(draft) {
      const answer = await client.postForm(gupshupTemplatePaths.create(appName), toGupshupTemplateForm(draft));
      const template = isObject(answer) && answer.status === 'success' ? objectOf(answer.template) : undefined;
      const id = stringOf(template?.id);
      if (!id) throw unexpected('o id do modelo criado', answer);
      return { providerTemplateId: id, status: (stringOf(template?.status) ?? 'PENDING').toUpperCase(), category: (stringOf(template?.category) ?? draft.category).toUpperCase() };
    },
    async remove(name) {
      await client.deleteJson(gupshupTemplatePaths.remove(appName, name));
    },
  };
}

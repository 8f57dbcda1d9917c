// Approved message templates (HSM): the channel's templates as the provider knows them (Cloud:
// GET /{waba-id}/message_templates), and the form that submits a new one for approval. The limits
// are Meta's (docs "Message templates" / "Components"); the same schemas check the editor and the API.
import { z } from 'zod';
import { idSchema, listQuerySchema, pagedSchema } from './common.js';
import { templateVariableTypeSchema } from './template-params.js';

export const TEMPLATE_CATEGORIES = ['MARKETING', 'UTILITY', 'AUTHENTICATION'] as const;
export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];
export const templateCategoryLabels: Record<TemplateCategory, string> = {
  MARKETING: 'Marketing',
  UTILITY: 'Utilidade',
  AUTHENTICATION: 'Autenticação',
};

/** Every status Meta reports for a template; an unknown one is kept as it came. */
export const TEMPLATE_STATUSES = ['APPROVED', 'PENDING', 'REJECTED', 'PAUSED', 'DISABLED', 'IN_APPEAL', 'PENDING_DELETION', 'DELETED', 'LIMIT_EXCEEDED', 'ARCHIVED', 'FLAGGED', 'REINSTATED'] as const;
export const templateStatusLabels: Record<string, string> = {
  APPROVED: 'Aprovado',
  PENDING: 'Em análise',
  REJECTED: 'Rejeitado',
  PAUSED: 'Pausado',
  DISABLED: 'Desativado',
  IN_APPEAL: 'Em recurso',
  PENDING_DELETION: 'Exclusão pendente',
  DELETED: 'Excluído',
  LIMIT_EXCEEDED: 'Limite excedido',
  ARCHIVED: 'Arquivado',
  FLAGGED: 'Sinalizado',
  REINSTATED: 'Reativado',
  // Gupshup's: the template never reached Meta's review.
  FAILED: 'Falhou no envio',
};
export const templateStatusLabel = (status: string): string => templateStatusLabels[status] ?? status;

export const TEMPLATE_LIMITS = {
  name: 512,
  headerText: 60,
  body: 1024,
  footer: 60,
  buttonText: 25,
  buttons: 10,
  url: 2000,
} as const;

/** The languages offered in the editor (Meta accepts more; these cover Brazilian businesses). */
export const TEMPLATE_LANGUAGES = [
  { code: 'pt_BR', label: 'Português (Brasil)' },
  { code: 'en_US', label: 'Inglês (EUA)' },
  { code: 'es', label: 'Espanhol' },
  { code: 'es_AR', label: 'Espanhol (Argentina)' },
  { code: 'es_MX', label: 'Espanhol (México)' },
  { code: 'en', label: 'Inglês' },
] as const;

/** {{1}}, {{2}} … in order of first appearance. */
export function templateVariables(text: string): number[] {
  return [...text.matchAll(/\{\{\s*(\d+)\s*\}\}/g)].map((m) => Number(m[1]));
}

/** Variables must be {{1}}..{{n}}, each at least once, none skipped (Meta rejects gaps). */
function variablesInOrder(text: string): boolean {
  const used = new Set(templateVariables(text));
  return [...used].every((n) => n >= 1 && n <= used.size);
}

const templateTextSchema = (max: number, label: string) =>
  z
    .string()
    .trim()
    .min(1, `Informe o texto ${label}`)
    .max(max, `O texto ${label} tem no máximo ${max} caracteres`);

export const TEMPLATE_MEDIA_FORMATS = ['IMAGE', 'VIDEO', 'DOCUMENT'] as const;
export type TemplateMediaFormat = (typeof TEMPLATE_MEDIA_FORMATS)[number];

export const templateHeaderSchema = z.discriminatedUnion('format', [
  z.object({
    format: z.literal('TEXT'),
    text: templateTextSchema(TEMPLATE_LIMITS.headerText, 'do cabeçalho').refine((t) => templateVariables(t).length <= 1, 'O cabeçalho aceita no máximo uma variável ({{1}})'),
    example: z.string().trim().max(TEMPLATE_LIMITS.headerText).optional(),
  }),
  z.object({
    format: z.enum(TEMPLATE_MEDIA_FORMATS),
    /**
     * The sample Meta reviews the template with. Creating on Cloud (and on the simulator): the handle
     * POST /api/templates/header-sample answered. Creating on Gupshup: a public link to the file.
     * Listed: what the provider says (Meta answers a link to the sample it keeps).
     */
    example: z.string().trim().min(1, 'Envie um arquivo de exemplo'),
  }),
]);
export type TemplateHeader = z.infer<typeof templateHeaderSchema>;

/**
 * What a media header's sample may be, per format: the types Meta's Resumable Upload API takes
 * (application/pdf, image/jpeg, image/png, video/mp4) within WhatsApp's media size limits.
 */
export const TEMPLATE_HEADER_SAMPLE_LIMITS: Record<TemplateMediaFormat, { maxBytes: number; mimeTypes: readonly string[]; label: string }> = {
  IMAGE: { maxBytes: 5 * 1024 * 1024, mimeTypes: ['image/jpeg', 'image/png'], label: 'JPEG ou PNG' },
  VIDEO: { maxBytes: 16 * 1024 * 1024, mimeTypes: ['video/mp4'], label: 'MP4' },
  DOCUMENT: { maxBytes: 100 * 1024 * 1024, mimeTypes: ['application/pdf'], label: 'PDF' },
};

const formatNames: Record<TemplateMediaFormat, string> = { IMAGE: 'imagem', VIDEO: 'vídeo', DOCUMENT: 'documento' };

/** The file's MIME type as the limits name it (browsers and Meta also say image/jpg). */
export const headerSampleMime = (mimeType: string): string => {
  const base = mimeType.split(';')[0]?.trim().toLowerCase() ?? '';
  return base === 'image/jpg' ? 'image/jpeg' : base;
};

/** Why a file cannot be the sample of a header of this format (pt-BR), or null when it can. */
export function headerSampleProblem(format: TemplateMediaFormat, file: { mimeType: string; size: number }): { kind: 'type' | 'size' | 'empty'; message: string } | null {
  const limits = TEMPLATE_HEADER_SAMPLE_LIMITS[format];
  if (!limits.mimeTypes.includes(headerSampleMime(file.mimeType))) {
    return { kind: 'type', message: `O exemplo de um cabeçalho de ${formatNames[format]} precisa ser ${limits.label}.` };
  }
  if (file.size === 0) return { kind: 'empty', message: 'O arquivo de exemplo está vazio.' };
  if (file.size > limits.maxBytes) return { kind: 'size', message: headerSampleTooLarge(format) };
  return null;
}

export const headerSampleTooLarge = (format: TemplateMediaFormat): string =>
  `Arquivo grande demais: o exemplo de um cabeçalho de ${formatNames[format]} tem até ${TEMPLATE_HEADER_SAMPLE_LIMITS[format].maxBytes / (1024 * 1024)} MB.`;

/** A listed header's sample when it is a link the composer can start a send with ('' otherwise: a handle is no link). */
export const headerSampleLink = (header: TemplateHeader | null | undefined): string =>
  header && header.format !== 'TEXT' && /^https?:\/\//i.test(header.example) ? header.example : '';

export const templateHeaderSampleQuerySchema = z.object({
  format: z.enum(TEMPLATE_MEDIA_FORMATS, { message: 'Informe o formato do cabeçalho: IMAGE, VIDEO ou DOCUMENT' }),
});
export const templateHeaderSampleSchema = z.object({
  /** What the create body carries as header.example. */
  handle: z.string(),
  format: z.enum(TEMPLATE_MEDIA_FORMATS),
  fileName: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
});
export type TemplateHeaderSample = z.infer<typeof templateHeaderSampleSchema>;
export const templateHeaderSampleResponseSchema = z.object({ statusCode: z.number().int(), sample: templateHeaderSampleSchema });

export const templateButtonSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('QUICK_REPLY'), text: templateTextSchema(TEMPLATE_LIMITS.buttonText, 'do botão') }),
  z.object({
    type: z.literal('URL'),
    text: templateTextSchema(TEMPLATE_LIMITS.buttonText, 'do botão'),
    url: z
      .string()
      .trim()
      .max(TEMPLATE_LIMITS.url)
      .regex(/^https?:\/\/[^\s]+$/, 'Informe um link que comece com https://')
      .refine((u) => templateVariables(u).length <= 1 && (templateVariables(u).length === 0 || /\{\{1\}\}$/.test(u)), 'O link aceita uma variável ({{1}}), no final'),
    example: z.string().trim().max(TEMPLATE_LIMITS.url).optional(),
  }),
]);
export type TemplateButton = z.infer<typeof templateButtonSchema>;

export const templateNameSchema = z
  .string()
  .trim()
  .min(1, 'Informe o nome do modelo')
  .max(TEMPLATE_LIMITS.name, `O nome tem no máximo ${TEMPLATE_LIMITS.name} caracteres`)
  .regex(/^[a-z0-9_]+$/, 'Use só letras minúsculas sem acento, números e _ (ex.: lembrete_pagamento)');

const variableTypesCountMessage = (count: number): string => `Informe o tipo de cada variável da mensagem (${count})`;

export const templateInputSchema = z
  .object({
    name: templateNameSchema,
    category: z.enum(TEMPLATE_CATEGORIES, { message: 'Escolha a categoria' }),
    language: z.string().trim().regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, 'Idioma inválido (ex.: pt_BR)'),
    header: templateHeaderSchema.optional(),
    body: templateTextSchema(TEMPLATE_LIMITS.body, 'da mensagem').refine(variablesInOrder, 'Numere as variáveis em ordem: {{1}}, {{2}}, …'),
    /** One example per body variable, in order ({{1}} first). */
    bodyExamples: z.array(z.string().trim().min(1, 'Informe um exemplo para cada variável').max(200)).default([]),
    footer: z.string().trim().max(TEMPLATE_LIMITS.footer, `O rodapé tem no máximo ${TEMPLATE_LIMITS.footer} caracteres`).optional(),
    buttons: z.array(templateButtonSchema).max(TEMPLATE_LIMITS.buttons, `No máximo ${TEMPLATE_LIMITS.buttons} botões`).default([]),
    /**
     * Ours, not Meta's: which body variable is a currency or a date and time (in order, {{1}} first), so
     * a send fills it with Meta's typed parameter. Empty: all text.
     */
    variableTypes: z.array(templateVariableTypeSchema).optional(),
  })
  .superRefine((t, ctx) => {
    const count = new Set(templateVariables(t.body)).size;
    if (t.bodyExamples.length !== count) {
      ctx.addIssue({ code: 'custom', path: ['bodyExamples'], message: `Informe ${count} exemplo(s), um para cada variável da mensagem` });
    }
    if (t.variableTypes?.length && t.variableTypes.length !== count) {
      ctx.addIssue({ code: 'custom', path: ['variableTypes'], message: variableTypesCountMessage(count) });
    }
    if (t.header?.format === 'TEXT' && templateVariables(t.header.text).length === 1 && !t.header.example) {
      ctx.addIssue({ code: 'custom', path: ['header', 'example'], message: 'Informe um exemplo para a variável do cabeçalho' });
    }
    if (t.footer && templateVariables(t.footer).length > 0) ctx.addIssue({ code: 'custom', path: ['footer'], message: 'O rodapé não aceita variáveis' });
    t.buttons.forEach((b, i) => {
      if (b.type === 'URL' && templateVariables(b.url).length === 1 && !b.example) {
        ctx.addIssue({ code: 'custom', path: ['buttons', i, 'example'], message: 'Informe um exemplo para a variável do link' });
      }
    });
    // Meta groups quick replies apart from the other buttons: they may not be interleaved.
    const kinds = t.buttons.map((b) => (b.type === 'QUICK_REPLY' ? 'q' : 'o')).join('');
    if (/q+o+q|o+q+o/.test(kinds)) ctx.addIssue({ code: 'custom', path: ['buttons'], message: 'Agrupe as respostas rápidas: antes ou depois dos botões de link' });
    if (t.category === 'AUTHENTICATION') ctx.addIssue({ code: 'custom', path: ['category'], message: 'Modelos de autenticação usam o formato de código da Meta; crie-os no WhatsApp Manager' });
  });
export type TemplateInput = z.input<typeof templateInputSchema>;

/** PUT /api/templates/:id/variable-types: declares the types of an existing template's body variables. */
export const templateVariableTypesInputSchema = z.object({ variableTypes: z.array(templateVariableTypeSchema).max(100) });
export type TemplateVariableTypesInput = z.infer<typeof templateVariableTypesInputSchema>;
export type TemplateDraft = z.output<typeof templateInputSchema>;

/** A template as listed: what the provider says, with our id. */
export const templateSchema = z.object({
  _id: idSchema,
  channelId: idSchema,
  /** The provider's id (Cloud: the template id), null until the provider answered. */
  providerTemplateId: z.string().nullable(),
  name: z.string(),
  language: z.string(),
  category: z.string(),
  status: z.string(),
  rejectedReason: z.string().nullable(),
  header: templateHeaderSchema.nullable(),
  body: z.string(),
  footer: z.string().nullable(),
  buttons: z.array(templateButtonSchema),
  /** How many body variables a send must fill. */
  bodyVariables: z.number().int(),
  /** Each body variable's declared type, {{1}} first (text unless declared). */
  variableTypes: z.array(templateVariableTypeSchema).optional(),
  updatedAt: z.string(),
});
export type Template = z.infer<typeof templateSchema>;

export const templateSorts = ['name', 'updatedAt', 'status'] as const;
export const templateListQuerySchema = listQuerySchema(templateSorts, { sort: 'name', perPage: 10 }).extend({
  page: z.coerce.number().int().min(1, 'Página inválida').default(1),
  status: z.string().trim().max(40).optional(),
});
export type TemplateListQuery = z.input<typeof templateListQuerySchema>;
export type TemplateListParams = z.output<typeof templateListQuerySchema>;
export const templatePageSchema = pagedSchema(templateSchema).extend({ lastSyncAt: z.string().nullable() });
export type TemplatePage = z.infer<typeof templatePageSchema>;

export const templateResponseSchema = z.object({ statusCode: z.number().int(), template: templateSchema });
export const templateSyncResponseSchema = z.object({ statusCode: z.number().int(), synced: z.number().int(), removed: z.number().int() });
export const approvedTemplatesResponseSchema = z.object({ statusCode: z.number().int(), templates: z.array(templateSchema) });

/** Pushed to the channel's room when a template changes (created, synced, status webhook, deleted). */
export const templateChangedEventSchema = z.object({ channelId: idSchema, templateId: idSchema, status: z.string().nullable() });
export type TemplateChangedEvent = z.infer<typeof templateChangedEventSchema>;

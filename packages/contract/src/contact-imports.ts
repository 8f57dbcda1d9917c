// Contact import from a CSV or XLSX file (issue 4, /contacts): upload and preview, the column
// mapping chosen on the preview, the background import's progress and its per-row error report.
import { z } from 'zod';
import { idSchema, pagedSchema } from './common.js';

export const CONTACT_IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const contactImportFormats = ['csv', 'xlsx'] as const;
export type ContactImportFormat = (typeof contactImportFormats)[number];

/**
 * The contact fields a file column can fill; `number` is the only one required. `optedOut` ("Não
 * receber campanhas") only ever marks a contact: a "Sim" sets it, a "Não" or a blank keeps what the
 * contact had, so re-importing an old file never undoes a customer's request.
 */
export const contactImportFields = ['number', 'name', 'code', 'email', 'tag', 'birthday', 'document', 'responsible', 'optedOut'] as const;
export type ContactImportField = (typeof contactImportFields)[number];

export const contactImportStatuses = ['uploaded', 'queued', 'running', 'done', 'failed', 'cancelled'] as const;
export type ContactImportStatus = (typeof contactImportStatuses)[number];
/** An import that will not change any more. */
export const contactImportFinished = (status: ContactImportStatus): boolean => status === 'done' || status === 'failed' || status === 'cancelled';

/** Why a row was not imported (codes stored per row; labels are what the report and screens say). */
export const contactImportErrorReasons = [
  'missing_number',
  'invalid_number',
  'duplicate_in_file',
  'invalid_email',
  'invalid_birthday',
  'invalid_document',
  'invalid_tag',
  'unknown_responsible',
  'invalid_opt_out',
] as const;
export type ContactImportErrorReason = (typeof contactImportErrorReasons)[number];
export const contactImportReasonLabels: Record<ContactImportErrorReason, string> = {
  missing_number: 'Número não informado',
  invalid_number: 'Número inválido',
  duplicate_in_file: 'Número repetido no arquivo',
  invalid_email: 'E-mail inválido',
  invalid_birthday: 'Data de aniversário inválida (use dd/mm/aaaa ou aaaa-mm-dd)',
  invalid_document: 'CPF/CNPJ inválido',
  invalid_tag: 'Nome de etiqueta inválido (no máximo 40 caracteres)',
  unknown_responsible: 'Responsável não encontrado entre os operadores',
  invalid_opt_out: 'Valor inválido em "Não receber campanhas" (use Sim ou Não)',
};

const columnSchema = z.string().trim().min(1).max(200);
/** Target field -> the file's column (absent or null: not imported). */
export const contactImportMappingSchema = z.object({
  number: z.string({ message: 'Escolha a coluna do número' }).trim().min(1, 'Escolha a coluna do número').max(200),
  name: columnSchema.nullish(),
  code: columnSchema.nullish(),
  email: columnSchema.nullish(),
  tag: columnSchema.nullish(),
  birthday: columnSchema.nullish(),
  document: columnSchema.nullish(),
  responsible: columnSchema.nullish(),
  optedOut: columnSchema.nullish(),
});
export type ContactImportMapping = z.infer<typeof contactImportMappingSchema>;
export type ContactImportMappingInput = z.input<typeof contactImportMappingSchema>;

export const contactImportStartSchema = z.object({ mapping: contactImportMappingSchema });

/** What every file import reports while it runs and when it ends (contacts, products). */
export const importProgressShape = {
  totalRows: z.number().int(),
  processedRows: z.number().int(),
  createdCount: z.number().int(),
  updatedCount: z.number().int(),
  errorCount: z.number().int(),
  errorMessage: z.string().nullable(),
};
export type ImportProgress = z.infer<z.ZodObject<typeof importProgressShape>>;

export const contactImportSchema = z.object({
  _id: idSchema,
  channelId: idSchema,
  fileName: z.string(),
  format: z.enum(contactImportFormats),
  status: z.enum(contactImportStatuses),
  mapping: z.record(z.string(), z.string().nullable()).nullable(),
  ...importProgressShape,
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type ContactImport = z.infer<typeof contactImportSchema>;

export const contactImportPreviewSchema = z.object({
  statusCode: z.number().int(),
  import: contactImportSchema,
  /** The header row, as written in the file. */
  columns: z.array(z.string()),
  /** The first data rows (at most 5), one cell per column. */
  sampleRows: z.array(z.array(z.string())),
  suggestedMapping: z.record(z.string(), z.string().nullable()),
});
export type ContactImportPreview = z.infer<typeof contactImportPreviewSchema>;

export const contactImportResponseSchema = z.object({ statusCode: z.number().int(), import: contactImportSchema });
export const contactImportListResponseSchema = pagedSchema(contactImportSchema);
export const contactImportListQuerySchema = z.object({
  perPage: z.coerce.number().int().min(1, 'Itens por página inválido').max(100, 'No máximo 100 itens por página').default(10),
});
export const contactImportReportQuerySchema = z.object({
  format: z.enum(['csv', 'xlsx'], { message: 'Formato inválido (use csv ou xlsx)' }).default('csv'),
});

/** Socket event `contact_import.progress`, to the channel's staff room. */
export type ContactImportProgressEvent = { import: ContactImport };

// The embeddable chat (/chat with an operator token) and the signed read-only transcript
// (/messages/{channelId}/{attendanceId}?exp&sig).
import { z } from 'zod';
import { idSchema } from './common.js';
import { attendanceStatuses } from './attendance.js';
import { messageSchema } from './messages.js';

/** How long an operator embed token lasts (decisions.md "Embed tokens"). */
export const EMBED_TOKEN_TTL_MS = 12 * 60 * 60 * 1000;
/** How long a transcript share link lasts unless the caller asks otherwise. */
export const SHARE_LINK_DEFAULT_DAYS = 7;
export const SHARE_LINK_MAX_DAYS = 30;

export const operatorTokenResponseSchema = z.object({
  statusCode: z.number().int(),
  token: z.string(),
  expiresAt: z.string(),
  operatorId: idSchema,
  channelId: idSchema,
  /** The /chat path for this operator and channel; the caller appends `&attendanceId=…`. */
  chatPath: z.string(),
});
export type OperatorTokenResponse = z.infer<typeof operatorTokenResponseSchema>;

export const shareLinkRequestSchema = z
  .object({ expiresInDays: z.number().int().min(1).max(SHARE_LINK_MAX_DAYS).optional() })
  .default({});

export const shareLinkResponseSchema = z.object({
  statusCode: z.number().int(),
  /** A site-relative URL: /messages/{channelId}/{attendanceId}?exp=…&sig=… */
  url: z.string(),
  expiresAt: z.string(),
});
export type ShareLinkResponse = z.infer<typeof shareLinkResponseSchema>;

export const transcriptParamsSchema = z.object({ channelId: idSchema, attendanceId: idSchema });

export const transcriptQuerySchema = z.object({
  /** Expiry of the signed link, in Unix seconds. */
  exp: z.coerce.number().int().positive().optional(),
  sig: z
    .string()
    .regex(/^[A-Za-z0-9_-]{20,100}$/, 'Assinatura inválida')
    .optional(),
  /** The `nextAfter` of the previous page. */
  after: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:?\d{2})\|\d+$/, 'Cursor inválido')
    .optional(),
  limit: z.coerce.number().int().min(1).max(500).default(200),
});
export type TranscriptQuery = z.input<typeof transcriptQuerySchema>;

export const transcriptHeaderSchema = z.object({
  _id: idSchema,
  channelId: idSchema,
  channelName: z.string(),
  protocol: z.string(),
  contact: z.object({
    name: z.string().nullable(),
    number: z.string(),
    /** The number as spec section 5 shows it (country code 55 added, ninth digit format). */
    numberFormatted: z.string(),
  }),
  operator: z.object({ _id: idSchema, name: z.string() }).nullable(),
  status: z.enum(attendanceStatuses),
  statusLabel: z.string(),
  openedAt: z.string(),
  finishedAt: z.string().nullable(),
  timeZone: z.string(),
});
export type TranscriptHeader = z.infer<typeof transcriptHeaderSchema>;

export const transcriptResponseSchema = z.object({
  statusCode: z.number().int(),
  attendance: transcriptHeaderSchema,
  /** Oldest first. */
  messages: z.array(messageSchema),
  /** Pass as `after` for the next (newer) page; null at the end. */
  nextAfter: z.string().nullable(),
});
export type TranscriptResponse = z.infer<typeof transcriptResponseSchema>;

/** The refusal of a transcript without a valid link or session (pt-BR, shown as is). */
export const INVALID_SHARE_LINK_MESSAGE =
  'Este link de conversa é inválido ou expirou. Peça um novo link a quem o compartilhou, ou entre no sistema para ver a conversa.';

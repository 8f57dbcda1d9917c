// Messages of an attendance (issue "Conversations"): their types, statuses and shapes on the wire.
import { z } from 'zod';
import { idSchema } from './common.js';

export const messageTypes = [
  'text',
  'image',
  'audio',
  'video',
  'document',
  'sticker',
  'location',
  'contacts',
  'interactive',
  'button',
  'order',
  'reaction',
  'template',
  'unsupported',
  'system',
] as const;
export type MessageType = (typeof messageTypes)[number];

export const messageStatuses = ['received', 'pending', 'sent', 'delivered', 'read', 'failed'] as const;
export type MessageStatus = (typeof messageStatuses)[number];

/** Delivery statuses only move forward; failed can replace any of them. */
export const deliveryRank: Record<MessageStatus, number> = {
  received: 0,
  pending: 0,
  sent: 1,
  delivered: 2,
  read: 3,
  failed: 4,
};

export const messageContentSchema = z.object({
  text: z.string().nullable().optional(),
  caption: z.string().nullable().optional(),
  media: z
    .object({ mediaId: idSchema.nullable(), mimeType: z.string(), fileName: z.string().nullable(), size: z.number().nullable(), voice: z.boolean().optional() })
    .nullable()
    .optional(),
  location: z.object({ latitude: z.number(), longitude: z.number(), name: z.string().optional(), address: z.string().optional() }).nullable().optional(),
  contacts: z.array(z.object({ name: z.string(), phones: z.array(z.string()) })).nullable().optional(),
  interactive: z
    .object({
      kind: z.enum(['button_reply', 'list_reply', 'buttons', 'list']),
      id: z.string().optional(),
      title: z.string().optional(),
      body: z.string().optional(),
      options: z.array(z.object({ id: z.string(), title: z.string(), description: z.string().optional() })).optional(),
    })
    .nullable()
    .optional(),
  order: z
    .object({ catalogId: z.string(), items: z.array(z.object({ productRetailerId: z.string(), quantity: z.number(), itemPrice: z.number(), currency: z.string() })) })
    .nullable()
    .optional(),
  reaction: z.object({ emoji: z.string().nullable(), targetMessageId: idSchema.nullable() }).nullable().optional(),
  template: z.object({ name: z.string(), language: z.string() }).nullable().optional(),
});
export type MessageContent = z.infer<typeof messageContentSchema>;

export const messageSchema = z.object({
  _id: idSchema,
  channelId: idSchema,
  attendanceId: idSchema.nullable(),
  contactId: idSchema,
  direction: z.enum(['in', 'out']),
  type: z.enum(messageTypes),
  content: messageContentSchema,
  status: z.enum(messageStatuses),
  error: z.object({ code: z.number().nullable(), message: z.string() }).nullable(),
  replyToId: idSchema.nullable(),
  operatorId: idSchema.nullable(),
  providerMessageId: z.string().nullable(),
  createdAt: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

export const messagePageSchema = z.object({
  statusCode: z.number().int(),
  messages: z.array(messageSchema),
  /** An opaque cursor: pass it as `before` to load older messages; null when there are none. */
  nextBefore: z.string().nullable(),
});

export const messagePageQuerySchema = z.object({
  /** The `nextBefore` of the previous page (or an ISO time to start from). */
  before: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:?\d{2})(\|\d+)?$/, 'Cursor inválido')
    .optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const sendTextSchema = z.object({
  attendanceId: idSchema,
  type: z.literal('text'),
  text: z.string().trim().min(1, 'Digite uma mensagem').max(4096, 'Máximo de 4096 caracteres'),
  replyToId: idSchema.optional(),
});
export type SendText = z.infer<typeof sendTextSchema>;

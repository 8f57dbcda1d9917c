// Messages of an attendance (issue "Conversations"): their types, statuses and shapes on the wire.
import { z } from 'zod';
import { idSchema } from './common.js';
import { templateTypedParamSchema } from './template-params.js';

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
  /** One product or a list of products sent from the catalogue (content.products). */
  'products',
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

export const mediaStates = ['pending', 'ready', 'failed'] as const;
export type MediaState = (typeof mediaStates)[number];

/** A product as it was when sent: the name and prices the customer read, even if the catalogue changes later. */
export const productMessageItemSchema = z.object({
  productId: idSchema,
  /** Meta's product_retailer_id: what an order names the product by. */
  skuId: z.string(),
  name: z.string(),
  priceCents: z.number().int(),
  /** The sale price while the product was on sale (the regular one is then the old price). */
  salePriceCents: z.number().int().nullable(),
  /** Kept for one product only (its caption shows it); a list leaves it out. */
  description: z.string().optional(),
  /** The product's cover picture (a media upload), when it has one. */
  imageMediaId: idSchema.nullable(),
  /** A short-lived signed link to the picture; only in views. */
  imageUrl: z.string().nullable().optional(),
});
export type ProductMessageItem = z.infer<typeof productMessageItemSchema>;

/**
 * A product message (POST /api/message/send type product or product_list). catalogId is the Meta
 * catalog it went out through as Meta's product message; null when it went out as the text fallback
 * (a picture with a caption, or a numbered list).
 */
export const productMessageSchema = z.object({
  kind: z.enum(['product', 'product_list']),
  catalogId: z.string().nullable(),
  header: z.string().optional(),
  body: z.string().optional(),
  footer: z.string().optional(),
  sections: z.array(z.object({ title: z.string().optional(), items: z.array(productMessageItemSchema) })),
});
export type ProductMessage = z.infer<typeof productMessageSchema>;

/** What the customer pays for an item: the sale price while on sale. */
export const effectivePriceCents = (item: Pick<ProductMessageItem, 'priceCents' | 'salePriceCents'>): number => item.salePriceCents ?? item.priceCents;

export const messageContentSchema = z.object({
  text: z.string().nullable().optional(),
  caption: z.string().nullable().optional(),
  media: z
    .object({
      mediaId: idSchema.nullable(),
      mimeType: z.string(),
      fileName: z.string().nullable(),
      size: z.number().nullable(),
      voice: z.boolean().optional(),
      /** The provider's id of an inbound file, which the download job fetches. */
      providerMediaId: z.string().optional(),
      /** Inbound files are downloaded from the provider after the message arrives. */
      state: z.enum(mediaStates).optional(),
      /** A short-lived signed link to the file (img/audio/video tags cannot send a token); only in views. */
      url: z.string().nullable().optional(),
    })
    .nullable()
    .optional(),
  location: z
    .object({
      latitude: z.number(),
      longitude: z.number(),
      name: z.string().optional(),
      address: z.string().optional(),
      /** A place's own site, when the customer shared a business location (Meta's location.url). */
      url: z.string().optional(),
    })
    .nullable()
    .optional(),
  contacts: z
    .array(
      z.object({
        name: z.string(),
        phones: z.array(z.string()),
        /** The card's company (Meta's org.company). */
        organization: z.string().optional(),
        /** The card's phones that are on WhatsApp, each with its WhatsApp id (Meta's wa_id). */
        waIds: z.array(z.object({ phone: z.string(), waId: z.string() })).optional(),
      }),
    )
    .nullable()
    .optional(),
  interactive: z
    .object({
      kind: z.enum(['button_reply', 'list_reply', 'buttons', 'list']),
      id: z.string().optional(),
      title: z.string().optional(),
      /** The chosen list row's description (list_reply). */
      description: z.string().optional(),
      body: z.string().optional(),
      options: z.array(z.object({ id: z.string(), title: z.string(), description: z.string().optional() })).optional(),
      header: z.string().optional(),
      footer: z.string().optional(),
      /** The list's button text. */
      button: z.string().optional(),
      /** A list's sections as sent (options is the same rows, flattened). */
      sections: z
        .array(z.object({ title: z.string().optional(), rows: z.array(z.object({ id: z.string(), title: z.string(), description: z.string().optional() })) }))
        .optional(),
    })
    .nullable()
    .optional(),
  order: z
    .object({ catalogId: z.string(), items: z.array(z.object({ productRetailerId: z.string(), quantity: z.number(), itemPrice: z.number(), currency: z.string() })) })
    .nullable()
    .optional(),
  products: productMessageSchema.nullable().optional(),
  reaction: z.object({ emoji: z.string().nullable(), targetMessageId: idSchema.nullable() }).nullable().optional(),
  template: z
    .object({
      name: z.string(),
      language: z.string(),
      /** The body's variables as the customer reads them (a typed one's fallback_value). */
      params: z.array(z.string()).optional(),
      /** The body's variables as sent when any is typed (currency, date_time): a text or Meta's object, in order. */
      typedParams: z.array(z.union([z.string(), templateTypedParamSchema])).optional(),
      headerMedia: z.object({ type: z.enum(['image', 'video', 'document']), link: z.string(), fileName: z.string().optional() }).optional(),
      headerText: z.string().optional(),
      buttonParams: z.array(z.object({ index: z.number().int(), text: z.string() })).optional(),
      /** Quick-reply buttons' payloads, by the button's position. */
      buttonPayloads: z.array(z.object({ index: z.number().int(), payload: z.string() })).optional(),
    })
    .nullable()
    .optional(),
  /**
   * An unsupported message's type at the provider, when it says (Cloud: unsupported.type such as
   * edit or poll_creation, or a type this version does not read).
   */
  unsupportedType: z.string().optional(),
  /** The customer forwarded this message from another chat (WhatsApp shows it as "Encaminhada"). */
  forwarded: z.boolean().optional(),
  /** Sent by the platform on its own (the bot, the queue, the survey), not by an operator. */
  automatic: z.boolean().optional(),
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
  /** Why a message failed; details is the provider's longer explanation (Cloud: error_data.details). */
  error: z.object({ code: z.number().nullable(), message: z.string(), details: z.string().optional() }).nullable(),
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

// Messages of an attendance (issue "Conversations"): their types, statuses and shapes on the wire.
import { z } from 'zod';
import { idSchema } from './common.js';
import { isMaskedPhone } from './br.js';
import { templateButtonPayloadSchema, templateParamSchema, templateTypedParamSchema } from './template-params.js';

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

export const mediaStates = ['pending', 'ready', 'failed'] as const;
export type MediaState = (typeof mediaStates)[number];

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

// What an operator may send (POST /api/message/send), one shape per type. Meta's limits are checked
// here, with pt-BR messages, so a message Meta would refuse is refused before it is stored. Lengths
// count characters as people see them (an emoji is one).
const chars = (max: number, message: string) => z.string().refine((value) => [...value].length <= max, message);
const filled = (max: number, what: string) =>
  z
    .string()
    .trim()
    .min(1, `${what}: campo obrigatório`)
    .refine((value) => [...value].length <= max, `${what}: no máximo ${max} caracteres`);

const sendBase = { attendanceId: idSchema, replyToId: idSchema.optional() };

export const sendTextSchema = z.object({
  ...sendBase,
  type: z.literal('text'),
  text: z.string().trim().min(1, 'Digite uma mensagem').max(4096, 'Máximo de 4096 caracteres'),
});
export type SendText = z.infer<typeof sendTextSchema>;

export const sendMediaKinds = ['image', 'audio', 'video', 'document', 'sticker'] as const;
export type SendMediaKind = (typeof sendMediaKinds)[number];

const mediaSend = <K extends SendMediaKind>(type: K) =>
  z.object({
    ...sendBase,
    type: z.literal(type),
    /** The id POST /api/upload answered. */
    mediaId: idSchema,
    caption: chars(1024, 'A legenda tem no máximo 1024 caracteres').optional(),
  });

export const interactiveLimits = {
  body: 1024,
  header: 60,
  footer: 60,
  buttons: 3,
  buttonTitle: 20,
  listButton: 20,
  listRows: 10,
  listSections: 10,
  rowTitle: 24,
  rowDescription: 72,
  sectionTitle: 24,
} as const;
const L = interactiveLimits;

const interactiveFrame = {
  body: filled(L.body, 'Texto da mensagem'),
  header: filled(L.header, 'Cabeçalho').optional(),
  footer: filled(L.footer, 'Rodapé').optional(),
};

export const sendButtonsSchema = z.object({
  ...sendBase,
  type: z.literal('buttons'),
  ...interactiveFrame,
  buttons: z
    .array(z.object({ id: z.string().trim().min(1).max(256).optional(), title: filled(L.buttonTitle, 'Título do botão') }))
    .min(1, 'Inclua ao menos um botão')
    .max(L.buttons, `O WhatsApp aceita no máximo ${L.buttons} botões`)
    .refine((buttons) => new Set(buttons.map((b) => b.title)).size === buttons.length, 'Os títulos dos botões precisam ser diferentes'),
});

export const sendListSchema = z.object({
  ...sendBase,
  type: z.literal('list'),
  ...interactiveFrame,
  button: filled(L.listButton, 'Texto do botão da lista'),
  sections: z
    .array(
      z.object({
        title: filled(L.sectionTitle, 'Título da seção').optional(),
        rows: z
          .array(
            z.object({
              id: z.string().trim().min(1).max(200).optional(),
              title: filled(L.rowTitle, 'Título da opção'),
              description: chars(L.rowDescription, `Descrição da opção: no máximo ${L.rowDescription} caracteres`).optional(),
            }),
          )
          .min(1, 'Cada seção precisa de ao menos uma opção'),
      }),
    )
    .min(1, 'Inclua ao menos uma seção')
    .max(L.listSections, `No máximo ${L.listSections} seções`)
    .refine((sections) => sections.flatMap((s) => s.rows).length <= L.listRows, `A lista pode ter no máximo ${L.listRows} opções somando todas as seções`)
    .refine((sections) => sections.length === 1 || sections.every((s) => s.title), 'Com mais de uma seção, cada seção precisa de um título'),
});

export const sendLocationSchema = z.object({
  ...sendBase,
  type: z.literal('location'),
  latitude: z.number().min(-90, 'Latitude inválida').max(90, 'Latitude inválida'),
  longitude: z.number().min(-180, 'Longitude inválida').max(180, 'Longitude inválida'),
  name: chars(1000, 'Nome do local: no máximo 1000 caracteres').optional(),
  address: chars(1000, 'Endereço: no máximo 1000 caracteres').optional(),
});

export const sendReactionSchema = z.object({
  attendanceId: idSchema,
  type: z.literal('reaction'),
  /** The message of this attendance reacted to. */
  messageId: idSchema,
  /** One emoji; an empty string removes the reaction. */
  emoji: chars(16, 'Envie um único emoji'),
});

export const sendMessageSchema = z.discriminatedUnion('type', [
  sendTextSchema,
  mediaSend('image'),
  mediaSend('audio'),
  mediaSend('video'),
  mediaSend('document'),
  mediaSend('sticker'),
  sendButtonsSchema,
  sendListSchema,
  sendLocationSchema,
  sendReactionSchema,
]);
export type SendMessage = z.infer<typeof sendMessageSchema>;
export type SendMedia = Extract<SendMessage, { type: SendMediaKind }>;

export const sendMessageResponseSchema = z.object({ statusCode: z.number().int(), message: messageSchema });

/** A button is either a link (buttonParams) or a quick reply (buttonPayloads), filled once. */
const distinctButtons = (links: Array<{ index: number }> | undefined, payloads: Array<{ index: number }> | undefined): boolean => {
  const indexes = [...(links ?? []), ...(payloads ?? [])].map((b) => b.index);
  return new Set(indexes).size === indexes.length;
};

/**
 * POST /api/message/send_template: a template the provider already approved, allowed outside the
 * 24-hour window. To a number, or to the customer of an attendance (`attendanceId`: what the panel
 * sends, since an operator with privacy on only ever holds the number masked).
 */
export const sendTemplateSchema = z.object({
  channelId: idSchema,
  attendanceId: idSchema.optional(),
  contactNumber: z
    .string()
    .refine((v) => !isMaskedPhone(v), 'Número do contato inválido')
    .transform((v) => v.replace(/\D/g, ''))
    .pipe(z.string().min(8, 'Número do contato inválido').max(15, 'Número do contato inválido'))
    .optional(),
  templateName: z.string().trim().min(1, 'Informe o nome do modelo').max(512),
  language: z.string().trim().min(2).max(15).default('pt_BR'),
  /**
   * The body's {{1}}, {{2}}, … in order: a text, or Meta's typed parameter for a currency
   * ({type:'currency', currency:{fallback_value, code, amount_1000}}) or a date
   * ({type:'date_time', date_time:{fallback_value}}).
   */
  params: z.array(templateParamSchema).max(100).optional(),
  /** A header with media takes its file by public link; a document's fileName is what the customer sees. */
  headerMedia: z
    .object({
      type: z.enum(['image', 'video', 'document']),
      link: z.url({ message: 'Link inválido' }),
      fileName: z.string().trim().min(1, 'Nome do arquivo vazio').max(240).optional(),
    })
    .optional(),
  /** A text header's {{1}}. */
  headerText: z.string().trim().min(1, 'Informe a variável do cabeçalho').max(60, 'No máximo 60 caracteres').optional(),
  /** A link button's {{1}} (the end of its URL), by the button's position among the template's buttons. */
  buttonParams: z
    .array(z.object({ index: z.number().int().min(0).max(9), text: z.string().trim().min(1, 'Informe a variável do link').max(2000) }))
    .max(10)
    .optional(),
  /** A quick-reply button's payload (what the provider returns when the customer taps it), by the button's position. */
  buttonPayloads: z.array(templateButtonPayloadSchema).max(10).optional(),
})
  .refine((v) => v.attendanceId !== undefined || v.contactNumber !== undefined, { message: 'Informe o número do contato', path: ['contactNumber'] })
  .refine((v) => distinctButtons(v.buttonParams, v.buttonPayloads), { message: 'Cada botão recebe um único parâmetro: repita a posição só uma vez', path: ['buttonPayloads'] });
export type SendTemplate = z.input<typeof sendTemplateSchema>;

// Files (POST /api/upload): what WhatsApp accepts per type, in bytes.
export const mediaUploadLimits: Record<SendMediaKind, { maxBytes: number; mimeTypes: readonly string[] | null }> = {
  image: { maxBytes: 5 * 1024 * 1024, mimeTypes: ['image/jpeg', 'image/png'] },
  audio: { maxBytes: 16 * 1024 * 1024, mimeTypes: ['audio/aac', 'audio/amr', 'audio/mpeg', 'audio/mp4', 'audio/ogg'] },
  video: { maxBytes: 16 * 1024 * 1024, mimeTypes: ['video/mp4', 'video/3gpp'] },
  /** Any file type. */
  document: { maxBytes: 100 * 1024 * 1024, mimeTypes: null },
  sticker: { maxBytes: 500 * 1024, mimeTypes: ['image/webp'] },
};

/** The WhatsApp type a file goes as when the sender does not say. */
export function mediaKindOf(mimeType: string): SendMediaKind {
  const base = mimeType.split(';')[0]?.trim().toLowerCase() ?? '';
  for (const kind of ['image', 'audio', 'video', 'sticker'] as const) {
    if (mediaUploadLimits[kind].mimeTypes?.includes(base)) return kind;
  }
  return 'document';
}

export const uploadedMediaSchema = z.object({
  _id: idSchema,
  kind: z.enum(sendMediaKinds),
  mimeType: z.string(),
  fileName: z.string().nullable(),
  size: z.number(),
  url: z.string(),
});
export type UploadedMedia = z.infer<typeof uploadedMediaSchema>;
export const uploadResponseSchema = z.object({ statusCode: z.number().int(), media: uploadedMediaSchema });

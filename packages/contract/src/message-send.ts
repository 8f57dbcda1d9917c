// What an operator may send: POST /api/message/send (one shape per type) and /api/message/send_template.
// Split from messages.ts, which keeps the stored message and its page.
import { z } from 'zod';
import { idSchema } from './common.js';
import { isMaskedPhone } from './br.js';
import { templateButtonPayloadSchema, templateParamSchema } from './template-params.js';
import { messageSchema } from './messages.js';

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

/** Meta's limits for a product list (multi-product message): products over every section, and sections. */
export const productListLimits = { products: 30, sections: 10, sectionTitle: 24, header: 60, body: 1024, footer: 60 } as const;
const P = productListLimits;

/** One product of the catalogue (Meta's single-product message: no header; body and footer optional). */
export const sendProductSchema = z.object({
  ...sendBase,
  type: z.literal('product'),
  productId: idSchema,
  body: filled(P.body, 'Texto da mensagem').optional(),
  footer: filled(P.footer, 'Rodapé').optional(),
});
export type SendProduct = z.infer<typeof sendProductSchema>;

/** Up to 30 products in up to 10 titled sections (Meta's multi-product message: header and body required). */
export const sendProductListSchema = z.object({
  ...sendBase,
  type: z.literal('product_list'),
  header: filled(P.header, 'Cabeçalho'),
  body: filled(P.body, 'Texto da mensagem'),
  footer: filled(P.footer, 'Rodapé').optional(),
  sections: z
    .array(
      z.object({
        title: filled(P.sectionTitle, 'Título da seção'),
        productIds: z.array(idSchema).min(1, 'Cada seção precisa de ao menos um produto'),
      }),
    )
    .min(1, 'Inclua ao menos uma seção')
    .max(P.sections, `No máximo ${P.sections} seções`)
    .refine((sections) => sections.flatMap((s) => s.productIds).length <= P.products, `A lista pode ter no máximo ${P.products} produtos somando todas as seções`)
    .refine((sections) => {
      const ids = sections.flatMap((s) => s.productIds);
      return new Set(ids).size === ids.length;
    }, 'Cada produto pode aparecer uma única vez na lista'),
});
export type SendProductList = z.infer<typeof sendProductListSchema>;

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
  sendProductSchema,
  sendProductListSchema,
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

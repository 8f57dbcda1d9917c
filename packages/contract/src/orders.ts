// Orders (issue 20, "Cart and order" + "Store integration"; module `orders`, gated by `products`): an
// attendance's orders built from an inbound WhatsApp `order` message or by the operator in the panel,
// their items priced from our catalogue, totals in BRL integer cents, the status flow with its
// history, and the store integration (freight by CEP, stock, payment link) configured per channel.
import { z } from 'zod';
import { idSchema } from './common.js';

export const ORDER_ITEMS_MAX = 100;
/** R$ 10.000.000,00 per line / discount: far above any jewellery order, below what an int column holds. */
export const ORDER_CENTS_MAX = 1_000_000_000;

export const orderStatuses = ['aberto', 'aguardando_pagamento', 'pago', 'enviado', 'entregue', 'cancelado'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const orderStatusLabels: Record<OrderStatus, string> = {
  aberto: 'Aberto',
  aguardando_pagamento: 'Aguardando pagamento',
  pago: 'Pago',
  enviado: 'Enviado',
  entregue: 'Entregue',
  cancelado: 'Cancelado',
};

/**
 * Where an order may go from each status. Forward along the sale, back from "aguardando pagamento"
 * to "aberto" (the customer changed the cart), cancel until it ships; `entregue` and `cancelado` end it.
 * The server refuses anything else (409 order_transition_refused); the panel offers only these.
 */
export const orderTransitions: Record<OrderStatus, readonly OrderStatus[]> = {
  aberto: ['aguardando_pagamento', 'cancelado'],
  aguardando_pagamento: ['aberto', 'pago', 'cancelado'],
  pago: ['enviado', 'cancelado'],
  enviado: ['entregue'],
  entregue: [],
  cancelado: [],
};

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return orderTransitions[from].includes(to);
}

/** whatsapp: a WhatsApp cart (`order` message); panel: built by an operator; numbered_reply: the customer's numbered answer to a product list sent as text. */
export const orderSources = ['whatsapp', 'panel', 'numbered_reply'] as const;
export type OrderSource = (typeof orderSources)[number];

export const orderItemSchema = z.object({
  _id: idSchema,
  /** Null when the customer's SKU is not in our catalogue (the line is kept with a warning). */
  productId: idSchema.nullable(),
  skuId: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  /** Our catalogue's price when the line was priced (the sale price while on sale); 0 for an unknown SKU. */
  unitPriceCents: z.number().int(),
  /** The price the customer's WhatsApp cart showed (an `order` message), in cents; null for panel lines. */
  customerUnitPriceCents: z.number().int().nullable(),
  /** The customer's price differs from ours: the operator should confirm the price before charging. */
  priceMismatch: z.boolean(),
  /** The SKU is not (or no longer) in our catalogue. */
  unknownProduct: z.boolean(),
  lineTotalCents: z.number().int(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const orderEventKinds = ['created', 'status', 'items', 'discount', 'freight', 'payment_link', 'paid'] as const;
export type OrderEventKind = (typeof orderEventKinds)[number];

export const orderEventSchema = z.object({
  _id: idSchema,
  kind: z.enum(orderEventKinds),
  fromStatus: z.enum(orderStatuses).nullable(),
  toStatus: z.enum(orderStatuses).nullable(),
  /** Who did it: a user's name, or null for the customer / the store (see `note`). */
  userName: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

export const freightOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  priceCents: z.number().int(),
  /** Business days to deliver, as the store estimates them. */
  days: z.number().int(),
});
export type FreightOption = z.infer<typeof freightOptionSchema>;

export const orderSchema = z.object({
  _id: idSchema,
  /** Short number per company for people (#12). */
  number: z.number().int(),
  attendanceId: idSchema.nullable(),
  contactId: idSchema,
  operatorId: idSchema.nullable(),
  source: z.enum(orderSources),
  status: z.enum(orderStatuses),
  items: z.array(orderItemSchema),
  subtotalCents: z.number().int(),
  freightCents: z.number().int(),
  discountCents: z.number().int(),
  totalCents: z.number().int(),
  freight: freightOptionSchema.nullable(),
  cep: z.string().nullable(),
  paymentUrl: z.string().nullable(),
  paymentReference: z.string().nullable(),
  /** Some line's customer price differs from our catalogue's. */
  priceMismatch: z.boolean(),
  events: z.array(orderEventSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderResponseSchema = z.object({ statusCode: z.number().int(), order: orderSchema });
export const orderListResponseSchema = z.object({ statusCode: z.number().int(), orders: z.array(orderSchema) });

const quantitySchema = z
  .number({ message: 'Informe a quantidade' })
  .int('A quantidade deve ser um número inteiro')
  .min(1, 'A quantidade mínima é 1')
  .max(10_000, 'Quantidade alta demais');

export const orderLineInputSchema = z.object({ productId: idSchema, quantity: quantitySchema });
export type OrderLineInput = z.infer<typeof orderLineInputSchema>;

const linesSchema = z
  .array(orderLineInputSchema)
  .min(1, 'Adicione ao menos um produto')
  .max(ORDER_ITEMS_MAX, `No máximo ${ORDER_ITEMS_MAX} itens por pedido`)
  .refine((lines) => new Set(lines.map((l) => l.productId)).size === lines.length, 'Cada produto aparece uma vez: ajuste a quantidade');

export const orderCreateSchema = z.object({ attendanceId: idSchema, items: linesSchema });
export type OrderCreateInput = z.infer<typeof orderCreateSchema>;
export const orderItemsInputSchema = z.object({ items: linesSchema });
export const orderDiscountSchema = z.object({
  discountCents: z
    .number({ message: 'Informe o desconto' })
    .int('O desconto deve ser em centavos inteiros')
    .min(0, 'O desconto não pode ser negativo')
    .max(ORDER_CENTS_MAX, 'Desconto alto demais'),
});
export const orderStatusInputSchema = z.object({
  status: z.enum(orderStatuses, { message: 'Status inválido' }),
  note: z.string().trim().max(500, 'Use no máximo 500 caracteres').optional(),
});

/** CEP: 8 digits, with or without the hyphen. */
export const cepSchema = z
  .string({ message: 'Informe o CEP' })
  .trim()
  .transform((v) => v.replace(/\D/g, ''))
  .refine((v) => v.length === 8, 'CEP inválido (use 8 dígitos, ex.: 01310-100)');

export const freightQuoteInputSchema = z.object({ cep: cepSchema });
export const freightQuoteResponseSchema = z.object({ statusCode: z.number().int(), cep: z.string(), options: z.array(freightOptionSchema) });
/** The option is quoted again on the server and taken by its id: the client never sets a price. */
export const freightChoiceSchema = z.object({ cep: cepSchema, optionId: z.string().trim().min(1, 'Escolha uma opção de frete').max(200) });

export const stockCheckResponseSchema = z.object({
  statusCode: z.number().int(),
  items: z.array(z.object({ skuId: z.string(), name: z.string(), quantity: z.number().int(), available: z.number().int(), enough: z.boolean() })),
});
export type StockCheck = z.infer<typeof stockCheckResponseSchema>;

export const paymentMethods = ['pix', 'card'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
export const paymentMethodLabels: Record<PaymentMethod, string> = { pix: 'Pix', card: 'Cartão' };
export const paymentLinkInputSchema = z.object({ method: z.enum(paymentMethods, { message: 'Escolha Pix ou cartão' }) });

/** Pushed to the attendance's audience when one of its orders is created or changes. */
export type OrderChangedEvent = { order: Order };

// ---- Store integration settings (on /catalogConfig) ----------------------------------------------

export const storePlatforms = ['vtex_mercadopago'] as const;
export type StorePlatform = (typeof storePlatforms)[number];
export const storePlatformLabels: Record<StorePlatform, string> = { vtex_mercadopago: 'VTEX (frete e estoque) + Mercado Pago (pagamento)' };

export const storeConfigSchema = z.object({
  platform: z.enum(storePlatforms).nullable(),
  /** The VTEX account name: the store's API host is {account}.vtexcommercestable.com.br. */
  vtexAccount: z.string().nullable(),
  vtexSalesChannel: z.string(),
  /** Secrets are never returned: only whether each is set and its last characters (••••abcd). */
  vtexAppKey: z.string().nullable(),
  vtexAppTokenMasked: z.string().nullable(),
  mercadoPagoTokenMasked: z.string().nullable(),
  webhookSecretMasked: z.string().nullable(),
  /** The URL to register as the payment webhook at Mercado Pago (needs PUBLIC_URL for an absolute one). */
  webhookPath: z.string(),
});
export type StoreConfig = z.infer<typeof storeConfigSchema>;

const optionalSecret = (what: string) => z.string().trim().min(8, `${what} parece curto demais`).max(500, `${what} longo demais`).optional();

/** Secrets left out (or empty) keep the stored value; `clear: true` removes the integration. */
export const storeConfigInputSchema = z.object({
  platform: z.enum(storePlatforms, { message: 'Plataforma inválida' }).nullable(),
  vtexAccount: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9][a-z0-9-]{1,62}$/, 'Conta VTEX inválida (só letras, números e hífen, como em minhaloja.vtexcommercestable.com.br)')
    .nullable()
    .default(null),
  vtexSalesChannel: z.string().trim().regex(/^\d{1,4}$/, 'Canal de vendas inválido (número, ex.: 1)').default('1'),
  vtexAppKey: z.string().trim().max(200, 'Chave longa demais').nullable().default(null),
  vtexAppToken: optionalSecret('O token da VTEX'),
  mercadoPagoToken: optionalSecret('O token do Mercado Pago'),
  webhookSecret: optionalSecret('A assinatura secreta'),
});
export type StoreConfigInput = z.input<typeof storeConfigInputSchema>;
export const storeConfigResponseSchema = z.object({ statusCode: z.number().int(), store: storeConfigSchema });

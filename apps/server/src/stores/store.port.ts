// The store integration's port (issue 20): what the orders module asks of a shop platform. One
// adapter per platform (`vtex-mercadopago/`), picked by the channel's settings in registry.ts; the
// orders module never knows which platform answers. Adapters depend on the platform layer only.
import type { IncomingHttpHeaders } from 'node:http';

export type StoreLine = { skuId: string; quantity: number };
export type StoreFreightOption = { id: string; name: string; priceCents: number; days: number };
export type StoreStock = { skuId: string; available: number };
export type StorePaymentMethod = 'pix' | 'card';

/** What a payment link charges: the order's total as the panel computed it. */
export type StorePaymentOrder = {
  orderId: string;
  number: number;
  title: string;
  totalCents: number;
  /** Where the store posts its payment webhook (null without PUBLIC_URL: configured at the store by hand). */
  notificationUrl: string | null;
};

export type StoreWebhookRequest = { headers: IncomingHttpHeaders; rawBody: Buffer; query: Record<string, unknown> };

/** A verified payment notification: which order (our id, sent as the store's reference) and whether it is paid. */
export type StorePaymentNotice = { eventId: string; orderId: string; paid: boolean };

export type StorePort = {
  /** Delivery options for these items to this CEP (8 digits), cheapest first. Empty: the store does not deliver there. */
  quoteFreight: (cep: string, items: StoreLine[]) => Promise<StoreFreightOption[]>;
  /** How many of each item the store has, in the order asked. */
  checkStock: (items: StoreLine[]) => Promise<StoreStock[]>;
  createPaymentLink: (order: StorePaymentOrder, method: StorePaymentMethod) => Promise<{ url: string; reference: string }>;
  /**
   * Checks the webhook's signature (throws StoreError 'signature' when it does not match) and reads
   * what it says; null for a notification about something else than a payment.
   */
  verifyPaymentWebhook: (request: StoreWebhookRequest) => Promise<StorePaymentNotice | null>;
};

export type StoreErrorKind = 'timeout' | 'unavailable' | 'auth' | 'bad_answer' | 'unreachable' | 'signature' | 'not_configured';

/** A store failure the orders module turns into a pt-BR 4xx/5xx (never a 500). */
export class StoreError extends Error {
  override name = 'StoreError';
  constructor(
    readonly kind: StoreErrorKind,
    readonly status: number | null = null,
    message: string = kind,
  ) {
    super(message);
  }
}

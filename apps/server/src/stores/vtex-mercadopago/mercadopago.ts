// Mercado Pago: Checkout Pro's payment preference (POST /checkout/preferences → init_point, the link
// the customer opens) and its signed webhook. The webhook's x-signature header is "ts=…,v1=…", v1
// being HMAC-SHA256 (hex) with the application's secret over the manifest
// "id:{data.id};request-id:{x-request-id};ts:{ts};" (data.id from the notification URL's query,
// lowercased when alphanumeric). The notification only names the payment: its status and our
// reference (external_reference) are read back with GET /v1/payments/{id}.
// Documented at mercadopago.com.br/developers (Checkout Pro, "Notificações > Webhooks").
import crypto from 'node:crypto';
import { z } from 'zod';
import { StoreError, type StorePaymentMethod, type StorePaymentNotice, type StorePaymentOrder, type StoreWebhookRequest } from '../store.port.js';
import { storeJson, type StoreHttp } from '../store-http.js';

export type MercadoPagoSettings = { baseUrl: string; accessToken: string | null; webhookSecret: string | null };

// Pix is Mercado Pago's `bank_transfer` payment type; cards are credit, debit and prepaid.
const excludedTypes: Record<StorePaymentMethod, string[]> = {
  pix: ['credit_card', 'debit_card', 'prepaid_card', 'ticket', 'atm'],
  card: ['bank_transfer', 'ticket', 'atm'],
};

const preferenceSchema = z.object({ id: z.string(), init_point: z.string().url() });
const paymentSchema = z.object({ id: z.union([z.number(), z.string()]), status: z.string(), external_reference: z.string().nullish() });

function tokenOf(mp: MercadoPagoSettings): string {
  if (!mp.accessToken) throw new StoreError('not_configured');
  return mp.accessToken;
}

export async function mercadoPagoLink(http: StoreHttp, mp: MercadoPagoSettings, order: StorePaymentOrder, method: StorePaymentMethod): Promise<{ url: string; reference: string }> {
  const body = {
    // One line with the order's total: freight and discount are already in it, and a preference has
    // no discount field (docs/decisions.md).
    items: [{ id: order.orderId, title: order.title, quantity: 1, unit_price: order.totalCents / 100, currency_id: 'BRL' }],
    external_reference: order.orderId,
    payment_methods: { excluded_payment_types: excludedTypes[method].map((id) => ({ id })), ...(method === 'pix' ? {} : { installments: 12 }) },
    ...(order.notificationUrl ? { notification_url: order.notificationUrl } : {}),
  };
  const answer = preferenceSchema.safeParse(
    await storeJson(http, `${mp.baseUrl}/checkout/preferences`, { method: 'POST', headers: { authorization: `Bearer ${tokenOf(mp)}` }, body }),
  );
  if (!answer.success) throw new StoreError('bad_answer');
  return { url: answer.data.init_point, reference: answer.data.id };
}

const header = (headers: StoreWebhookRequest['headers'], name: string): string => {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
};

/** The manifest's data.id: from the URL's query (as Mercado Pago signs it), the body's as a fallback. */
function dataIdOf(request: StoreWebhookRequest, body: Record<string, unknown>): string {
  const fromQuery = request.query['data.id'] ?? request.query.id;
  const data = body.data as { id?: unknown } | undefined;
  const raw = typeof fromQuery === 'string' ? fromQuery : typeof data?.id === 'string' || typeof data?.id === 'number' ? String(data.id) : '';
  return /^[a-z0-9]+$/i.test(raw) ? raw.toLowerCase() : raw;
}

export function mercadoPagoSignatureOk(secret: string, signature: string, dataId: string, requestId: string): boolean {
  const parts = Object.fromEntries(signature.split(',').map((p) => p.split('=', 2).map((s) => s.trim()) as [string, string]));
  const ts = parts.ts;
  const v1 = parts.v1;
  if (!ts || !v1 || !/^[0-9a-f]{64}$/i.test(v1)) return false;
  let manifest = '';
  if (dataId) manifest += `id:${dataId};`;
  if (requestId) manifest += `request-id:${requestId};`;
  manifest += `ts:${ts};`;
  const expected = crypto.createHmac('sha256', secret).update(manifest).digest();
  return crypto.timingSafeEqual(expected, Buffer.from(v1, 'hex'));
}

export async function mercadoPagoWebhook(http: StoreHttp, mp: MercadoPagoSettings, request: StoreWebhookRequest): Promise<StorePaymentNotice | null> {
  if (!mp.webhookSecret) throw new StoreError('signature');
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(request.rawBody.toString('utf8') || '{}');
    if (parsed && typeof parsed === 'object') body = parsed as Record<string, unknown>;
  } catch {
    throw new StoreError('signature');
  }
  const dataId = dataIdOf(request, body);
  const requestId = header(request.headers, 'x-request-id');
  if (!mercadoPagoSignatureOk(mp.webhookSecret, header(request.headers, 'x-signature'), dataId, requestId)) throw new StoreError('signature');
  const topic = request.query.type ?? request.query.topic ?? body.type;
  if (topic !== 'payment' || !dataId) return null;
  const answer = paymentSchema.safeParse(
    await storeJson(http, `${mp.baseUrl}/v1/payments/${encodeURIComponent(dataId)}`, { method: 'GET', headers: { authorization: `Bearer ${tokenOf(mp)}` } }),
  );
  if (!answer.success) throw new StoreError('bad_answer');
  if (!answer.data.external_reference) return null;
  // The notification's own id when it has one; a replay of the same request carries the same.
  const notificationId = typeof body.id === 'string' || typeof body.id === 'number' ? String(body.id) : requestId;
  return { eventId: `mp:${notificationId || dataId}`, orderId: answer.data.external_reference, paid: answer.data.status === 'approved' };
}

// The outside world of the sales flow (issue 20): a real HTTP server on 127.0.0.1 that answers like
// VTEX's cart simulation (freight by CEP, stock) and Mercado Pago's Checkout Pro (preference,
// payment lookup), checks each request the way those APIs would (method, path, auth, body) and records
// what it got. It also plays Mercado Pago's side of a payment: it posts the signed notification to
// the notification_url the preference named, as Mercado Pago does once the customer pays.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const STORE_KEYS = {
  vtexAccount: 'joalheriademo',
  vtexAppKey: 'vtexappkey-joalheria',
  vtexAppToken: 'vtex-app-token-e2e-123',
  mercadoPagoToken: 'APP_USR-e2e-mercadopago-456',
  webhookSecret: 'segredo-webhook-e2e-789',
} as const;

export type StoreRequest = { method: string; path: string; query: URLSearchParams; headers: http.IncomingHttpHeaders; body: unknown };
type Sla = { id: string; name: string; price: number; shippingEstimate: string };
type PreferenceItem = { title?: unknown; quantity?: unknown; unit_price?: unknown; currency_id?: unknown };
type Preference = { id: string; body: { external_reference?: string; notification_url?: string; items?: PreferenceItem[] } };

export type FakeStore = {
  url: string;
  requests: StoreRequest[];
  /** Requests that did not match the documented shape (each also answered 400). */
  problems: string[];
  preferences: Preference[];
  /** The customer pays the preference: the payment is approved and its signed notification posted. */
  pay: (preference: Preference, paymentId: string) => Promise<number>;
  close: () => Promise<void>;
};

/** Stock per SKU and the SLAs each SKU ships by (VTEX answers one SLA list per item). */
export type StoreStock = Record<string, { stock: number; slas: Sla[] }>;

function send(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function simulation(catalog: StoreStock, url: URL, headers: http.IncomingHttpHeaders, body: unknown): [number, unknown] | string {
  if (url.searchParams.get('sc') !== '1') return 'sc must be the sales channel 1';
  if (headers['x-vtex-api-appkey'] !== STORE_KEYS.vtexAppKey || headers['x-vtex-api-apptoken'] !== STORE_KEYS.vtexAppToken) return [403, { error: 'forbidden' }];
  const b = body as { items?: Array<{ id?: unknown; quantity?: unknown; seller?: unknown }>; postalCode?: unknown; country?: unknown } | null;
  if (!Array.isArray(b?.items) || b.items.length === 0 || b.items.some((i) => typeof i.id !== 'string' || typeof i.quantity !== 'number' || i.seller !== '1')) return 'items must be {id, quantity, seller: "1"}';
  if (b.postalCode !== undefined && (typeof b.postalCode !== 'string' || !/^\d{8}$/.test(b.postalCode) || b.country !== 'BRA')) return 'postalCode must be 8 digits with country BRA';
  const items = b.items.map((i, requestIndex) => ({ id: i.id, requestIndex, quantity: i.quantity, seller: '1', availability: (catalog[i.id as string]?.stock ?? 0) >= (i.quantity as number) ? 'available' : 'withoutStock' }));
  const logisticsInfo = b.items.map((i, itemIndex) => ({
    itemIndex,
    quantity: i.quantity,
    stockBalance: catalog[i.id as string]?.stock ?? 0,
    shipsTo: ['BRA'],
    slas: b.postalCode ? (catalog[i.id as string]?.slas ?? []).map((s) => ({ ...s, deliveryChannel: 'delivery', listPrice: s.price, tax: 0 })) : [],
  }));
  return [200, { items, logisticsInfo, postalCode: b.postalCode ?? null, country: 'BRA' }];
}

export async function startFakeStore(catalog: StoreStock): Promise<FakeStore> {
  const requests: StoreRequest[] = [];
  const problems: string[] = [];
  const preferences: Preference[] = [];
  const payments = new Map<string, { status: string; external_reference: string }>();
  const bearer = `Bearer ${STORE_KEYS.mercadoPagoToken}`;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake-store');
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown = null;
      try {
        body = raw ? JSON.parse(raw) : null;
      } catch {
        problems.push(`${url.pathname}: body is not JSON`);
      }
      requests.push({ method: req.method ?? '', path: url.pathname, query: url.searchParams, headers: req.headers, body });
      const refuse = (problem: string) => {
        problems.push(`${req.method} ${url.pathname}: ${problem}`);
        send(res, 400, { error: { message: problem } });
      };

      if (req.method === 'POST' && url.pathname === '/api/checkout/pub/orderForms/simulation') {
        const answer = simulation(catalog, url, req.headers, body);
        return typeof answer === 'string' ? refuse(answer) : send(res, ...answer);
      }
      if (req.method === 'POST' && url.pathname === '/checkout/preferences') {
        if (req.headers.authorization !== bearer) return send(res, 401, { message: 'invalid access token' });
        const b = body as Preference['body'] | null;
        if (!Array.isArray(b?.items) || b.items.length === 0 || b.items.some((i) => typeof i.title !== 'string' || typeof i.quantity !== 'number' || typeof i.unit_price !== 'number' || i.currency_id !== 'BRL')) {
          return refuse('items need title, quantity, unit_price and currency_id BRL');
        }
        if (typeof b.external_reference !== 'string') return refuse('external_reference required');
        const id = `202809963-pref-${preferences.length + 1}`;
        preferences.push({ id, body: b });
        return send(res, 201, { id, init_point: `https://www.mercadopago.com.br/checkout/v1/redirect?pref_id=${id}` });
      }
      const payment = /^\/v1\/payments\/(\d+)$/.exec(url.pathname);
      if (req.method === 'GET' && payment) {
        if (req.headers.authorization !== bearer) return send(res, 401, { message: 'invalid access token' });
        const found = payments.get(payment[1] ?? '');
        return found ? send(res, 200, { id: Number(payment[1]), ...found, currency_id: 'BRL' }) : send(res, 404, { message: 'Payment not found' });
      }
      return refuse('unexpected request');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  /** Mercado Pago's notification: data.id and type in the URL's query, signed over the documented manifest. */
  async function pay(preference: Preference, paymentId: string): Promise<number> {
    const target = preference.body.notification_url;
    if (!target || !preference.body.external_reference) throw new Error(`preference ${preference.id} has no notification_url or external_reference`);
    payments.set(paymentId, { status: 'approved', external_reference: preference.body.external_reference });
    const requestId = crypto.randomUUID();
    const ts = String(Math.floor(Date.now() / 1000));
    const v1 = crypto.createHmac('sha256', STORE_KEYS.webhookSecret).update(`id:${paymentId};request-id:${requestId};ts:${ts};`).digest('hex');
    const url = new URL(target);
    url.searchParams.set('data.id', paymentId);
    url.searchParams.set('type', 'payment');
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-signature': `ts=${ts},v1=${v1}`, 'x-request-id': requestId },
      body: JSON.stringify({ action: 'payment.updated', api_version: 'v1', data: { id: paymentId }, date_created: new Date().toISOString(), id: Date.now(), live_mode: true, type: 'payment', user_id: '202809963' }),
    });
    return res.status;
  }

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    problems,
    preferences,
    pay,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

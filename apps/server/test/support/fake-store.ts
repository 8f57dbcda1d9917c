// A fake store for the orders' integration tests: a real HTTP server on 127.0.0.1 that answers like
// VTEX's cart simulation and Mercado Pago's preferences and payments, and checks what it receives
// (method, path, auth headers, body) the way the documented APIs would, recording each request.
// It can be told to fail (HTTP status) or to hang (timeout) so the pt-BR error paths are tested.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeStoreRequest = { method: string; path: string; query: URLSearchParams; headers: http.IncomingHttpHeaders; body: unknown };
export type FakeSla = { id: string; name: string; price: number; shippingEstimate: string };

export const FAKE_VTEX_KEY = 'vtexappkey-loja';
export const FAKE_VTEX_TOKEN = 'vtex-app-token-secreto-123';
export const FAKE_MP_TOKEN = 'APP_USR-mercadopago-token-456';
export const FAKE_WEBHOOK_SECRET = 'segredo-do-webhook-789';

export type FakeStore = {
  url: string;
  requests: FakeStoreRequest[];
  /** Stock per SKU (missing: 0) and the SLAs offered per SKU (missing: none, the CEP is not served). */
  stock: Map<string, number>;
  slas: Map<string, FakeSla[]>;
  /** Mercado Pago's payments by id: status and external_reference. */
  payments: Map<string, { status: string; external_reference: string }>;
  /** Answer every request with this status (an error body), or hang past the client's timeout. */
  failWith: (status: number | 'hang' | null) => void;
  /** Refusals recorded when a request did not match the documented shape. */
  problems: string[];
  close: () => Promise<void>;
};

function json(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

export async function startFakeStore(): Promise<FakeStore> {
  const requests: FakeStoreRequest[] = [];
  const problems: string[] = [];
  const stock = new Map<string, number>();
  const slas = new Map<string, FakeSla[]>();
  const payments = new Map<string, { status: string; external_reference: string }>();
  let failure: number | 'hang' | null = null;
  let preferenceSeq = 0;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown = null;
      try {
        body = raw ? JSON.parse(raw) : null;
      } catch {
        problems.push(`${url.pathname}: body is not JSON`);
      }
      requests.push({ method: req.method ?? '', path: url.pathname, query: url.searchParams, headers: req.headers, body });
      if (failure === 'hang') return; // never answers: the client's timeout fires
      if (failure !== null) return json(res, failure, { error: 'internal', message: 'falha simulada' });
      const refuse = (problem: string) => {
        problems.push(`${url.pathname}: ${problem}`);
        json(res, 400, { error: { message: problem } });
      };

      if (req.method === 'POST' && url.pathname === '/api/checkout/pub/orderForms/simulation') {
        if (!url.searchParams.get('sc')) return refuse('missing sc');
        if (req.headers['x-vtex-api-appkey'] !== FAKE_VTEX_KEY || req.headers['x-vtex-api-apptoken'] !== FAKE_VTEX_TOKEN) return json(res, 403, { error: 'forbidden' });
        const b = body as { items?: Array<{ id?: unknown; quantity?: unknown; seller?: unknown }>; postalCode?: unknown; country?: unknown };
        if (!Array.isArray(b?.items) || b.items.some((i) => typeof i.id !== 'string' || typeof i.quantity !== 'number' || i.seller !== '1')) return refuse('items must be {id, quantity, seller}');
        if (b.postalCode !== undefined && (typeof b.postalCode !== 'string' || !/^\d{8}$/.test(b.postalCode) || b.country !== 'BRA')) return refuse('postalCode needs 8 digits and country BRA');
        const items = b.items.map((i, index) => {
          const available = stock.get(i.id as string) ?? 0;
          return { id: i.id, requestIndex: index, quantity: i.quantity, seller: '1', price: 1000, listPrice: 1000, sellingPrice: 1000, availability: available >= (i.quantity as number) ? 'available' : 'withoutStock' };
        });
        const logisticsInfo = b.items.map((i, index) => ({
          itemIndex: index,
          stockBalance: stock.get(i.id as string) ?? 0,
          quantity: i.quantity,
          shipsTo: ['BRA'],
          slas: b.postalCode ? (slas.get(i.id as string) ?? []).map((s) => ({ ...s, deliveryChannel: 'delivery', listPrice: s.price, tax: 0 })) : [],
        }));
        return json(res, 200, { items, logisticsInfo, postalCode: b.postalCode ?? null, country: 'BRA' });
      }

      if (req.method === 'POST' && url.pathname === '/checkout/preferences') {
        if (req.headers.authorization !== `Bearer ${FAKE_MP_TOKEN}`) return json(res, 401, { message: 'invalid access token' });
        const b = body as { items?: Array<{ title?: unknown; quantity?: unknown; unit_price?: unknown; currency_id?: unknown }>; external_reference?: unknown };
        if (!Array.isArray(b?.items) || b.items.length === 0) return refuse('items required');
        if (b.items.some((i) => typeof i.title !== 'string' || typeof i.quantity !== 'number' || typeof i.unit_price !== 'number' || i.currency_id !== 'BRL')) return refuse('item needs title, quantity, unit_price, currency_id BRL');
        if (typeof b.external_reference !== 'string') return refuse('external_reference required');
        const id = `123456-pref-${++preferenceSeq}`;
        return json(res, 201, { id, init_point: `https://www.mercadopago.com.br/checkout/v1/redirect?pref_id=${id}`, sandbox_init_point: `https://sandbox.mercadopago.com.br/checkout/v1/redirect?pref_id=${id}` });
      }

      const payment = /^\/v1\/payments\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && payment) {
        if (req.headers.authorization !== `Bearer ${FAKE_MP_TOKEN}`) return json(res, 401, { message: 'invalid access token' });
        const found = payments.get(payment[1] ?? '');
        if (!found) return json(res, 404, { message: 'Payment not found' });
        return json(res, 200, { id: Number(payment[1]), ...found, currency_id: 'BRL' });
      }
      return refuse(`unexpected ${req.method} ${url.pathname}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    stock,
    slas,
    payments,
    problems,
    failWith: (status) => {
      failure = status;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Signs a notification as Mercado Pago does: v1 = HMAC-SHA256(secret, "id:{data.id};request-id:{x-request-id};ts:{ts};"). */
export function mercadoPagoSignature(secret: string, dataId: string, requestId: string, ts = String(Date.now())): string {
  const v1 = crypto.createHmac('sha256', secret).update(`id:${dataId.toLowerCase()};request-id:${requestId};ts:${ts};`).digest('hex');
  return `ts=${ts},v1=${v1}`;
}

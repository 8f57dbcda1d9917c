// A minimal stand-in for Meta's Graph API for benches: answers every message send like Graph
// (`{messages: [{id: 'wamid…'}]}`) and records, per recipient, when each send arrived, so a bench can
// wait for "the next reply reached the phone" without polling. Nothing is validated or kept beyond
// the arrival times (the test suite's fake-graph does the validating).
import crypto from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

type Waiter = { count: number; resolve: (at: number) => void };

export type GraphSink = {
  baseUrl: string;
  /** Sends received so far (read receipts excluded). */
  total: () => number;
  /** performance.now() of the last send received. */
  lastAt: () => number;
  /** Every send's arrival time (performance.now()), in arrival order. */
  times: () => number[];
  /** Resolves with the arrival time of the recipient's `count`-th send (at once if it already came). */
  nth: (to: string, count: number) => Promise<number>;
  close: () => Promise<void>;
};

export async function startGraphSink(): Promise<GraphSink> {
  const arrivals = new Map<string, number[]>();
  const waiters = new Map<string, Waiter[]>();
  let total = 0;
  let lastAt = 0;
  const times: number[] = [];

  const arrived = (to: string, at: number) => {
    const list = arrivals.get(to) ?? [];
    list.push(at);
    arrivals.set(to, list);
    total += 1;
    lastAt = at;
    times.push(at);
    const pending = waiters.get(to);
    if (!pending) return;
    const ready = pending.filter((w) => w.count <= list.length);
    if (ready.length === 0) return;
    waiters.set(to, pending.filter((w) => w.count > list.length));
    for (const w of ready) w.resolve(list[w.count - 1] ?? at);
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const at = performance.now();
      let body: { to?: string; status?: string } = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as typeof body;
      } catch {
        /* not JSON: answered like any send, recorded nowhere */
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      if (body.status === 'read') {
        res.end('{"success":true}');
        return;
      }
      const to = body.to ?? '';
      res.end(JSON.stringify({ messaging_product: 'whatsapp', contacts: [{ input: to, wa_id: to }], messages: [{ id: `wamid.${crypto.randomBytes(12).toString('hex')}` }] }));
      arrived(to, at);
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    baseUrl,
    total: () => total,
    lastAt: () => lastAt,
    times: () => times,
    nth: (to, count) => {
      const got = arrivals.get(to) ?? [];
      if (got.length >= count) return Promise.resolve(got[count - 1] as number);
      return new Promise((resolve) => waiters.set(to, [...(waiters.get(to) ?? []), { count, resolve }]));
    },
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

// Issue "Conversations": signed Cloud text webhooks into the real server on PostgreSQL with one
// operator connected by socket. Reports processed messages per second over 20,000 messages, the
// webhook response p50/p99, and webhook-to-operator-socket latency p50/p99 at 200 msgs/s; plus a
// baseline of the bare cost (single-row inserts and socket emits without product logic).
import crypto from 'node:crypto';
import { io as connect, type Socket } from 'socket.io-client';
import type { Message } from '@atende/contract';
import { startServer, type RunningServer } from '../../e2e/support/server.js';
import { report } from '../report.js';
import { api, percentile, signedTextWebhook, withBenchDatabase } from './bench-support.js';
import { runBaseline } from './baseline.js';

const PHONE_NUMBER_ID = '109876543210777';
const APP_SECRET = 'bench-app-secret';
const CUSTOMERS = 50;

async function prepare(server: RunningServer, password: string) {
  const admin = (await api(server, '/api/user/login', null, { login: 'admin', password })).token as string;
  await api(server, '/api/channel', admin, {
    name: 'Bench',
    channelNumber: '5511900001111',
    apiType: 'cloud',
    credentials: { phoneNumberId: PHONE_NUMBER_ID, appSecret: APP_SECRET, accessToken: 'x', verifyToken: 'v', wabaId: '1' },
    owner: { login: 'bench-owner', password: 'senha-forte-1', name: 'Bench', email: 'b@b.com' },
  });
  const owner = (await api(server, '/api/user/login', null, { login: 'bench-owner', password: 'senha-forte-1' })).token as string;
  const created = (await api(server, '/api/operator', owner, { name: 'Op', login: 'bench-op', password: 'senha-forte-1', maxAttendances: 100 })) as {
    operator: { _id: string };
  };
  const op = (await api(server, '/api/user/login', null, { login: 'bench-op', password: 'senha-forte-1' })).token as string;
  await api(server, `/api/operator/status/${created.operator._id}`, op, { status: true }, 'PATCH');
  const socket: Socket = connect(server.url, { auth: { token: op }, transports: ['websocket'] });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  // A bench that loses its socket reports why instead of waiting for events that cannot come.
  socket.on('disconnect', (reason) => console.error(`[bench] operator socket disconnected: ${reason}`));
  socket.onAny((event: string) => {
    if (event !== 'message.created' && event !== 'attendance.updated' && event !== 'message.status') console.error(`[bench] operator socket got ${event}`);
  });
  return socket;
}

async function postWebhook(server: RunningServer, from: string, text: string): Promise<number> {
  const { payload, signature } = signedTextWebhook(PHONE_NUMBER_ID, APP_SECRET, from, text);
  const t0 = performance.now();
  const res = await fetch(`${server.url}/api/webhooks/cloud`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
    body: payload,
  });
  const answer = await res.text();
  if (res.status !== 200) throw new Error(`webhook answered ${res.status}: ${answer}`);
  return performance.now() - t0;
}

export async function benchWebhookThroughput(total = Number(process.env.BENCH_MESSAGES ?? 20_000), concurrency = 32): Promise<void> {
  await withBenchDatabase(async (databaseUrl) => {
    const password = 'senha-bench-123';
    const server = await startServer({ DATABASE_URL: databaseUrl, DEMO_PASSWORD: password, LOG_LEVEL: 'warn' });
    const socket = await prepare(server, password);
    try {
      // Throughput: as fast as the server takes them, until every message reached the operator.
      let received = 0;
      let lastAt = 0;
      const allReceived = new Promise<void>((resolve) => {
        socket.on('message.created', () => {
          received += 1;
          lastAt = performance.now();
          if (received === total) resolve();
        });
      });
      const responses: number[] = [];
      let next = 0;
      const started = performance.now();
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (next < total) {
            const i = next++;
            responses.push(await postWebhook(server, `55119${String(i % CUSTOMERS).padStart(8, '0')}`, `msg ${i}`));
          }
        }),
      );
      const accepted = performance.now();
      console.error(`[bench] accepted ${total}, ${received} reached the operator so far`);
      // Bounded: a run that loses events reports how many arrived instead of hanging.
      await Promise.race([allReceived, new Promise((r) => setTimeout(r, 600_000))]);
      // The rate counts what reached the operator, up to the last arrival (not the bounded wait).
      const done = lastAt;
      report({
        bench: 'cloud_webhooks_20k',
        messages: total,
        delivered_to_operator: received,
        processed_per_s: Math.round(received / ((done - started) / 1000)),
        accepted_per_s: Math.round(total / ((accepted - started) / 1000)),
        webhook_p50_ms: +percentile(responses, 50).toFixed(1),
        webhook_p99_ms: +percentile(responses, 99).toFixed(1),
        target: { processed_per_s: 1000, webhook_p99_ms: 50 },
      });
      socket.removeAllListeners('message.created');

      // Latency at a steady 200 msgs/s for 10 s.
      const rate = 200;
      const seconds = 10;
      const sentAt = new Map<string, number>();
      const latencies: number[] = [];
      socket.on('message.created', ({ message }: { message: Message }) => {
        const t0 = sentAt.get(message.content.text ?? '');
        if (t0 !== undefined) latencies.push(performance.now() - t0);
      });
      const posts: Promise<number>[] = [];
      const start = performance.now();
      for (let i = 0; i < rate * seconds; i++) {
        const due = start + (i * 1000) / rate;
        const wait = due - performance.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        const text = `lat ${i} ${crypto.randomUUID()}`;
        sentAt.set(text, performance.now());
        posts.push(postWebhook(server, `55119${String(i % CUSTOMERS).padStart(8, '0')}`, text));
      }
      const steadyResponses = await Promise.all(posts);
      for (let i = 0; i < 200 && latencies.length < rate * seconds; i++) await new Promise((r) => setTimeout(r, 50));
      report({
        bench: 'webhook_to_operator_socket',
        rate_per_s: rate,
        messages: rate * seconds,
        delivered: latencies.length,
        p50_ms: +percentile(latencies, 50).toFixed(1),
        p99_ms: +percentile(latencies, 99).toFixed(1),
        // The webhook's own answer time at this steady rate (the run above measures it at saturation).
        webhook_p50_ms: +percentile(steadyResponses, 50).toFixed(1),
        webhook_p99_ms: +percentile(steadyResponses, 99).toFixed(1),
        target: { p99_ms: 250, webhook_p99_ms: 50 },
      });
    } finally {
      socket.disconnect();
      await server.stop();
    }
    const baseline = await runBaseline(databaseUrl, total);
    report({ bench: 'baseline_insert_and_emit', ...baseline });
  });
}



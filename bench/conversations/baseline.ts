// The bare cost the product logic is compared with: the same number of single-row inserts into
// PostgreSQL, each followed by a Socket.IO emit to one connected client, over HTTP-free loopback.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { Server } from 'socket.io';
import { io as connect } from 'socket.io-client';
import { percentile } from './bench-support.js';

export async function runBaseline(databaseUrl: string, total: number, concurrency = 32) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // The bench database is dropped right after: an idle client being cut then is expected.
  pool.on('error', () => undefined);
  await pool.query('create table if not exists baseline_messages (id bigserial primary key, body text not null, created_at timestamptz not null default now())');
  const server = http.createServer();
  const io = new Server(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const client = connect(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, { transports: ['websocket'] });
  await new Promise<void>((r) => client.once('connect', () => r()));
  const latencies: number[] = [];
  let received = 0;
  const sentAt = new Map<string, number>();
  const done = new Promise<void>((resolve) =>
    client.on('m', (body: string) => {
      const t0 = sentAt.get(body);
      if (t0 !== undefined) latencies.push(performance.now() - t0);
      if (++received === total) resolve();
    }),
  );
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const body = `b${next++}`;
        sentAt.set(body, performance.now());
        await pool.query('insert into baseline_messages (body) values ($1)', [body]);
        io.emit('m', body);
      }
    }),
  );
  await done;
  const seconds = (performance.now() - started) / 1000;
  client.disconnect();
  io.close();
  await pool.end();
  return { messages: total, per_s: Math.round(total / seconds), emit_latency_p50_ms: +percentile(latencies, 50).toFixed(2), emit_latency_p99_ms: +percentile(latencies, 99).toFixed(2) };
}

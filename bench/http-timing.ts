// The timed HTTP calls the server benches share: undici's pooled client (one Agent, CONCURRENCY
// connections) with the session token, percentile figures rounded to 0.1 ms, and a batch of timed
// GETs with a fixed number of requests in flight (after 5 untimed ones).
import { Agent, request } from 'undici';
import { startServer } from '../e2e/support/server.js';
import { percentile, withBenchDatabase } from './conversations/bench-support.js';

export type BenchClient = { base: string; token: string; agent: Agent };

export async function call<T>(c: BenchClient, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<{ status: number; json: T }> {
  const res = await request(`${c.base}${path}`, {
    method,
    dispatcher: c.agent,
    headers: { authorization: `Bearer ${c.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.body.text();
  return { status: res.statusCode, json: (text ? JSON.parse(text) : null) as T };
}

export const round = (ms: number) => Math.round(ms * 10) / 10;
export const figures = (times: number[]) => ({ p50_ms: round(percentile(times, 50)), p99_ms: round(percentile(times, 99)), max_ms: round(Math.max(...times)) });

/** `runs` timed GETs with `concurrency` in flight, after 5 untimed ones; `status` is the last non-200 seen. */
export async function timeGets(c: BenchClient, path: string, runs: number, concurrency: number): Promise<{ status: number; times: number[] }> {
  for (let i = 0; i < 5; i++) await call(c, 'GET', path);
  const times: number[] = [];
  let status = 200;
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < runs) {
        const t0 = performance.now();
        const res = await call(c, 'GET', path);
        times.push(performance.now() - t0);
        if (res.status !== 200) status = res.status;
      }
    }),
  );
  return { status, times };
}

/** Signs in as `login` on the bench server and answers the client and the user's channel. */
export async function signInBench(base: string, agent: Agent, login: string, password: string): Promise<{ client: BenchClient; channelId: string }> {
  const res = await request(`${base}/api/user/login`, { method: 'POST', dispatcher: agent, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login, password }) });
  const session = (await res.body.json()) as { token: string; user: { channelId: string } };
  return { client: { base, token: session.token, agent }, channelId: session.user.channelId };
}

/**
 * A throwaway PostgreSQL database, the built server on it, the owner of the demo company signed in on
 * a pooled client of `connections`, and `config` (the modules a bench needs) applied to its channel;
 * everything is stopped after `run`, whatever happens.
 */
export async function withBenchServer(
  config: Record<string, unknown>,
  connections: number,
  run: (bench: { client: BenchClient; channelId: string; databaseUrl: string }) => Promise<void>,
): Promise<void> {
  await withBenchDatabase(async (databaseUrl) => {
    const password = 'senha-bench-123';
    const server = await startServer({ DATABASE_URL: databaseUrl, DEMO_PASSWORD: password, LOG_LEVEL: 'warn' });
    const agent = new Agent({ connections, pipelining: 1 });
    try {
      const { client, channelId } = await signInBench(server.url, agent, 'empresa', password);
      const on = await call(client, 'PUT', `/api/channel/config/${channelId}`, config);
      if (on.status !== 200) throw new Error(`channel config ${JSON.stringify(config)}: ${on.status}`);
      await run({ client, channelId, databaseUrl });
    } finally {
      await agent.close();
      await server.stop();
    }
  });
}

// Issue 20: the catalogue's keyword search answers in under 100 ms p99 with 50,000 products.
// PostgreSQL (DATABASE_URL's server or the local one), the built server, and undici's pooled client
// with CONCURRENCY requests in flight; GET /api/health on the same client is the bare baseline.
// Searches: common words that match thousands of products (ranked), a rarer pair, an accent-less
// word whose products carry the accent, a SKU fragment, and the list without a search.
import { Agent, request } from 'undici';
import { startServer } from '../../e2e/support/server.js';
import { percentile, withBenchDatabase } from '../conversations/bench-support.js';
import { report } from '../report.js';
import { seedProducts } from './seed-products.js';

const CONCURRENCY = 4;
const RUNS = Number(process.env.BENCH_PRODUCTS_RUNS ?? 200);
const SEARCH_TARGET_MS = 100;

type Client = { base: string; token: string; agent: Agent };

async function call<T>(c: Client, method: 'GET' | 'PUT', path: string, body?: unknown): Promise<{ status: number; json: T }> {
  const res = await request(`${c.base}${path}`, {
    method,
    dispatcher: c.agent,
    headers: { authorization: `Bearer ${c.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.body.text();
  return { status: res.statusCode, json: (text ? JSON.parse(text) : null) as T };
}

const round = (ms: number) => Math.round(ms * 10) / 10;
const figures = (times: number[]) => ({ p50_ms: round(percentile(times, 50)), p99_ms: round(percentile(times, 99)), max_ms: round(Math.max(...times)) });

/** `RUNS` timed GETs with `concurrency` in flight, after 5 untimed ones. */
async function timeGets(c: Client, path: string, concurrency = CONCURRENCY): Promise<{ status: number; times: number[]; total: number }> {
  let total = 0;
  for (let i = 0; i < 5; i++) total = (await call<{ total?: number }>(c, 'GET', path)).json.total ?? 0;
  const times: number[] = [];
  let status = 200;
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < RUNS) {
        const t0 = performance.now();
        const res = await call(c, 'GET', path);
        times.push(performance.now() - t0);
        if (res.status !== 200) status = res.status;
      }
    }),
  );
  return { status, times, total };
}

const SEARCHES = ['anel ouro', 'ouro', 'colar perola', 'joia rara', 'zirconia brinco prata', 'SKU-0421'];

export async function benchProducts(): Promise<void> {
  await withBenchDatabase(async (databaseUrl) => {
    const password = 'senha-bench-123';
    const server = await startServer({ DATABASE_URL: databaseUrl, DEMO_PASSWORD: password, LOG_LEVEL: 'warn' });
    const agent = new Agent({ connections: CONCURRENCY, pipelining: 1 });
    try {
      const login = await request(`${server.url}/api/user/login`, { method: 'POST', dispatcher: agent, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login: 'empresa', password }) });
      const session = (await login.body.json()) as { token: string; user: { channelId: string } };
      const c: Client = { base: server.url, token: session.token, agent };
      const on = await call(c, 'PUT', `/api/channel/config/${session.user.channelId}`, { modules: { products: true } });
      if (on.status !== 200) throw new Error(`products module: ${on.status}`);
      const seedStart = performance.now();
      const products = await seedProducts(databaseUrl, session.user.channelId);
      report({ bench: 'products.seed', products, seconds: round((performance.now() - seedStart) / 1000) });

      const baseline = await timeGets(c, '/api/health');
      report({ bench: 'products.baseline', request: 'GET /api/health', client: 'undici Agent', concurrency: CONCURRENCY, ...figures(baseline.times) });

      const list = await timeGets(c, '/api/products/page/1?perPage=20');
      report({ bench: 'products.list', request: 'page 1 by name, no search', status: list.status, total: list.total, ...figures(list.times) });
      for (const search of SEARCHES) {
        const res = await timeGets(c, `/api/products/page/1?perPage=20&search=${encodeURIComponent(search)}`);
        const met = res.status === 200 && percentile(res.times, 99) < SEARCH_TARGET_MS;
        report({ bench: 'products.search', search, status: res.status, matches: res.total, concurrency: CONCURRENCY, ...figures(res.times), target_ms: SEARCH_TARGET_MS, met });
      }
    } finally {
      await agent.close();
      await server.stop();
    }
  });
}

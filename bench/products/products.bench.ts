// Issue 20: the catalogue's keyword search answers in under 100 ms p99 with 50,000 products.
// PostgreSQL (DATABASE_URL's server or the local one), the built server, and undici's pooled client
// with CONCURRENCY requests in flight; GET /api/health on the same client is the bare baseline.
// Searches: common words that match thousands of products (past 1,000 matches listed by name), pairs
// and triples that match hundreds (ranked), an accent-less word whose products carry the accent, a SKU
// fragment; and the list without a search.
import { percentile } from '../conversations/bench-support.js';
import { report } from '../report.js';
import { call, figures, round, timeGets, withBenchServer, type BenchClient } from '../http-timing.js';
import { seedProducts } from './seed-products.js';

const CONCURRENCY = 4;
const RUNS = Number(process.env.BENCH_PRODUCTS_RUNS ?? 200);
const SEARCH_TARGET_MS = 100;

const WARM_UP_RUNS = 10;

/**
 * The answer's `total`, then a few untimed calls (a live catalogue's pages are in the cache and its
 * plans warm: without this the first search timed pays for the seed's cold pages), then the timed runs.
 */
async function timeList(c: BenchClient, path: string) {
  const total = (await call<{ total?: number }>(c, 'GET', path)).json.total ?? 0;
  for (let i = 0; i < WARM_UP_RUNS; i++) await call(c, 'GET', path);
  return { total, ...(await timeGets(c, path, RUNS, CONCURRENCY)) };
}

const SEARCHES = ['anel ouro', 'ouro', 'colar perola', 'joia rara', 'zirconia brinco prata', 'SKU-0421'];

export async function benchProducts(): Promise<void> {
  await withBenchServer({ modules: { products: true } }, CONCURRENCY, async ({ client: c, channelId, databaseUrl }) => {
    const seedStart = performance.now();
    const products = await seedProducts(databaseUrl, channelId);
    report({ bench: 'products.seed', products, seconds: round((performance.now() - seedStart) / 1000) });

    const baseline = await timeGets(c, '/api/health', RUNS, CONCURRENCY);
    report({ bench: 'products.baseline', request: 'GET /api/health', client: 'undici Agent', concurrency: CONCURRENCY, ...figures(baseline.times) });

    const list = await timeList(c, '/api/products/page/1?perPage=20');
    report({ bench: 'products.list', request: 'page 1 by name, no search', status: list.status, total: list.total, ...figures(list.times) });
    for (const search of SEARCHES) {
      const res = await timeList(c, `/api/products/page/1?perPage=20&search=${encodeURIComponent(search)}`);
      const met = res.status === 200 && percentile(res.times, 99) < SEARCH_TARGET_MS;
      report({ bench: 'products.search', search, status: res.status, matches: res.total, concurrency: CONCURRENCY, ...figures(res.times), target_ms: SEARCH_TARGET_MS, met });
    }
  });
}

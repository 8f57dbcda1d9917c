// Issue "Foundation": time from starting the server process to a healthy /api/health,
// on a fresh PGlite directory (with the demo store's seed, as `npm start` gives a new user) and on an
// existing one. Issue 17 item 15: the seed's own time, read from the server's banner.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../../e2e/support/server.js';
import { report } from '../report.js';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/** `npm start` (dependencies installed, build up to date) until /api/health answers 200. */
export async function benchStartup(runs = 3): Promise<void> {
  const fresh: number[] = [];
  const existing: number[] = [];
  const seeds: number[] = [];
  for (let i = 0; i < runs; i++) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atende-bench-'));
    const options = { dataDir, keepData: true, viaNpmStart: true };
    let t0 = performance.now();
    let server = await startServer({ DEMO_HISTORY: 'on' }, options);
    fresh.push(performance.now() - t0);
    seeds.push(await seedTime(server.output));
    await server.stop();
    t0 = performance.now();
    server = await startServer({ DEMO_HISTORY: 'on' }, options);
    existing.push(performance.now() - t0);
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const figures = (xs: number[]) => ({ median_ms: Math.round(median(xs)), runs_ms: xs.map(Math.round) });
  report({ bench: 'npm_start_to_healthy', case: 'fresh_pglite', ...figures(fresh), target_ms: 10_000 });
  report({ bench: 'npm_start_to_healthy', case: 'existing_pglite', ...figures(existing), target_ms: 3_000 });
  report({ bench: 'demo_store_seed', case: 'fresh_pglite', ...figures(seeds), target_ms: 10_000 });
}

/** The banner's "Loja de demonstração criada em N ms" (printed right after the server listens). */
async function seedTime(output: () => string): Promise<number> {
  for (let i = 0; i < 100; i++) {
    const found = /Loja de demonstração criada em (\d+) ms/.exec(output());
    if (found) return Number(found[1]);
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no demo store line in the banner:\n${output()}`);
}

// Issue "Foundation": time from starting the server process to a healthy /api/health,
// on a fresh PGlite directory and on an existing one.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../../e2e/support/server.js';
import { report } from '../report.js';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

export async function benchStartup(runs = 3): Promise<void> {
  const fresh: number[] = [];
  const existing: number[] = [];
  for (let i = 0; i < runs; i++) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atende-bench-'));
    let t0 = performance.now();
    let server = await startServer({}, { dataDir, keepData: true });
    fresh.push(performance.now() - t0);
    await server.stop();
    t0 = performance.now();
    server = await startServer({}, { dataDir, keepData: true });
    existing.push(performance.now() - t0);
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  report({ bench: 'startup_to_healthy', case: 'fresh_pglite', median_ms: Math.round(median(fresh)), runs_ms: fresh.map(Math.round), target_ms: 10_000 });
  report({ bench: 'startup_to_healthy', case: 'existing_pglite', median_ms: Math.round(median(existing)), runs_ms: existing.map(Math.round), target_ms: 3_000 });
}

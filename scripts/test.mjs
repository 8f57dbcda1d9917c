#!/usr/bin/env node
// `npm test`: lint, typecheck, unit + integration tests (vitest), build, then end-to-end tests in
// real Chromium. Stops at the first failing step. `--only=lint,unit,...` runs a subset.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length).split(',');

const steps = [
  ['lint', 'Lint (eslint)', npm, ['run', 'lint', '--silent']],
  ['typecheck', 'Typecheck (tsc)', npm, ['run', 'typecheck', '--silent']],
  ['unit', 'Unit and integration tests (vitest)', 'npx', ['vitest', 'run']],
  ['build', 'Build (web + server)', npm, ['run', 'build', '--silent']],
  ['e2e', 'End-to-end tests (Playwright + Chromium)', npm, ['run', 'test', '-w', '@atende/e2e', '--silent']],
];

const started = Date.now();
for (const [key, label, cmd, args] of steps) {
  if (only && !only.includes(key)) continue;
  const t0 = Date.now();
  console.log(`\n━━ ${label}`);
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
  if (res.status !== 0) {
    console.error(`\n✗ ${label} failed (exit ${res.status ?? res.signal}).`);
    process.exit(res.status ?? 1);
  }
  console.log(`✓ ${label} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
}
console.log(`\nAll steps passed in ${((Date.now() - started) / 1000).toFixed(1)} s.`);

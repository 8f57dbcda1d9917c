#!/usr/bin/env node
// `npm test`: lint and typecheck (side by side: each keeps one core busy), unit + integration tests
// (vitest), build, then end-to-end tests in real Chromium. Stops at the first failing step.
// `--only=lint,unit,...` runs a subset.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length).split(',');

// Each inner list runs at once; the lists run one after the other.
const stages = [
  [
    ['lint', 'Lint (eslint)', npm, ['run', 'lint', '--silent']],
    ['typecheck', 'Typecheck (tsc)', npm, ['run', 'typecheck', '--silent']],
  ],
  [['unit', 'Unit and integration tests (vitest)', 'npx', ['vitest', 'run']]],
  [['build', 'Build (web + server)', npm, ['run', 'build', '--silent']]],
  [['e2e', 'End-to-end tests (Playwright + Chromium)', npm, ['run', 'test', '-w', '@atende/e2e', '--silent']]],
];

/**
 * Runs one step. Alone, its output streams as it comes; beside another step, it is kept and printed
 * whole when the step ends, so two steps' lines never interleave.
 */
function run([, label, cmd, args], alone) {
  const t0 = Date.now();
  if (alone) console.log(`\n━━ ${label}`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } });
    const out = [];
    child.stdout?.on('data', (d) => out.push(d));
    child.stderr?.on('data', (d) => out.push(d));
    child.on('close', (code, signal) => {
      if (!alone) {
        console.log(`\n━━ ${label}`);
        process.stdout.write(Buffer.concat(out));
      }
      const seconds = ((Date.now() - t0) / 1000).toFixed(1);
      if (code === 0) console.log(`✓ ${label} (${seconds} s)`);
      else console.error(`\n✗ ${label} failed (exit ${code ?? signal}).`);
      resolve(code ?? 1);
    });
  });
}

const started = Date.now();
for (const stage of stages) {
  const steps = stage.filter(([key]) => !only || only.includes(key));
  const codes = await Promise.all(steps.map((step) => run(step, steps.length === 1)));
  const failed = codes.find((code) => code !== 0);
  if (failed !== undefined) process.exit(failed);
}
console.log(`\nAll steps passed in ${((Date.now() - started) / 1000).toFixed(1)} s.`);

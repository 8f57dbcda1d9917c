// A ROLE=worker process of the built server (jobs only, no HTTP), for benches of the scale-out
// layout: started beside a ROLE=api server on the same database, stopped with its process group.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function startWorker(env: Record<string, string>): Promise<{ stop: () => Promise<void> }> {
  // ATENDE_WORKER_NODE_ARGS profiles the worker (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof").
  const nodeArgs = (process.env.ATENDE_WORKER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: { ...process.env, ...env, ROLE: 'worker' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const seen = (d: Buffer) => {
      output += d.toString();
      if (output.includes('worker pronto')) resolve();
    };
    child.stdout.on('data', seen);
    child.stderr.on('data', seen);
    child.once('exit', (code) => reject(new Error(`worker exited (${code}):\n${output}`)));
  });
  return {
    stop: async () => {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
      await exited;
    },
  };
}

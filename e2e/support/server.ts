// Starts the real built server (apps/server/dist) on a free port with a throwaway PGlite data
// directory: the same embedded default `npm start` gives a new user.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const DEMO_PASSWORD = 'senha-e2e-123';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type RunningServer = { url: string; dataDir: string; stop: () => Promise<void>; output: () => string };

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export async function startServer(extraEnv: Record<string, string> = {}, options: { dataDir?: string; keepData?: boolean; viaNpmStart?: boolean; port?: number } = {}): Promise<RunningServer> {
  const entry = path.join(root, 'apps/server/dist/main.js');
  if (!fs.existsSync(entry) || !fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    throw new Error('Build first: npm run build (npm test does it before the end-to-end step).');
  }
  // A caller that must name the server's own address in its env (PUBLIC_URL) picks the port first.
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'atende-e2e-'));
  // The bare demo company (DEMO_HISTORY=off): tests count what they create; a caller may ask for the store.
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_PASSWORD, DEMO_HISTORY: 'off', LOG_LEVEL: 'warn', ...extraEnv };
  // The embedded default unless the caller asks for PostgreSQL explicitly.
  if (!extraEnv.DATABASE_URL) delete env.DATABASE_URL;
  // `npm start` (the user's command) or the built entry directly. detached: stop() signals the
  // whole group, so npm's child server goes down with it.
  // ATENDE_SERVER_NODE_ARGS lets a bench profile the server (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof").
  // --expose-gc as `npm start` passes it (scripts/start.mjs).
  const nodeArgs = ['--expose-gc', ...(process.env.ATENDE_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean)];
  const [cmd, args] = options.viaNpmStart ? ['npm', ['start', '--silent']] : [process.execPath, [...nodeArgs, entry]];
  const child: ChildProcess = spawn(cmd, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  // ATENDE_SERVER_LOG=1 echoes the server's output (debugging a bench or an e2e run).
  const echo = process.env.ATENDE_SERVER_LOG === '1';
  child.stdout?.on('data', (d: Buffer) => {
    output += d.toString();
    if (echo) process.stderr.write(d);
  });
  child.stderr?.on('data', (d: Buffer) => {
    output += d.toString();
    if (echo) process.stderr.write(d);
  });
  const url = `http://127.0.0.1:${port}`;

  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`server exited (${code}):\n${output}`))));
  const healthy = (async () => {
    for (let i = 0; i < 300; i++) {
      const ok = await fetch(`${url}/api/health`).then((r) => r.ok).catch(() => false);
      if (ok) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`server not healthy after 30 s:\n${output}`);
  })();
  await Promise.race([healthy, exited]);
  exited.catch(() => undefined);

  return {
    url,
    dataDir,
    output: () => output,
    stop: async () => {
      const groupAlive = () => {
        try {
          if (child.pid) process.kill(-child.pid, 0);
          return true;
        } catch {
          return false;
        }
      };
      const signalGroup = (sig: NodeJS.Signals) => {
        try {
          if (child.pid) process.kill(-child.pid, sig);
        } catch {
          /* already gone */
        }
      };
      // Wait for the whole process group (npm and the server under it) to be gone, so the data
      // directory's lock is released before anyone reuses it.
      signalGroup('SIGTERM');
      for (let i = 0; i < 100 && groupAlive(); i++) await new Promise((r) => setTimeout(r, 50));
      if (groupAlive()) signalGroup('SIGKILL');
      for (let i = 0; i < 40 && groupAlive(); i++) await new Promise((r) => setTimeout(r, 50));
      if (!options.keepData) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// The real server (src/main.ts) as a child process of a test, as campaign-crash.test.ts runs its
// worker: for tests that kill it, restart it, or watch whether it exits on its own.
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type ServerProcess = {
  child: ChildProcess;
  url: string;
  /** How it ended: null while it runs. `killedByTest` tells a test's kill from an exit of its own. */
  ended: () => { code: number | null; signal: NodeJS.Signals | null; killedByTest: boolean } | null;
  /** Resolves once /api/health answers 200 (rejects if the process ends first). */
  ready: (timeoutMs?: number) => Promise<void>;
  kill: (signal: NodeJS.Signals) => Promise<void>;
};

export function startServerProcess(env: Record<string, string>, port: number): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DEMO: 'off', REDIS_URL: '', LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  let killedByTest = false;
  let ending: { code: number | null; signal: NodeJS.Signals | null; killedByTest: boolean } | null = null;
  const exited = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      ending = { code, signal, killedByTest };
      resolve();
    });
  });

  return {
    child,
    url,
    ended: () => ending,
    ready: async (timeoutMs = 60_000) => {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (ending) throw new Error(`the server ended before it was ready: ${JSON.stringify(ending)}`);
        const ok = await fetch(`${url}/api/health`).then((r) => r.status === 200).catch(() => false);
        if (ok) return;
        await new Promise((r) => setTimeout(r, 200));
      }
      throw new Error('the server did not become ready in time');
    },
    kill: async (signal) => {
      if (ending) return;
      killedByTest = true;
      child.kill(signal);
      await exited;
    },
  };
}

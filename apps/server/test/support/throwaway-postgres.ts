// A PostgreSQL 15 cluster of a test's own, in a temporary directory on a free port, that the test may
// stop and start at will (fault tests). Never the shared server: a database outage there would break
// every other test. initdb refuses to run as root, so as root the binaries run as the postgres user.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);
const BIN = process.env.PG_BIN_DIR ?? '/usr/lib/postgresql/15/bin';

export type ThrowawayPostgres = {
  url: string;
  port: number;
  /** Stops the server the way an operator restarting it does (fast: active sessions are terminated). */
  stop: () => Promise<void>;
  start: () => Promise<void>;
  /** Stops the server for good and removes its directory. */
  destroy: () => Promise<void>;
};

/** Why a throwaway cluster cannot be made here, or null when it can. */
export function throwawayPostgresUnavailable(): string | null {
  for (const name of ['initdb', 'pg_ctl', 'postgres']) {
    if (!fs.existsSync(path.join(BIN, name))) return `PostgreSQL binaries not found in ${BIN} (set PG_BIN_DIR)`;
  }
  if (process.getuid?.() === 0 && !postgresIds()) return 'running as root and there is no postgres user for initdb to run as';
  return null;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atende-pg-'));
  const data = path.join(dir, 'data');
  if (asRoot) {
    const ids = postgresIds();
    if (!ids) throw new Error('no postgres user to run the throwaway cluster as');
    fs.chownSync(dir, ...ids);
  }
  const pg = async (binary: string, args: string[]) => {
    const command = path.join(BIN, binary);
    const { stdout } = asRoot ? await run('runuser', ['-u', 'postgres', '--', command, ...args]) : await run(command, args);
    return stdout;
  };
  await pg('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  const start = async () => {
    await pg('pg_ctl', ['start', '-D', data, '-w', '-t', '60', '-l', path.join(dir, 'server.log'), '-o', options]);
  };
  const stop = async () => {
    await pg('pg_ctl', ['stop', '-D', data, '-m', 'fast', '-w', '-t', '60']);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    stop,
    start,
    destroy: async () => {
      await pg('pg_ctl', ['stop', '-D', data, '-m', 'immediate', '-w']).catch(() => undefined);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

function postgresIds(): [number, number] | null {
  const line = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('postgres:'));
  const [, , uid, gid] = line?.split(':') ?? [];
  if (!uid || !gid) return null;
  return [Number(uid), Number(gid)];
}

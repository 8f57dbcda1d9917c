// PGlite has no guard against two processes opening one data directory; this lock file is it.
import fs from 'node:fs';

export type DirectoryLock = { release: () => void };

export class DirectoryLockedError extends Error {}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const heldHere = new Set<string>();

export function acquireDirectoryLock(lockFile: string, guarded: string): DirectoryLock {
  if (heldHere.has(lockFile)) {
    throw new DirectoryLockedError(`The database directory ${guarded} is already open in this process.`);
  }
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      let released = false;
      heldHere.add(lockFile);
      const release = () => {
        if (released) return;
        released = true;
        heldHere.delete(lockFile);
        try {
          if (fs.readFileSync(lockFile, 'utf8').trim() === String(process.pid)) fs.unlinkSync(lockFile);
        } catch {
          /* already gone */
        }
      };
      process.once('exit', release);
      return { release };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number(fs.readFileSync(lockFile, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && processAlive(owner)) {
        throw new DirectoryLockedError(
          `The database directory ${guarded} is already in use by process ${owner}. ` +
            'Stop that process, or point DATA_DIR elsewhere, or use PostgreSQL (DATABASE_URL) to run several processes.',
        );
      }
      // A stale lock left by a process that died: take it over.
      fs.unlinkSync(lockFile);
    }
  }
  throw new DirectoryLockedError(`Could not lock ${guarded}`);
}

import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { acquireDirectoryLock, DirectoryLockedError } from '../directory-lock.js';

const tmp = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'atende-lock-')), 'db.lock');

describe('PGlite directory lock', () => {
  it('refuses a second holder while the first process is alive, naming it', async () => {
    const file = tmp();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    fs.writeFileSync(file, String(other.pid));
    try {
      expect(() => acquireDirectoryLock(file, '/dados/db')).toThrow(DirectoryLockedError);
      expect(() => acquireDirectoryLock(file, '/dados/db')).toThrow(new RegExp(`process ${other.pid}`));
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a process that died', () => {
    const file = tmp();
    fs.writeFileSync(file, '999999999');
    const lock = acquireDirectoryLock(file, '/dados/db');
    expect(fs.readFileSync(file, 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(file)).toBe(false);
  });
});

describe('PGlite directory lock within one process', () => {
  it('refuses to open the same directory twice in this process until released', () => {
    const file = tmp();
    const lock = acquireDirectoryLock(file, '/dados/db');
    expect(() => acquireDirectoryLock(file, '/dados/db')).toThrow(/already open in this process/);
    lock.release();
    acquireDirectoryLock(file, '/dados/db').release();
  });
});

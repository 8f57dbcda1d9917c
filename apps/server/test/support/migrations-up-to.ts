// A test of one migration starts from the committed migrations before it: those up to `last` (by
// journal index) copied into a folder of their own, which createTestDatabase({ migrationsFolder }) runs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defaultMigrationsDir } from '../../src/platform/config/paths.js';

/** The committed migrations up to `last` (by journal index), in a folder of their own. */
export function migrationsUpTo(last: number): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atende-migrations-'));
  fs.mkdirSync(path.join(dir, 'meta'));
  const journal = JSON.parse(fs.readFileSync(path.join(defaultMigrationsDir, 'meta', '_journal.json'), 'utf8')) as { entries: Array<{ idx: number; tag: string }> };
  journal.entries = journal.entries.filter((e) => e.idx <= last);
  fs.writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify(journal));
  for (const e of journal.entries) fs.copyFileSync(path.join(defaultMigrationsDir, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  return dir;
}

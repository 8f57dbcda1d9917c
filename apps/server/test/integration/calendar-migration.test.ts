// Migration 0012 (calendar per user), run on a database of its own.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migrationsUpTo } from '../support/migrations-up-to.js';
import { createTestDatabase } from '../support/test-database.js';
import { runMigrations } from '../../src/platform/db/migrate.js';

describe('migration 0012 (calendar per user)', () => {
  it('gives each existing event to its operator’s user, keeps its company, and then holds every event to a user of its company', async () => {
    const before = migrationsUpTo(11);
    const testDb = await createTestDatabase({ migrationsFolder: before });
    const run = (query: ReturnType<typeof sql>) => testDb.db.orm.execute(query);
    try {
      const [c1, c2, u1, u2, o1, o2, e1, e2, e3] = Array.from({ length: 9 }, () => crypto.randomUUID());
      await run(sql`insert into channels (id, name, channel_number, api_type) values (${c1}, 'Loja A', '5511900000001', 'cloud'), (${c2}, 'Loja B', '5511900000002', 'cloud')`);
      await run(sql`insert into users (id, channel_id, role, login, password_hash, name) values
        (${u1}, ${c1}, 'operator', 'mig-ana', 'x', 'Ana'), (${u2}, ${c2}, 'operator', 'mig-bia', 'x', 'Bia')`);
      await run(sql`insert into operators (id, channel_id, user_id, name) values (${o1}, ${c1}, ${u1}, 'Ana'), (${o2}, ${c2}, ${u2}, 'Bia')`);
      await run(sql`insert into calendar_events (id, channel_id, operator_id, title, starts_at) values
        (${e1}, ${c1}, ${o1}, 'Ligar', now()), (${e2}, ${c1}, ${o1}, 'Visitar', now()), (${e3}, ${c2}, ${o2}, 'Entregar', now())`);

      await runMigrations(testDb.db);

      const rows = (await run(sql`select id, channel_id, user_id from calendar_events order by title`)).rows as Array<{ id: string; channel_id: string; user_id: string }>;
      expect(rows).toEqual([
        { id: e3, channel_id: c2, user_id: u2 },
        { id: e1, channel_id: c1, user_id: u1 },
        { id: e2, channel_id: c1, user_id: u1 },
      ]);
      const columns = (await run(sql`select column_name from information_schema.columns where table_name = 'calendar_events'`)).rows.map((r) => (r as { column_name: string }).column_name);
      expect(columns).not.toContain('operator_id');
      // An event of a company belongs to one of its users; an admin (no company) has events of no company.
      await expect(run(sql`insert into calendar_events (channel_id, user_id, title, starts_at) values (${c2}, ${u1}, 'Trocado', now())`)).rejects.toThrow();
      const admin = crypto.randomUUID();
      await run(sql`insert into users (id, channel_id, role, login, password_hash, name) values (${admin}, null, 'admin', 'mig-admin', 'x', 'Admin')`);
      await run(sql`insert into calendar_events (channel_id, user_id, title, starts_at) values (null, ${admin}, 'Do admin', now())`);
      await expect(run(sql`insert into calendar_events (channel_id, user_id, title, starts_at) values (${c1}, ${admin}, 'Admin na loja', now())`)).rejects.toThrow();
    } finally {
      await testDb.drop();
      fs.rmSync(before, { recursive: true, force: true });
    }
  });
});

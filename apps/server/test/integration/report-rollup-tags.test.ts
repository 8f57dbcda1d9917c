// The contact's tag in the reports' keys (migration 0029): a tag filter reads the tag rollups, which
// must give what the raw attendances of the tagged contacts give (a contact search on top takes the
// raw path), live (rollup + deltas) and once compacted; a contact's tag change, removal or a deleted
// tag moves its attendances' figures, and an attendance opened for a tagged contact carries the tag.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { attendanceFacts } from '../../src/modules/reports/facts/attendance-facts.repository.js';
import type { AttendanceFactsScope, FactsGrouping } from '../../src/modules/reports/facts/facts.types.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import {
  SAO_PAULO, compactAll, createRollupChannel, createRollupContact, createRollupDepartment, createRollupOperator, createRollupTag, insertAttendance,
  insertRandomAttendances,
} from '../support/report-rollup-fixtures.js';

let testDb: TestDatabase;
let channelId: string;
let vip: string;
let novo: string;
let contacts: string[];
const period = { from: '2026-01-01', to: '2026-04-30' };
const scope = (tagId?: string): AttendanceFactsScope => ({ channelId, timezone: SAO_PAULO, ...period, ...(tagId ? { tagId } : {}) });
const orm = () => testDb.db.orm;

/** The tag rollups' answer (live and compacted) must equal the raw path's (a search every number matches). */
async function tagged(tagId: string, grouping: FactsGrouping) {
  const live = await attendanceFacts(orm(), scope(tagId), grouping, { withHist: true });
  expect(live).toEqual(await attendanceFacts(orm(), { ...scope(tagId), contact: '5511' }, grouping, { withHist: true }));
  await compactAll(testDb.db);
  expect(await attendanceFacts(orm(), scope(tagId), grouping, { withHist: true })).toEqual(live);
  return live;
}

const opened = async (tagId?: string) => (await attendanceFacts(orm(), scope(tagId), 'none'))[0]?.opened ?? 0;

beforeAll(async () => {
  testDb = await createTestDatabase();
  const db = testDb.db;
  channelId = await createRollupChannel(db);
  vip = await createRollupTag(db, channelId, 'VIP');
  novo = await createRollupTag(db, channelId, 'Novo');
  const operatorIds = [await createRollupOperator(db, channelId, 'Ana'), await createRollupOperator(db, channelId, 'Beto')];
  const departmentIds = [await createRollupDepartment(db, channelId, 'Vendas'), await createRollupDepartment(db, channelId, 'Suporte')];
  // 240 contacts (one attendance each: a contact has one open attendance at most): a third VIP, a third
  // Novo, a third without a tag.
  contacts = [];
  for (let i = 0; i < 240; i++) {
    contacts.push(await createRollupContact(db, channelId, `55119${String(1000000 + i).padStart(8, '0')}`, `Cliente ${i}`, i % 3 === 0 ? vip : i % 3 === 1 ? novo : null));
  }
  await insertRandomAttendances(db, {
    channelId, contactIds: contacts, operatorIds, departmentIds, tabulationIds: [], count: 240, fromIso: '2026-01-05T00:00:00Z', toIso: '2026-04-20T00:00:00Z', seed: 29,
  });
});
afterAll(async () => {
  await testDb.drop();
});

describe('the tag filter read from the tag rollups', () => {
  it('gives the raw attendances of the tagged contacts, per grouping', async () => {
    for (const grouping of ['none', 'day', 'operator', 'department', 'status'] as const) {
      const rows = await tagged(vip, grouping);
      expect(rows.length).toBeGreaterThan(0);
    }
    const raw = await orm().execute<{ n: number }>(sql`
      select count(*)::int as n from attendances a join contacts c on c.id = a.contact_id where c.tag_id = ${vip}`);
    expect(await opened(vip)).toBe(raw.rows[0]?.n);
  });

  it('copies the contact tag onto every attendance and onto one opened later', async () => {
    const stale = await orm().execute<{ n: number }>(sql`
      select count(*)::int as n from attendances a join contacts c on c.id = a.contact_id where a.contact_tag_id is distinct from c.tag_id`);
    expect(stale.rows[0]?.n).toBe(0);
    const before = await opened(novo);
    await insertAttendance(testDb.db, { channelId, contactId: contacts[1]!, status: 'abandoned', createdAt: '2026-04-25T12:00:00Z', finishedAt: '2026-04-25T13:00:00Z' });
    expect(await opened(novo)).toBe(before + 1);
  });

  it('moves a contact’s figures to its new tag, leaving the totals as they were', async () => {
    const total = await opened();
    const [vipBefore, novoBefore] = [await opened(vip), await opened(novo)];
    const moved = await orm().execute<{ n: number }>(sql`select count(*)::int as n from attendances where contact_id = ${contacts[0]!}`);
    const n = moved.rows[0]?.n ?? 0;
    expect(n).toBeGreaterThan(0);
    await orm().execute(sql`update contacts set tag_id = ${novo} where id = ${contacts[0]!}`);
    expect([await opened(vip), await opened(novo), await opened()]).toEqual([vipBefore - n, novoBefore + n, total]);
    await tagged(novo, 'operator');
    await tagged(vip, 'day');
  });

  it('takes the figures out of a tag removed from a contact, and out of a deleted tag', async () => {
    const total = await opened();
    await orm().execute(sql`update contacts set tag_id = null where id = ${contacts[3]!}`);
    await tagged(vip, 'status');
    await orm().execute(sql`delete from tags where id = ${vip}`);
    expect(await opened(vip)).toBe(0);
    await compactAll(testDb.db);
    const left = await orm().execute<{ n: number }>(sql`select count(*)::int as n from report_attendance_tag_daily where tag_id = ${vip}`);
    expect(left.rows[0]?.n).toBe(0);
    expect(await opened()).toBe(total);
  });

  it('gives a survey its attendance’s tag and tabulation and follows their changes (migrations 0030, 0034)', async () => {
    const contactId = contacts[4]!;
    const attendance = await insertAttendance(testDb.db, { channelId, contactId, status: 'finished', createdAt: '2026-04-26T12:00:00Z', finishedAt: '2026-04-26T12:30:00Z' });
    await orm().execute(sql`insert into attendance_surveys (attendance_id, channel_id, status, score, sent_at, answered_at)
      values (${attendance}, ${channelId}, 'answered', 5, '2026-04-26T12:30:00Z', '2026-04-26T12:31:00Z')`);
    const tagOf = async () => (await orm().execute<{ tag: string | null }>(sql`select contact_tag_id as tag from attendance_surveys where attendance_id = ${attendance}`)).rows[0]?.tag;
    expect(await tagOf()).toBe(novo);
    await orm().execute(sql`update contacts set tag_id = null where id = ${contactId}`);
    expect(await tagOf()).toBeNull();
    await orm().execute(sql`update contacts set tag_id = ${novo} where id = ${contactId}`);
    expect(await tagOf()).toBe(novo);
    // The tabulation too (migration 0034): copied at creation, followed when it is changed later.
    const tabulationOf = async () => (await orm().execute<{ tab: string | null }>(sql`select tabulation_id as tab from attendance_surveys where attendance_id = ${attendance}`)).rows[0]?.tab;
    expect(await tabulationOf()).toBeNull();
    const tabulation = '7d6b1f0e-2c1a-4b8e-9f00-000000000034';
    await orm().execute(sql`update attendances set tabulation_id = ${tabulation} where id = ${attendance}`);
    expect(await tabulationOf()).toBe(tabulation);
  });

  it('rebuilds the tag rollups with the rest when the zone changes twice', async () => {
    const before = await tagged(novo, 'day');
    await orm().execute(sql`update channels set timezone = 'America/Manaus' where id = ${channelId}`);
    await orm().execute(sql`update channels set timezone = ${SAO_PAULO} where id = ${channelId}`);
    expect(await tagged(novo, 'day')).toEqual(before);
  });
});

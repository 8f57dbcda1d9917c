// The local-day rollups of migration 0036: messages per local day and the inbound heatmap per local
// month (folded by the compactor), survey figures per local day × department × operator (a trigger),
// and the day × status rollup keyed by department. Each must answer what the raw rows answer, live and
// once compacted, over periods that cut months in every way; a channel's new zone rebuilds them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { attendanceStatuses, reportPageBodySchema } from '@atende/contract';
import { attendanceFacts } from '../../src/modules/reports/facts/attendance-facts.repository.js';
import { messageFigures, messagesSentByOperator } from '../../src/modules/reports/facts/message-facts.repository.js';
import { surveyAverage } from '../../src/modules/reports/attendance-report.repository.js';
import { countAnswers, countSent, scoreGroups } from '../../src/modules/reports/survey-report.repository.js';
import type { ReportRequest } from '../../src/modules/reports/report-table.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import {
  SAO_PAULO, compactAll, createRollupChannel, createRollupContact, createRollupDepartment, createRollupOperator, insertRandomAttendances, seededRandom,
} from '../support/report-rollup-fixtures.js';

let testDb: TestDatabase;
let channelId: string;
let operators: string[];
let departments: string[];
let zone = SAO_PAULO;
const orm = () => testDb.db.orm;

/** Whole year, months cut at both ends (read whole minus days, and as days), inside one month, one day. */
const PERIODS = [
  { from: '2026-01-01', to: '2026-12-31' },
  { from: '2026-01-03', to: '2026-03-20' },
  { from: '2026-01-25', to: '2026-04-05' },
  { from: '2026-02-01', to: '2026-02-28' },
  { from: '2026-02-10', to: '2026-02-17' },
  { from: '2026-03-08', to: '2026-03-08' },
];

/** Every figure straight from the messages, in `zone`. */
async function rawMessages(period: { from: string; to: string }, operatorId?: string) {
  const where = sql`channel_id = ${channelId} and (created_at at time zone ${zone})::date between ${period.from}::date and ${period.to}::date
    ${operatorId ? sql`and operator_id = ${operatorId}` : sql``}`;
  const days = await orm().execute<{ day: string; inbound: number; outbound: number }>(sql`
    select to_char((created_at at time zone ${zone})::date, 'YYYY-MM-DD') as day, count(*) filter (where direction = 'in')::int as inbound,
           count(*) filter (where direction = 'out')::int as outbound from messages where ${where} group by 1 order by 1`);
  const cells = await orm().execute<{ weekday: number; hour: number; n: number }>(sql`
    select extract(dow from created_at at time zone ${zone})::int as weekday, extract(hour from created_at at time zone ${zone})::int as hour,
           count(*)::int as n from messages where ${where} and direction = 'in' group by 1, 2`);
  const heatmap = Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0));
  for (const c of cells.rows) heatmap[c.weekday]![c.hour] = c.n;
  const perDay = days.rows.map((d) => ({ day: d.day, inbound: d.inbound, outbound: d.outbound }));
  const totals = perDay.reduce((t, d) => ({ inbound: t.inbound + d.inbound, outbound: t.outbound + d.outbound }), { inbound: 0, outbound: 0 });
  const sent = await orm().execute<{ operator_id: string; n: number }>(sql`
    select operator_id, count(*)::int as n from messages where ${where} and direction = 'out' and operator_id is not null group by 1`);
  return { figures: { totals, perDay, heatmap }, sent: new Map(sent.rows.map((r) => [r.operator_id, r.n])) };
}

async function expectMessagesAsRaw() {
  for (const period of PERIODS) {
    for (const operatorId of [undefined, operators[0]]) {
      const scope = { channelId, timezone: zone, ...period, operatorId };
      const raw = await rawMessages(period, operatorId);
      expect(await messageFigures(orm(), scope)).toEqual(raw.figures);
      expect(await messagesSentByOperator(orm(), scope)).toEqual(raw.sent);
    }
  }
}

const request = (period: { from: string; to: string }, filters: Record<string, unknown> = {}): ReportRequest => ({
  channelId,
  timezone: zone,
  period: { ...period, timezone: zone, days: 1 },
  query: reportPageBodySchema.parse({ period: 'custom', ...period, ...filters }),
});

/** The survey figures the rollup gives, beside the answers' own (every status selected: the raw path). */
async function expectSurveysAsRaw() {
  const everyStatus = { status: [...attendanceStatuses] };
  for (const period of PERIODS) {
    for (const filters of [{}, { operatorId: operators[1] }, { departmentId: departments[0] }]) {
      const fromRollup = request(period, filters);
      const fromAnswers = request(period, { ...filters, ...everyStatus });
      expect(await countSent(orm(), fromRollup)).toBe(await countSent(orm(), fromAnswers));
      expect(await countAnswers(orm(), fromRollup)).toBe(await countAnswers(orm(), fromAnswers));
      expect(await scoreGroups(orm(), fromRollup)).toEqual(await scoreGroups(orm(), fromAnswers));
      expect(await surveyAverage(orm(), fromRollup)).toBe(await surveyAverage(orm(), fromAnswers));
    }
  }
  const zeros = await orm().execute<{ n: number }>(sql`
    select count(*)::int as n from report_survey_daily where sent = 0 and s1 = 0 and s2 = 0 and s3 = 0 and s4 = 0 and s5 = 0`);
  expect(zeros.rows[0]?.n).toBe(0);
}

async function expectDayStatusAsRaw() {
  for (const period of PERIODS.slice(0, 3)) {
    for (const departmentId of [undefined, departments[0], departments[1]]) {
      const scope = { channelId, timezone: zone, ...period, departmentId };
      const rows = await attendanceFacts(orm(), scope, 'dayStatus');
      expect(rows).toEqual(await attendanceFacts(orm(), { ...scope, contact: '5511' }, 'dayStatus'));
    }
  }
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  const db = testDb.db;
  channelId = await createRollupChannel(db);
  operators = [await createRollupOperator(db, channelId, 'Ana'), await createRollupOperator(db, channelId, 'Beto')];
  departments = [await createRollupDepartment(db, channelId, 'Vendas'), await createRollupDepartment(db, channelId, 'Suporte')];
  const contacts: string[] = [];
  for (let i = 0; i < 160; i++) contacts.push(await createRollupContact(db, channelId, `55119${String(2000000 + i).padStart(8, '0')}`, `Cliente ${i}`));
  await insertRandomAttendances(db, {
    channelId, contactIds: contacts, operatorIds: operators, departmentIds: departments, tabulationIds: [], count: 160,
    fromIso: '2026-01-02T00:00:00Z', toIso: '2026-04-10T00:00:00Z', seed: 36,
  });
  // Messages at random minutes around local midnights and month ends, in, out by an operator and out by nobody.
  const rnd = seededRandom(360);
  const t0 = Date.parse('2026-01-01T00:00:00Z');
  const span = Date.parse('2026-04-15T00:00:00Z') - t0;
  const rows = Array.from({ length: 700 }, () => {
    const direction = rnd() < 0.55 ? 'in' : 'out';
    const operatorId = direction === 'out' && rnd() < 0.7 ? operators[Math.floor(rnd() * 2)]! : null;
    const at = new Date(t0 + Math.floor(rnd() * span)).toISOString();
    return sql`(${channelId}::uuid, ${contacts[Math.floor(rnd() * contacts.length)]!}::uuid, ${direction}, 'text', '{}'::jsonb, 'sent', ${at}::timestamptz, ${operatorId}::uuid)`;
  });
  await orm().execute(sql`insert into messages (channel_id, contact_id, direction, type, content, status, created_at, operator_id)
    values ${sql.join(rows, sql`, `)}`);
  // A survey for each finished attendance: sent at its end, most answered within hours (some across midnight), a few not.
  await orm().execute(sql`
    insert into attendance_surveys (attendance_id, channel_id, operator_id, department_id, status, score, sent_at, answered_at)
    select a.id, a.channel_id, a.operator_id, a.department_id,
           case when (abs(hashtext(a.id::text)) % 10) < 8 then 'answered' else 'pending' end,
           case when (abs(hashtext(a.id::text)) % 10) < 8 then (1 + abs(hashtext(a.id::text || 's')) % 5)::smallint end,
           a.finished_at,
           case when (abs(hashtext(a.id::text)) % 10) < 8 then a.finished_at + make_interval(mins => abs(hashtext(a.id::text || 'm')) % 900) end
      from attendances a where a.channel_id = ${channelId} and a.finished_at is not null`);
});
afterAll(async () => {
  await testDb.drop();
});

describe('messages per local day and the inbound heatmap per local month', () => {
  it('answer what the messages give, from the deltas and once compacted', async () => {
    await expectMessagesAsRaw();
    await compactAll(testDb.db);
    const daily = await orm().execute<{ n: number }>(sql`select count(*)::int as n from report_message_daily where channel_id = ${channelId}`);
    expect(daily.rows[0]?.n).toBeGreaterThan(0);
    await expectMessagesAsRaw();
  });

  it('add new messages on top of the folded ones', async () => {
    const contact = await createRollupContact(testDb.db, channelId, '5511988887777');
    await orm().execute(sql`insert into messages (channel_id, contact_id, direction, type, content, status, created_at)
      values (${channelId}, ${contact}, 'in', 'text', '{}', 'sent', '2026-02-28T02:59:00Z'), (${channelId}, ${contact}, 'in', 'text', '{}', 'sent', '2026-03-01T03:00:00Z')`);
    await expectMessagesAsRaw();
    await compactAll(testDb.db);
    await expectMessagesAsRaw();
  });
});

describe('survey figures per local day, department and operator', () => {
  it('answer what the surveys give: sent, responses, mean, CSAT and distribution by operator and department', async () => {
    const answered = await orm().execute<{ n: number }>(sql`select count(*)::int as n from attendance_surveys where channel_id = ${channelId} and score is not null`);
    expect(answered.rows[0]?.n).toBeGreaterThan(40);
    await expectSurveysAsRaw();
  });

  it('follow an answer, a score changed, a survey moved to another operator and department, and a deleted attendance', async () => {
    const pending = await orm().execute<{ id: string }>(sql`select attendance_id as id from attendance_surveys where channel_id = ${channelId} and score is null limit 1`);
    await orm().execute(sql`update attendance_surveys set status = 'answered', score = 5, answered_at = sent_at + interval '20 hours' where attendance_id = ${pending.rows[0]!.id}`);
    await orm().execute(sql`update attendance_surveys set score = 1 where attendance_id in (select attendance_id from attendance_surveys where channel_id = ${channelId} and score = 4 limit 3)`);
    await orm().execute(sql`update attendance_surveys set operator_id = ${operators[1]!}, department_id = ${departments[1]!}
      where attendance_id in (select attendance_id from attendance_surveys where channel_id = ${channelId} and operator_id is distinct from ${operators[1]!} limit 5)`);
    // A comment alone changes no figure (and fires nothing).
    await orm().execute(sql`update attendance_surveys set comment = 'ótimo' where channel_id = ${channelId}`);
    const gone = await orm().execute<{ id: string }>(sql`select attendance_id as id from attendance_surveys where channel_id = ${channelId} and score is not null limit 2`);
    await orm().execute(sql`delete from attendances where id = any(${`{${gone.rows.map((r) => r.id).join(',')}}`}::uuid[])`);
    await expectSurveysAsRaw();
  });
});

describe('the day × status rollup keyed by department', () => {
  it('answers a per-day chart with and without the department filter as the raw attendances do', async () => {
    await expectDayStatusAsRaw();
    await compactAll(testDb.db);
    await expectDayStatusAsRaw();
  });
});

describe('a new zone for the channel', () => {
  it('rebuilds the message and survey rollups in it at once', async () => {
    await orm().execute(sql`update channels set timezone = 'Asia/Tokyo' where id = ${channelId}`);
    zone = 'Asia/Tokyo';
    await expectMessagesAsRaw();
    await expectSurveysAsRaw();
    const contact = await createRollupContact(testDb.db, channelId, '5511977776666');
    await orm().execute(sql`insert into messages (channel_id, contact_id, direction, type, content, status, created_at, operator_id)
      values (${channelId}, ${contact}, 'out', 'text', '{}', 'sent', '2026-01-31T15:30:00Z', ${operators[0]!})`);
    await compactAll(testDb.db);
    await expectMessagesAsRaw();
  });
});

// Attendances with known moments for /reportAttendance, /reportAverage, /reportTabulation and the
// dashboard's week (the rollup's triggers fill the facts on insert). São Paulo is UTC-3: 02:30Z on
// 9 March is 23:30 of the 8th. Hand-computed figures for the period 8–9 March 2026:
//   A1 Maria (VIP)  Vendas  ana   Resolvido finished   wait 60 s, first response 30 s, handle 600 s (8th)
//   A2 João         Vendas  beto  Resolvido finished   wait 120 s, first 90 s (8th), finish at 23:30 of the 8th: handle 48,470 s
//   A3 Pedro        Suporte ana   Venda     finished   opened 23:40 of the 8th; wait 1,800 s, first 20 s, handle 1,800 s on the 9th
//   A4 Zé           —       —     —         finished   the bot alone (9th)
//   A5 Maria (VIP)  Suporte —     —         abandoned  (9th)
//   A6 João         Vendas  beto  —         in_attendance, wait 45 s (9th)
//   A7 Pedro        —       ana   Resolvido finished   7 March: wait 30 s, handle 3,570 s (outside the period)
// plus one attendance of the other company on the 8th. Surveys: A1 5 (8th), A2 2 (23:45 of the 8th),
// A3 4 (00:30 of the 10th, outside).
import { afterAll, beforeAll } from 'vitest';
import { sql } from 'drizzle-orm';
import { insertContact, one, reportCompany, type ReportCompany } from './report-company-fixtures.js';

export type AttendanceReportCompany = ReportCompany & { venda: string; ids: Record<'a1' | 'a2' | 'a3' | 'a4' | 'a5' | 'a6' | 'a7', string> };

type Moments = { created: string; queued?: string; assigned?: string; firstResponse?: string; finished?: string };

export async function attendanceReportCompany(prefix: string): Promise<AttendanceReportCompany> {
  const rc = await reportCompany(prefix);
  const { t, channelId, ana, beto, vendas, suporte, vip, resolvido } = rc;
  const venda = (await one<{ id: string }>(t, sql`insert into tabulations (channel_id, name) values (${channelId}, 'Venda') returning id`)).id;
  const maria = await insertContact(t, channelId, '5511911110001', 'Maria Silva', { tagId: vip });
  const joao = await insertContact(t, channelId, '5511911110002', 'João Souza');
  const pedro = await insertContact(t, channelId, '5511911110003', 'Pedro');
  const ze = await insertContact(t, channelId, '5511911110004', 'Zé');

  const insert = async (channel: string, contactId: string, status: string, keys: { dept?: string; op?: string; tab?: string }, m: Moments) =>
    (
      await one<{ id: string }>(
        t,
        sql`insert into attendances (channel_id, contact_id, status, department_id, operator_id, tabulation_id, created_at, last_message_at,
                                     queued_at, assigned_at, first_response_at, finished_at)
            values (${channel}, ${contactId}, ${status}, ${keys.dept ?? null}, ${keys.op ?? null}, ${keys.tab ?? null}, ${m.created}, ${m.created},
                    ${m.queued ?? null}, ${m.assigned ?? null}, ${m.firstResponse ?? null}, ${m.finished ?? null}) returning id`,
      )
    ).id;

  const ids = {
    a1: await insert(channelId, maria, 'finished', { dept: vendas, op: ana.id, tab: resolvido }, {
      created: '2026-03-08T12:00:00Z', queued: '2026-03-08T12:00:00Z', assigned: '2026-03-08T12:01:00Z', firstResponse: '2026-03-08T12:01:30Z', finished: '2026-03-08T12:11:00Z',
    }),
    a2: await insert(channelId, joao, 'finished', { dept: vendas, op: beto.id, tab: resolvido }, {
      created: '2026-03-08T13:00:00Z', queued: '2026-03-08T13:00:10Z', assigned: '2026-03-08T13:02:10Z', firstResponse: '2026-03-08T13:03:40Z', finished: '2026-03-09T02:30:00Z',
    }),
    a3: await insert(channelId, pedro, 'finished', { dept: suporte, op: ana.id, tab: venda }, {
      created: '2026-03-09T02:40:00Z', queued: '2026-03-09T02:40:00Z', assigned: '2026-03-09T03:10:00Z', firstResponse: '2026-03-09T03:10:20Z', finished: '2026-03-09T03:40:00Z',
    }),
    a4: await insert(channelId, ze, 'finished', {}, { created: '2026-03-09T12:00:00Z', finished: '2026-03-09T12:05:00Z' }),
    a5: await insert(channelId, maria, 'abandoned', { dept: suporte }, { created: '2026-03-09T14:00:00Z', queued: '2026-03-09T14:00:00Z', finished: '2026-03-09T14:30:00Z' }),
    a6: await insert(channelId, joao, 'in_attendance', { dept: vendas, op: beto.id }, { created: '2026-03-09T15:00:00Z', queued: '2026-03-09T15:00:00Z', assigned: '2026-03-09T15:00:45Z' }),
    a7: await insert(channelId, pedro, 'finished', { op: ana.id, tab: resolvido }, {
      created: '2026-03-07T12:00:00Z', queued: '2026-03-07T12:00:00Z', assigned: '2026-03-07T12:00:30Z', finished: '2026-03-07T13:00:00Z',
    }),
  };
  const stranger = await insertContact(t, rc.other.channelId, '5511911110001', 'Maria de Outra');
  await insert(rc.other.channelId, stranger, 'finished', {}, {
    created: '2026-03-08T12:00:00Z', queued: '2026-03-08T12:00:00Z', assigned: '2026-03-08T12:00:05Z', firstResponse: '2026-03-08T12:00:06Z', finished: '2026-03-08T12:30:00Z',
  });
  const survey = (attendanceId: string, operatorId: string, score: number, answeredAt: string) =>
    t.ctx.db.orm.execute(sql`insert into attendance_surveys (attendance_id, channel_id, operator_id, status, score, sent_at, answered_at)
                             values (${attendanceId}, ${channelId}, ${operatorId}, 'answered', ${score}, ${answeredAt}, ${answeredAt})`);
  await survey(ids.a1, ana.id, 5, '2026-03-08T12:15:00Z');
  await survey(ids.a2, beto.id, 2, '2026-03-09T02:45:00Z');
  await survey(ids.a3, ana.id, 4, '2026-03-10T03:30:00Z');
  return { ...rc, venda, ids };
}

/** The period every figure above is computed for. */
export const MARCH_8_TO_9 = { period: 'custom', from: '2026-03-08', to: '2026-03-09' } as const;

/** What MARCH_8_TO_9 resolves to in the company's zone (each answer's `period`). */
export const MARCH_8_TO_9_PERIOD = { from: '2026-03-08', to: '2026-03-09', timezone: 'America/Sao_Paulo', days: 2 };

/** The company of one test file: made before its tests (handed to `made`), closed after them. */
export function attendanceReportCompanyPerFile(prefix: string, made: (company: AttendanceReportCompany) => void): void {
  let company: AttendanceReportCompany | undefined;
  beforeAll(async () => {
    company = await attendanceReportCompany(prefix);
    made(company);
  });
  afterAll(async () => {
    await company?.close();
  });
}

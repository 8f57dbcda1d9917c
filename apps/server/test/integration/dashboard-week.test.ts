// GET /api/dashboard/week: the last 7 local days (today included, "today" at the app's clock:
// 10 March 2026 in São Paulo) from the reports' rollup, on the hand-computed attendances of
// report-attendance-fixtures.ts, and each live operator's load now.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { auth } from '../support/test-app.js';
import { createOperator } from '../support/operator-fixtures.js';
import { attendanceReportCompanyPerFile, type AttendanceReportCompany } from '../support/report-attendance-fixtures.js';

let c: AttendanceReportCompany;
const week = (token: string) => c.t.app.inject({ method: 'GET', url: '/api/dashboard/week', headers: auth(token) });
const empty = (day: string) => ({ day, opened: 0, finished: 0, waitSeconds: null, handleSeconds: null });

attendanceReportCompanyPerFile('rel-week', (made) => (c = made));

describe('dashboard week', () => {
  it('gives opened, finished, TME and TMA for each of the last 7 local days', async () => {
    const res = await week(c.owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().week.days).toEqual([
      empty('2026-03-04'),
      empty('2026-03-05'),
      empty('2026-03-06'),
      { day: '2026-03-07', opened: 1, finished: 1, waitSeconds: 30, handleSeconds: 3570 },
      // A2 finished at 23:30 of the 8th: it counts on the 8th; A3 opened at 23:40 of the 8th.
      { day: '2026-03-08', opened: 3, finished: 2, waitSeconds: 90, handleSeconds: 24535 },
      // A3's wait (1,800 s) ends at 00:10 of the 9th, A6's (45 s) too; A4 is the bot's, no handling time.
      { day: '2026-03-09', opened: 3, finished: 2, waitSeconds: 923, handleSeconds: 1800 },
      empty('2026-03-10'),
    ]);
  });

  it("lists each live operator's attendances in attendance now, online or not, and their limit", async () => {
    const gone = await createOperator(c.t, c.owner, 'rel-week-gone');
    await c.t.ctx.db.orm.execute(sql`update operators set deleted_at = now() where id = ${gone.id}`);
    await c.t.ctx.db.orm.execute(sql`update operators set status = true, max_attendances = 3 where id = ${c.ana.id}`);
    expect((await week(c.owner)).json().week.operators).toEqual([
      { _id: c.ana.id, name: 'Operador rel-week-ana', online: true, open: 0, maxAttendances: 3 },
      { _id: c.beto.id, name: 'Operador rel-week-beto', online: false, open: 1, maxAttendances: 10 },
    ]);
  });

  it('shows another company only its own figures', async () => {
    const theirs = (await week(c.other.ownerToken)).json().week;
    expect(theirs.days[4]).toEqual({ day: '2026-03-08', opened: 1, finished: 1, waitSeconds: 5, handleSeconds: 1795 });
    expect(theirs.days.reduce((n: number, d: { opened: number }) => n + d.opened, 0)).toBe(1);
    expect(theirs.operators).toEqual([]);
  });

  it('is for the owner and every manager of the channel; operators are refused', async () => {
    expect((await week(c.withoutReports.token)).statusCode).toBe(200);
    expect((await week(c.ana.token)).statusCode).toBe(403);
    expect((await c.t.app.inject({ method: 'GET', url: '/api/dashboard/week' })).statusCode).toBe(401);
  });
});

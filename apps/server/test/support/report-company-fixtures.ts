// A company for the report tests of /reportSurvey, /reportStats and /reportCampaign: a fixed clock,
// departments, operators, a tag and a tabulation, and rows written straight in SQL with known moments,
// plus a second company whose rows must never appear. The channel's zone is America/Sao_Paulo (UTC-3,
// no daylight saving since 2019), so 23:30 local on 8 March is 02:30Z on 9 March.
import { sql, type SQL } from 'drizzle-orm';
import { auth, createCompany, createTestApp, type TestApp } from './test-app.js';
import { createDepartment, createManager, createOperator, type TestManager, type TestOperator } from './operator-fixtures.js';

/** 10 March 2026, 12:00 in São Paulo: "today" of every test that uses the fixed clock. */
export const REPORT_NOW = new Date('2026-03-10T15:00:00Z');

export type ReportCompany = {
  t: TestApp;
  owner: string;
  channelId: string;
  other: { channelId: string; ownerToken: string };
  ana: TestOperator;
  beto: TestOperator;
  vendas: string;
  suporte: string;
  vip: string;
  resolvido: string;
  /** Managers of the company with and without Reports. */
  withReports: TestManager;
  withoutReports: TestManager;
  close: () => Promise<void>;
};

export async function one<T>(t: TestApp, query: SQL): Promise<T> {
  return (await t.ctx.db.orm.execute<T & Record<string, unknown>>(query)).rows[0] as T;
}

export async function reportCompany(prefix: string, options: { queue?: boolean; config?: Record<string, string> } = {}): Promise<ReportCompany> {
  const t = await createTestApp({
    clock: () => REPORT_NOW,
    ...(options.queue === undefined ? {} : { queue: options.queue }),
    ...(options.config ? { config: options.config } : {}),
  });
  const company = await createCompany(t, { name: `Relatórios ${prefix}`, channelNumber: '5511955550001', ownerLogin: `${prefix}-dona` });
  const other = await createCompany(t, { name: `Outra ${prefix}`, channelNumber: '5511955550002', ownerLogin: `${prefix}-outra` });
  const { channelId, ownerToken: owner } = company;
  const ana = await createOperator(t, owner, `${prefix}-ana`);
  const beto = await createOperator(t, owner, `${prefix}-beto`);
  const vendas = await createDepartment(t, channelId, 'Vendas');
  const suporte = await createDepartment(t, channelId, 'Suporte');
  const vip = (await one<{ id: string }>(t, sql`insert into tags (channel_id, name, color) values (${channelId}, 'VIP', '#ff0000') returning id`)).id;
  const resolvido = (await one<{ id: string }>(t, sql`insert into tabulations (channel_id, name) values (${channelId}, 'Resolvido') returning id`)).id;
  const withReports = await createManager(t, owner, `${prefix}-gerente-rel`, ['Reports']);
  const withoutReports = await createManager(t, owner, `${prefix}-gerente-sem`, ['Contacts']);
  return { t, owner, channelId, other, ana, beto, vendas, suporte, vip, resolvido, withReports, withoutReports, close: () => t.close() };
}

export async function insertContact(t: TestApp, channelId: string, number: string, name: string, extra: { tagId?: string | null; createdAt?: string } = {}): Promise<string> {
  const createdAt = extra.createdAt ?? '2026-01-01T12:00:00Z';
  return (
    await one<{ id: string }>(
      t,
      sql`insert into contacts (channel_id, number, name, tag_id, created_at) values (${channelId}, ${number}, ${name}, ${extra.tagId ?? null}, ${createdAt}) returning id`,
    )
  ).id;
}

export type AttendanceFixture = {
  channelId: string;
  contactId: string;
  status: string;
  createdAt: string;
  departmentId?: string | null;
  operatorId?: string | null;
  tabulationId?: string | null;
  assignedAt?: string | null;
  finishedAt?: string | null;
};

export async function insertAttendance(t: TestApp, a: AttendanceFixture): Promise<string> {
  return (
    await one<{ id: string }>(
      t,
      sql`insert into attendances (channel_id, contact_id, status, department_id, operator_id, tabulation_id, created_at, last_message_at, assigned_at, finished_at)
          values (${a.channelId}, ${a.contactId}, ${a.status}, ${a.departmentId ?? null}, ${a.operatorId ?? null}, ${a.tabulationId ?? null},
                  ${a.createdAt}, ${a.createdAt}, ${a.assignedAt ?? null}, ${a.finishedAt ?? null}) returning id`,
    )
  ).id;
}

/** POST a report endpoint as `token`; the parsed body and the status. */
export async function postReport<T = Record<string, unknown>>(t: TestApp, token: string, url: string, body: Record<string, unknown> = {}) {
  const res = await t.app.inject({ method: 'POST', url, headers: auth(token), payload: body });
  return { status: res.statusCode, body: res.json<T>() };
}

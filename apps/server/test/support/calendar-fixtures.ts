// The operator's calendar through the real app with its job queue: the demo company with two operators
// (Ana, Bia) and their contacts, a second company with an operator and a contact, and the calendar's
// HTTP moves plus the reminder jobs pg-boss holds. One harness per test file:
//   const h = calendarHarness(); beforeAll(h.start); afterAll(h.stop);
import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import type { CalendarEvent } from '@atende/contract';
import { auth, createCompany, type TestApp } from './test-app.js';
import { createOperator, startListeningApp, type socketClients, type TestOperator } from './operator-fixtures.js';
import { harnessState } from './harness-state.js';
import { upsertContact } from '../../src/modules/contacts/contacts.repository.js';
import { CALENDAR_REMINDER_QUEUE, type CalendarReminderJob } from '../../src/modules/calendar/jobs/calendar-reminder.job.js';

export const HOUR = 3_600_000;
export const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
export const url = '/api/operator/calendar';
export const range = (from: string, to: string, extra = '') => `${url}?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}${extra}`;
export const wideRange = (extra = '') => range(at(-10 * 24 * HOUR), at(30 * 24 * HOUR), extra);

type State = {
  t: TestApp;
  clients: ReturnType<typeof socketClients>;
  owner: string;
  channelId: string;
  ana: TestOperator;
  bia: TestOperator;
  contactId: string;
  biaContactId: string;
  other: { channelId: string; ownerToken: string };
  otherOperator: TestOperator;
  otherContactId: string;
};

export function calendarHarness() {
  const state = harnessState<State>('the calendar harness');
  const { ready } = state;

  const inWallet = (contact: string, operatorId: string) =>
    ready().t.ctx.db.orm.execute(sql`update contacts set responsible_operator_id = ${operatorId} where id = ${contact}`);
  /** A finished attendance of the contact assigned to the operator. */
  const servedBy = (operatorId: string, contact: string) =>
    ready().t.ctx.db.orm.execute(sql`
      insert into attendances (channel_id, contact_id, status, operator_id, assigned_at, finished_at)
      values (${ready().channelId}, ${contact}, 'finished', ${operatorId}, now(), now())`);

  const post = (token: string, payload: Record<string, unknown>) => ready().t.app.inject({ method: 'POST', url, headers: auth(token), payload });
  const put = (token: string, id: string, payload: Record<string, unknown>) => ready().t.app.inject({ method: 'PUT', url: `${url}/${id}`, headers: auth(token), payload });
  const del = (token: string, id: string) => ready().t.app.inject({ method: 'DELETE', url: `${url}/${id}`, headers: auth(token) });
  const list = async (token: string, path = wideRange()) => {
    const res = await ready().t.app.inject({ method: 'GET', url: path, headers: auth(token) });
    expect(res.statusCode).toBe(200);
    return res.json().events as CalendarEvent[];
  };
  const created = async (token: string, payload: Record<string, unknown>): Promise<CalendarEvent> => {
    const res = await post(token, payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().event as CalendarEvent;
  };
  const scheduledJobs = async (eventId: string) =>
    (
      await ready().t.ctx.db.orm.execute<{ data: CalendarReminderJob; start_after: Date | string }>(
        sql`select data, start_after from pgboss.job where name = ${CALENDAR_REMINDER_QUEUE} and data->>'eventId' = ${eventId} order by created_on`,
      )
    ).rows;

  const harness = {
    start: async () => {
      const { t, clients, owner, channelId } = await startListeningApp({ queue: true });
      const orm = t.ctx.db.orm;
      const ana = await createOperator(t, owner, 'agenda-ana');
      const bia = await createOperator(t, owner, 'agenda-bia');
      // Carla is in Ana's wallet; Carlos was served by Ana (finished); Cláudia is in Bia's wallet.
      const contactId = (await upsertContact(orm, channelId, '5511987650001', 'Carla Cliente')).id;
      const carlos = (await upsertContact(orm, channelId, '5511987650002', 'Carlos Comprador')).id;
      const biaContactId = (await upsertContact(orm, channelId, '5511987650003', 'Cláudia Carteira')).id;
      const other = await createCompany(t, { name: 'Outra Agenda', channelNumber: '5531933334444', ownerLogin: 'outra-agenda' });
      const otherOperator = await createOperator(t, other.ownerToken, 'agenda-outra');
      const otherContactId = (await upsertContact(orm, other.channelId, '5531987650009', 'Carla de Fora')).id;
      state.set({ t, clients, owner, channelId, ana, bia, contactId, biaContactId, other, otherOperator, otherContactId });
      await inWallet(contactId, ana.id);
      await servedBy(ana.id, carlos);
      await inWallet(biaContactId, bia.id);
    },
    stop: async () => {
      state.current()?.clients.closeAll();
      await state.current()?.t.close();
    },
    servedBy,
    post,
    put,
    del,
    list,
    created,
    scheduledJobs,
  };
  return state.expose(harness, ['t', 'clients', 'owner', 'channelId', 'ana', 'bia', 'contactId', 'biaContactId', 'other', 'otherOperator', 'otherContactId']);
}

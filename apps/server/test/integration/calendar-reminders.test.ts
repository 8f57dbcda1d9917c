// Calendar reminders: scheduled in pg-boss, pushed to the calendar owner's sockets, once.
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarReminder } from '@atende/contract';
import { at, calendarHarness, HOUR } from '../support/calendar-fixtures.js';
import { createManager, nextEvent, type TestOperator } from '../support/operator-fixtures.js';
import { sendCalendarReminder } from '../../src/modules/calendar/jobs/calendar-reminder.job.js';

const h = calendarHarness();
beforeAll(h.start);
afterAll(h.stop);
const { put, del, list, created, scheduledJobs } = h;

describe('reminders', () => {
  const socketOf = async (op: TestOperator): Promise<Socket> => h.clients.open(op.token);

  it('reach the operator’s socket at the reminder time, with the title, the time and the contact', async () => {
    const socket = await socketOf(h.ana);
    const arrived = nextEvent<CalendarReminder>(socket, 'calendar.reminder');
    const startsAt = at(30 * 60_000);
    // Due now: the worker picks the job up at once.
    const event = await created(h.ana.token, { title: 'Retornar a Carla', startsAt, remindAt: at(0), contactId: h.contactId });
    expect(await arrived).toEqual({ eventId: event._id, title: 'Retornar a Carla', startsAt, contact: { name: 'Carla Cliente', number: '5511987650001' } });
    const stored = (await list(h.ana.token)).find((e) => e._id === event._id);
    expect(stored?.reminderSentAt).not.toBeNull();
  });

  it('are scheduled for their time, and a deleted event sends none', async () => {
    const socket = await socketOf(h.bia);
    const received: CalendarReminder[] = [];
    socket.on('calendar.reminder', (r: CalendarReminder) => received.push(r));
    const startsAt = at(5 * HOUR);
    const event = await created(h.bia.token, { title: 'Apagado depois', startsAt });
    const jobs = await scheduledJobs(event._id);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]?.data).toEqual({ eventId: event._id, dueAt: startsAt });
    expect(new Date(jobs[0]?.start_after ?? 0).toISOString()).toBe(startsAt);

    expect((await del(h.bia.token, event._id)).statusCode).toBe(200);
    // The job runs at its time (driven here without waiting) and finds nothing to send.
    expect(await sendCalendarReminder(h.t.ctx, { eventId: event._id, dueAt: startsAt }, new Date(startsAt))).toBe(false);

    // A later reminder reaches the socket first: the deleted one was never pushed.
    const next = nextEvent<CalendarReminder>(socket, 'calendar.reminder');
    const later = await created(h.bia.token, { title: 'Este sim', startsAt: at(HOUR), remindAt: at(0) });
    expect((await next).eventId).toBe(later._id);
    expect(received.map((r) => r.eventId)).toEqual([later._id]);
  });

  it('a moved reminder fires at its new time only, and only once', async () => {
    const first = at(6 * HOUR);
    const event = await created(h.ana.token, { title: 'Remarcado', startsAt: at(8 * HOUR), remindAt: first });
    const second = at(7 * HOUR);
    expect((await put(h.ana.token, event._id, { title: 'Remarcado', startsAt: event.startsAt, remindAt: second })).statusCode).toBe(200);
    expect((await scheduledJobs(event._id)).map((j) => j.data.dueAt)).toEqual([first, second]);
    // Unchanged times schedule nothing new.
    expect((await put(h.ana.token, event._id, { title: 'Remarcado de novo', startsAt: event.startsAt, remindAt: second })).statusCode).toBe(200);
    expect(await scheduledJobs(event._id)).toHaveLength(2);

    expect(await sendCalendarReminder(h.t.ctx, { eventId: event._id, dueAt: first }, new Date(first))).toBe(false);
    const [a, b] = await Promise.all([
      sendCalendarReminder(h.t.ctx, { eventId: event._id, dueAt: second }, new Date(second)),
      sendCalendarReminder(h.t.ctx, { eventId: event._id, dueAt: second }, new Date(second)),
    ]);
    expect([a, b].filter(Boolean)).toHaveLength(1);
    expect((await list(h.ana.token)).find((e) => e._id === event._id)?.reminderSentAt).toBe(second);
  });

  it('reach the sessions of the event’s owner whatever their role: a manager’s, the admin’s, an operator’s given by the owner', async () => {
    const manager = await createManager(h.t, h.owner, 'gerente-lembrete', []);
    const admin = await h.t.tokenOf('admin');
    const [managerSocket, adminSocket, ownerSocket, biaSocket] = await Promise.all([h.clients.open(manager.token), h.clients.open(admin), h.clients.open(h.owner), h.clients.open(h.bia.token)]);
    const ownerGot: CalendarReminder[] = [];
    ownerSocket.on('calendar.reminder', (r: CalendarReminder) => ownerGot.push(r));

    const managerArrived = nextEvent<CalendarReminder>(managerSocket, 'calendar.reminder');
    const managerEvent = await created(manager.token, { title: 'Reunião de equipe', startsAt: at(HOUR), remindAt: at(0), contactId: h.contactId });
    expect(await managerArrived).toMatchObject({ eventId: managerEvent._id, contact: { name: 'Carla Cliente', number: '5511987650001' } });

    const adminArrived = nextEvent<CalendarReminder>(adminSocket, 'calendar.reminder');
    const adminEvent = await created(admin, { title: 'Renovar o domínio', startsAt: at(HOUR), remindAt: at(0) });
    expect(await adminArrived).toMatchObject({ eventId: adminEvent._id, title: 'Renovar o domínio', contact: null });

    const biaArrived = nextEvent<CalendarReminder>(biaSocket, 'calendar.reminder');
    const forBia = await created(h.owner, { title: 'Ligar para a Cláudia', startsAt: at(HOUR), remindAt: at(0), operatorId: h.bia.id });
    expect((await biaArrived).eventId).toBe(forBia._id);
    // The owner who wrote it in Bia's calendar is not reminded: only the calendar's owner is.
    expect(ownerGot).toEqual([]);
  });

  it('an event whose time is long past schedules no reminder', async () => {
    const old = await created(h.ana.token, { title: 'Registro antigo', startsAt: at(-48 * HOUR) });
    expect(await scheduledJobs(old._id)).toHaveLength(0);
  });
});

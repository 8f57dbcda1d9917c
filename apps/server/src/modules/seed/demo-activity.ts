// The demo team's traces besides conversations: their sign-ins and sign-outs over the 60 days (the
// access log), a few calendar events around today (none today, so no reminder pops up at once),
// and a spam number in the blacklist.
import type { accessLogs, blacklistNumbers, calendarEvents } from '../../schema/index.js';
import type { DemoContact } from './demo-conversation.js';
import type { HistoryOperator } from './demo-history.js';
import { HISTORY_DAYS } from './demo-history.js';
import type { Random } from './demo-random.js';
import { addDays, localDate, weekdayOf, zonedInstant } from './demo-time.js';

type AccessLogInsert = typeof accessLogs.$inferInsert;
type CalendarInsert = typeof calendarEvents.$inferInsert;

export type TeamMember = HistoryOperator & { userId: string; login: string };
export type Office = { userId: string; login: string };

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const browsers = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
];

/** Sign-ins at the start of each shift and sign-outs at its end; the owner and manager most weekdays. */
export function accessHistory(rng: Random, channelId: string, team: TeamMember[], office: Office[], now: Date, timeZone: string): AccessLogInsert[] {
  const today = localDate(now, timeZone);
  const rows: AccessLogInsert[] = [];
  const ip = () => `177.${rng.int(20, 220)}.${rng.int(0, 255)}.${rng.int(1, 254)}`;
  const entry = (who: { userId: string; login: string }, event: 'login' | 'logout', at: Date, from: string, agent: string) => {
    if (at.getTime() < now.getTime()) rows.push({ id: rng.uuid(), channelId, userId: who.userId, login: who.login, event, ip: from, userAgent: agent, createdAt: at });
  };
  for (let back = HISTORY_DAYS; back >= 0; back--) {
    const day = addDays(today, -back);
    const weekday = weekdayOf(day);
    for (const member of team) {
      if (weekday === 7 && !rng.chance(0.3)) continue;
      const [start, finish] = weekday <= 5 ? [member.hours.weekStartTime, member.hours.weekFinishTime] : weekday === 6 ? [member.hours.satStartTime, member.hours.satFinishTime] : [member.hours.sunStartTime, member.hours.sunFinishTime];
      // An all-day window (Operador Demo) is worked as an ordinary 08:00–18:00 day.
      const from = minutes(start) === 0 ? 8 * 60 : minutes(start);
      const to = minutes(finish) >= 23 * 60 ? 18 * 60 : minutes(finish);
      const address = ip();
      const agent = rng.pick(browsers);
      entry(member, 'login', zonedInstant(day, from + rng.int(-12, 8), timeZone), address, agent);
      entry(member, 'logout', zonedInstant(day, to + rng.int(-5, 15), timeZone), address, agent);
    }
    if (weekday <= 5) {
      for (const person of office) if (rng.chance(0.6)) entry(person, 'login', zonedInstant(day, rng.int(8 * 60, 11 * 60), timeZone), ip(), rng.pick(browsers));
    }
  }
  return rows;
}

const eventTitles = [
  (name: string) => `Ligar para ${name} sobre a troca`,
  (name: string) => `Retornar orçamento para ${name}`,
  (name: string) => `Confirmar entrega com ${name}`,
  (name: string) => `Enviar segunda via para ${name}`,
] as const;

/** A few events per operator in the week around today (none today). */
export function calendarOf(rng: Random, channelId: string, team: TeamMember[], contacts: DemoContact[], now: Date, timeZone: string): CalendarInsert[] {
  const today = localDate(now, timeZone);
  const rows: CalendarInsert[] = [];
  for (const member of team) {
    for (const offset of rng.sample([-4, -2, -1, 1, 2, 3, 5, 6], 3)) {
      const day = addDays(today, offset);
      if (weekdayOf(day) === 7) continue;
      const contact = rng.pick(contacts);
      const startsAt = zonedInstant(day, rng.pick([9, 10, 11, 14, 15, 16]) * 60 + rng.pick([0, 30]), timeZone);
      const remindAt = new Date(startsAt.getTime() - 15 * 60_000);
      rows.push({
        id: rng.uuid(),
        channelId,
        userId: member.userId,
        contactId: contact.id,
        title: rng.pick(eventTitles)(contact.name.split(' ')[0] ?? contact.name),
        description: `Contato: ${contact.name} (+${contact.number})`,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 30 * 60_000),
        remindAt,
        reminderSentAt: offset < 0 ? remindAt : null,
        createdBy: member.userId,
        createdAt: new Date(Math.min(now.getTime(), startsAt.getTime()) - rng.int(1, 3) * 86_400_000),
      });
    }
  }
  return rows;
}

export function blacklistOf(channelId: string, createdBy: string, now: Date): Array<typeof blacklistNumbers.$inferInsert> {
  return [{ channelId, number: '5511930001234', reason: 'Envio repetido de mensagens de propaganda', createdBy, createdAt: new Date(now.getTime() - 20 * 86_400_000) }];
}

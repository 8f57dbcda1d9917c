// The demo store's last 60 days: every business day's finished conversations (weekdays busy,
// Saturdays lighter, the odd Sunday), spread over the departments and the operators on shift; the
// answers to the campaign; and today, some finished, some with an operator (unread messages) and
// some waiting in the queues. A customer never has two conversations at once.
import type { StoreDepartment, StoreOperator } from './demo-catalog.js';
import { storeCities, storeProducts } from './demo-catalog.js';
import {
  buildConversation,
  type AttendanceInsert,
  type Conversation,
  type DemoContact,
  type DemoOperator,
  type MessageInsert,
  type StoreFrame,
  type SurveyInsert,
} from './demo-conversation.js';
import type { Random } from './demo-random.js';
import { scripts } from './demo-scripts.js';
import { addDays, localDate, minuteOfLocalDay, plusSeconds, weekdayOf, zonedInstant } from './demo-time.js';

export const HISTORY_DAYS = 60;

export type HistoryOperator = DemoOperator & Pick<StoreOperator, 'departments' | 'hours' | 'weight'>;

export type HistoryInput = {
  frame: StoreFrame;
  timeZone: string;
  now: Date;
  contacts: DemoContact[];
  operators: HistoryOperator[];
  /** Each department's id and the bot's menu row that leads to it. */
  departments: Record<StoreDepartment, { id: string; rowId: string; rowTitle: string }>;
  campaignReplies: Array<{ contact: DemoContact; at: Date }>;
};

export type History = { attendances: AttendanceInsert[]; messages: MessageInsert[]; surveys: SurveyInsert[] };

/** Opening hours of the store's busy part of the day, per weekday (minutes of the local day). */
const shiftOf = (weekday: number): [number, number] | null => (weekday <= 5 ? [8 * 60, 18 * 60 + 30] : weekday === 6 ? [8 * 60, 13 * 60] : [9 * 60, 13 * 60]);

function worksAt(op: HistoryOperator, weekday: number, minute: number): boolean {
  const [start, finish] = weekday <= 5 ? [op.hours.weekStartTime, op.hours.weekFinishTime] : weekday === 6 ? [op.hours.satStartTime, op.hours.satFinishTime] : [op.hours.sunStartTime, op.hours.sunFinishTime];
  const at = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
  return minute >= at(start) && minute < at(finish);
}

export function buildHistory(rng: Random, input: HistoryInput): History {
  const { frame, timeZone, now } = input;
  const today = localDate(now, timeZone);
  const out: Conversation[] = [];
  const busy = new Map<string, Array<[number, number]>>();
  const isFree = (contactId: string, from: number, to: number) => !(busy.get(contactId) ?? []).some(([a, b]) => from < b && a < to);
  const keep = (c: Conversation, openUntil?: number) => {
    out.push(c);
    const start = c.attendance.createdAt instanceof Date ? c.attendance.createdAt.getTime() : 0;
    busy.set(c.attendance.contactId, [...(busy.get(c.attendance.contactId) ?? []), [start, openUntil ?? c.end.getTime()]]);
  };

  // Regulars write often, others now and then, and some only ever came from an import.
  const weights = input.contacts.map((c, i) => [c, i < 50 ? 5 : i < 120 ? 2 : i < 170 ? 1 : 0] as const).filter(([, w]) => w > 0);
  const contactFor = (from: number, to: number): DemoContact | null => {
    for (let tries = 0; tries < 12; tries++) {
      const c = rng.weighted(weights);
      if (isFree(c.id, from, to)) return c;
    }
    return null;
  };
  const departmentOf = () => rng.weighted<StoreDepartment>([
    ['Vendas', 50],
    ['Suporte', 33],
    ['Financeiro', 17],
  ]);
  const operatorFor = (department: StoreDepartment, contact: DemoContact, at: Date): HistoryOperator => {
    const day = localDate(at, timeZone);
    const minute = minuteOfLocalDay(at, timeZone);
    const members = input.operators.filter((o) => o.departments.includes(department));
    const onShift = members.filter((o) => worksAt(o, weekdayOf(day), minute));
    const pool = onShift.length > 0 ? onShift : members;
    // The contact's wallet operator takes them when on shift in that department.
    const own = pool.find((o) => o.id === contact.responsibleOperatorId);
    if (own && rng.chance(0.8)) return own;
    return rng.weighted(pool.map((o) => [o, o.weight] as const));
  };
  const fillFor = (at: Date): Record<string, string> => {
    const product = rng.pick(storeProducts);
    return {
      produto: product.name.toLowerCase().startsWith('jogo') ? 'o jogo de panelas' : product.name.toLowerCase(),
      preco: product.price,
      pedido: `#${rng.int(41_000, 49_999)}`,
      cidade: rng.pick(storeCities),
      prazo: String(rng.int(2, 7)),
      rastreio: `QB${rng.int(100_000_000, 999_999_999)}BR`,
      vencimento: localDate(plusSeconds(at, 3 * 86_400), timeZone).split('-').reverse().slice(0, 2).join('/'),
    };
  };
  const converse = (contact: DemoContact, start: Date, outcome: 'finished' | 'abandoned', latest: Date): Conversation => {
    const name = departmentOf();
    const operator = outcome === 'abandoned' ? null : operatorFor(name, contact, start);
    const script = rng.pick(scripts.filter((s) => s.department === name));
    return buildConversation(rng, frame, { contact, start, outcome, origin: 'bot', department: input.departments[name], operator, script, fill: fillFor(start), latest });
  };

  // The campaign's answers, each a conversation in status Campanha that a Vendas operator took.
  for (const reply of input.campaignReplies) {
    const operator = operatorFor('Vendas', reply.contact, reply.at);
    const script = rng.pick(scripts.filter((s) => s.department === 'Vendas' && s.tabulation === 'Venda realizada'));
    keep(
      buildConversation(rng, frame, {
        contact: reply.contact,
        start: reply.at,
        outcome: 'finished',
        origin: 'campaign',
        department: input.departments.Vendas,
        operator,
        script: { ...script, lines: script.lines.slice(1) },
        fill: fillFor(reply.at),
        latest: now,
      }),
    );
  }

  // Past days, oldest first.
  for (let back = HISTORY_DAYS; back >= 1; back--) {
    const day = addDays(today, -back);
    const weekday = weekdayOf(day);
    const count = weekday <= 5 ? rng.int(9, 14) : weekday === 6 ? rng.int(4, 7) : rng.int(0, 2);
    const shift = shiftOf(weekday);
    if (!shift) continue;
    for (let i = 0; i < count; i++) {
      const start = plusSeconds(zonedInstant(day, rng.int(shift[0], shift[1]), timeZone), rng.int(0, 59));
      const contact = contactFor(start.getTime() - 3_600_000, start.getTime() + 4 * 3_600_000);
      if (!contact) continue;
      keep(converse(contact, start, rng.chance(0.04) ? 'abandoned' : 'finished', now));
    }
  }

  // Today: finished since the morning (as many as the hours gone by allow), then what is open now.
  const minuteNow = minuteOfLocalDay(now, timeZone);
  const shift = shiftOf(weekdayOf(today));
  const latest = plusSeconds(now, -90);
  if (shift) {
    const from = shift[0];
    const to = Math.min(shift[1], minuteNow - 45);
    const share = Math.max(0, to - from) / (shift[1] - shift[0]);
    const count = Math.round(rng.int(9, 14) * share);
    for (let i = 0; i < count; i++) {
      const start = plusSeconds(zonedInstant(today, rng.int(from, to), timeZone), rng.int(0, 59));
      const contact = contactFor(start.getTime() - 3_600_000, now.getTime() + 86_400_000);
      if (contact) keep(converse(contact, start, 'finished', latest));
    }
  }
  // Open conversations started within the last hour and a half (never before today's midnight).
  const midnight = zonedInstant(today, 0, timeZone).getTime();
  const openStart = (maxMinutes: number) => new Date(Math.max(midnight + 1000, now.getTime() - rng.int(3, maxMinutes) * 60_000));
  const openFor = (start: Date) => contactFor(start.getTime() - 3_600_000, Number.MAX_SAFE_INTEGER);
  const demo = input.operators[0];
  const answering = [demo, demo, demo, ...input.operators.slice(1)].filter((o): o is HistoryOperator => o !== undefined);
  for (const operator of answering) {
    const start = openStart(95);
    const contact = openFor(start);
    if (!contact) continue;
    const name = rng.pick(operator.departments);
    const department = input.departments[name];
    const script = rng.pick(scripts.filter((s) => s.department === name && s.tabulation !== 'Sem retorno'));
    keep(buildConversation(rng, frame, { contact, start, outcome: 'in_attendance', origin: 'bot', department, operator, script, fill: fillFor(start), latest }), Number.MAX_SAFE_INTEGER);
  }
  const places = new Map<StoreDepartment, number>();
  for (const name of ['Vendas', 'Suporte', 'Financeiro', 'Vendas'] as const) {
    const start = openStart(30);
    const contact = openFor(start);
    if (!contact) continue;
    const place = (places.get(name) ?? 0) + 1;
    places.set(name, place);
    const script = rng.pick(scripts.filter((s) => s.department === name));
    keep(
      buildConversation(rng, frame, { contact, start, outcome: 'waiting', origin: 'bot', department: input.departments[name], operator: null, script, fill: fillFor(start), latest, queuePosition: place }),
      Number.MAX_SAFE_INTEGER,
    );
  }

  // Protocols and message order follow time: insert in creation order.
  const byTime = (a: { createdAt?: Date | undefined }, b: { createdAt?: Date | undefined }) => (a.createdAt?.getTime() ?? 0) - (b.createdAt?.getTime() ?? 0);
  return {
    attendances: out.map((c) => c.attendance).sort(byTime),
    messages: out.flatMap((c) => c.messages).sort(byTime),
    surveys: out.flatMap((c) => (c.survey ? [c.survey] : [])),
  };
}

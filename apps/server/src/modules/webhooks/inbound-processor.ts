// Applies normalized provider events to our data: stores each message once, opens or continues the
// customer's attendance and routes it, and moves delivery statuses forward. Idempotent on the
// provider message id, so replays and duplicates change nothing.
//
// Events come in batches (a worker fetches many stored webhooks at once) and a batch is applied in
// one transaction with a handful of set-based statements, whatever its size: per-message round trips
// were what capped intake. If the batch fails as a whole, each stored webhook is retried on its own,
// so one bad event never holds the others back.
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { deliveryRank } from '@atende/contract';
import type { AppContext } from '../../platform/context.js';
import type { InboundEvent, InboundMessage, InboundStatus } from '../../providers/provider.port.js';
import { ensureContacts } from '../contacts/contacts.repository.js';
import { advanceStatuses, idsByProviderIds, insertMessagesOnce, setAttendanceOf, type MessageRow, type StatusUpdate } from '../messages/messages.repository.js';
import { toMessageView } from '../messages/message-view.js';
import { inboundContent } from '../messages/inbound-content.js';
import { lockChannelRouting, lockOpenAttendance, lockOpenAttendances, openAttendance, recordInbound, route, type AttendanceRef } from '../attendances/attendance-engine.js';
import { operatorsOfAttendances } from '../attendances/attendances.repository.js';
import { createChannelConfigCache } from '../channels/channel-config-cache.js';
import { blockedContactIds } from '../blacklist/blacklist-intake.js';

export class StatusBeforeMessageError extends Error {}

/** The events of one stored webhook (its key is the inbox id) for one of our channels. */
export type InboundBatchItem = { key: string; channelId: string; events: InboundEvent[] };

export type InboundProcessorOptions = {
  /**
   * Runs inside the batch transaction with the inbound messages stored just now (their attendance
   * already set): the place to enqueue follow-up work such as media downloads, atomically.
   */
  onStored?: (tx: NodePgDatabase, channelId: string, rows: MessageRow[]) => Promise<void>;
};

type Effects = {
  created: Array<{ row: MessageRow; attendance: AttendanceRef | null }>;
  statuses: Array<{ row: MessageRow; operatorId: string | null }>;
  /** Attendances opened by this batch, routed last; each with the wallet operator to prefer. */
  opened: Array<{ attendance: AttendanceRef; preferredOperatorId: string | null }>;
};

export function createInboundProcessor(ctx: AppContext, options: InboundProcessorOptions = {}) {
  const orm = ctx.db.orm;
  const channels = createChannelConfigCache(ctx);

  /** The customer's open attendance, or a new one (routed at the end of the batch). */
  async function findOrOpen(tx: NodePgDatabase, channelId: string, contactId: string): Promise<{ attendance: AttendanceRef; opened: boolean }> {
    // No chatbot yet: a new conversation goes straight to the (implicit) department queue.
    const created = await openAttendance(tx, channelId, contactId, 'waiting');
    if (created) return { attendance: created, opened: true };
    const raced = await lockOpenAttendance(tx, channelId, contactId);
    if (!raced) throw new Error('attendance vanished while opening');
    return { attendance: raced, opened: false };
  }

  async function applyMessages(tx: NodePgDatabase, channelId: string, portfolio: boolean, incoming: InboundMessage[], effects: Effects): Promise<void> {
    const unique = [...new Map(incoming.map((m) => [m.providerMessageId, m])).values()];
    if (unique.length === 0) return;
    const contacts = await ensureContacts(tx, channelId, unique.map((m) => ({ number: m.from.number, name: m.from.name })));
    const refs = unique.flatMap((m) => [m.context?.providerMessageId, m.reaction?.targetProviderMessageId]).filter((r): r is string => !!r);
    const resolved = await idsByProviderIds(tx, channelId, [...new Set(refs)]);
    const byId = new Map([...contacts.values()].map((c) => [c.id, c]));
    // Blocked numbers: their messages are stored but join no attendance, open none and route nothing.
    const blocked = await blockedContactIds(tx, channelId, [...contacts.values()]);
    const contactIds = [...byId.keys()].filter((id) => !blocked.has(id));
    const open = await lockOpenAttendances(tx, channelId, contactIds);
    const rows = await insertMessagesOnce(
      tx,
      unique.map((m) => {
        const contact = contacts.get(m.from.number);
        if (!contact) throw new Error(`contact ${m.from.number} missing`);
        const { type, content } = inboundContent(m, (id) => resolved.get(id) ?? null);
        return {
          channelId,
          contactId: contact.id,
          attendanceId: open.get(contact.id)?.id ?? null,
          direction: 'in' as const,
          type,
          content,
          status: 'received' as const,
          providerMessageId: m.providerMessageId,
          replyToId: m.context ? (resolved.get(m.context.providerMessageId) ?? null) : null,
          createdAt: m.timestamp,
        };
      }),
    );
    if (rows.length === 0) return;
    // Customers without an open attendance get one, once each, for all their new messages (opened
    // in contact order, so two batches opening the same customers wait for each other, not deadlock).
    const attendanceOf = new Map(open);
    const orphaned = [...new Set(rows.filter((r) => !attendanceOf.has(r.contactId) && !blocked.has(r.contactId)).map((r) => r.contactId))].sort();
    for (const contactId of orphaned) {
      const { attendance, opened } = await findOrOpen(tx, channelId, contactId);
      attendanceOf.set(contactId, attendance);
      if (opened) effects.opened.push({ attendance, preferredOperatorId: portfolio ? (byId.get(contactId)?.responsibleOperatorId ?? null) : null });
      const orphans = rows.filter((r) => r.contactId === contactId && r.attendanceId === null);
      await setAttendanceOf(tx, orphans.map((r) => r.id), attendance.id);
      for (const r of orphans) r.attendanceId = attendance.id;
    }
    const counts = new Map<string, { count: number; lastAt: Date }>();
    for (const row of rows) {
      const id = row.attendanceId;
      if (!id) continue;
      const c = counts.get(id) ?? { count: 0, lastAt: row.createdAt };
      counts.set(id, { count: c.count + 1, lastAt: row.createdAt > c.lastAt ? row.createdAt : c.lastAt });
    }
    await recordInbound(tx, [...counts].map(([attendanceId, c]) => ({ attendanceId, ...c })));
    await options.onStored?.(tx, channelId, rows);
    for (const row of rows) effects.created.push({ row, attendance: attendanceOf.get(row.contactId) ?? null });
  }

  /** Returns the provider ids whose message is not stored yet. */
  async function applyStatuses(tx: NodePgDatabase, channelId: string, incoming: InboundStatus[], effects: Effects): Promise<Set<string>> {
    const furthest = new Map<string, StatusUpdate>();
    for (const s of incoming) {
      const current = furthest.get(s.providerMessageId);
      if (current && deliveryRank[current.status] >= deliveryRank[s.status]) continue;
      const error = s.error ? { code: String(s.error.code), message: s.error.message ?? s.error.title } : null;
      furthest.set(s.providerMessageId, { providerMessageId: s.providerMessageId, status: s.status, error });
    }
    if (furthest.size === 0) return new Set();
    const changed = await advanceStatuses(tx, channelId, [...furthest.values()]);
    const unchanged = [...furthest.keys()].filter((pid) => !changed.some((r) => r.providerMessageId === pid));
    const known = await idsByProviderIds(tx, channelId, unchanged);
    const operators = await operatorsOfAttendances(tx, channelId, changed.map((r) => r.attendanceId).filter((id): id is string => !!id));
    for (const row of changed) effects.statuses.push({ row, operatorId: row.attendanceId ? (operators.get(row.attendanceId) ?? null) : null });
    return new Set(unchanged.filter((pid) => !known.has(pid)));
  }

  async function applyInTransaction(items: InboundBatchItem[]): Promise<{ effects: Effects; failures: Map<string, Error> }> {
    const effects: Effects = { created: [], statuses: [], opened: [] };
    const failures = new Map<string, Error>();
    const channelIds = [...new Set(items.map((i) => i.channelId))].sort();
    // Read before the transaction: on PGlite's one connection a read through the pool inside it would wait forever.
    const found = await Promise.all(channelIds.map((id) => channels.get(id)));
    await orm.transaction(async (tx) => {
      for (const channel of found) {
        if (!channel) continue;
        const channelId = channel.id;
        const mine = items.filter((i) => i.channelId === channelId);
        // Statuses first: this transaction then takes no message lock once it holds an operator's.
        const statuses = mine.flatMap((i) => i.events.filter((e): e is InboundStatus => e.kind === 'status'));
        const missing = await applyStatuses(tx, channelId, statuses, effects);
        // The send job stores the provider id right after the provider answers; a status can still
        // overtake it. Failing that webhook makes it retry a little later instead of losing the status.
        for (const item of mine) {
          const early = item.events.find((e) => e.kind === 'status' && missing.has(e.providerMessageId));
          if (early && early.kind === 'status') failures.set(item.key, new StatusBeforeMessageError(`no message ${early.providerMessageId} yet`));
        }
        const incoming = mine.flatMap((i) => i.events.filter((e): e is InboundMessage => e.kind === 'message'));
        await applyMessages(tx, channelId, channel.config.customerPortfolioEnabled, incoming, effects);
        // Template status updates are applied by the templates module (a later issue).
      }
      // Routing last and one batch at a time per channel: operators' rows are the last locks taken.
      for (const channelId of new Set(effects.opened.map((o) => o.attendance.channelId))) await lockChannelRouting(tx, channelId);
      for (const entry of effects.opened) {
        const routed = await route(tx, entry.attendance, entry.preferredOperatorId);
        Object.assign(entry.attendance, routed);
      }
    });
    return { effects, failures };
  }

  function publish(effects: Effects): void {
    for (const { row, attendance } of effects.created) {
      ctx.bus.emit('message.created', { messageId: row.id, channelId: row.channelId, view: toMessageView(row), operatorId: attendance?.operatorId ?? null });
    }
    for (const { row, operatorId } of effects.statuses) {
      ctx.bus.emit('message.status_changed', { messageId: row.id, channelId: row.channelId, view: toMessageView(row), operatorId });
    }
    for (const { attendance } of effects.opened) {
      ctx.bus.emit('attendance.changed', { attendanceId: attendance.id, channelId: attendance.channelId, previousOperatorId: null });
      // Queued although someone is online: they may only have been busy being assigned just now.
      if (attendance.status === 'waiting') ctx.bus.emit('queue.check', { channelId: attendance.channelId });
    }
  }

  /** Applies a batch; answers the failure of each item that failed (the others are done). */
  async function apply(items: InboundBatchItem[]): Promise<Map<string, Error>> {
    if (items.length === 0) return new Map();
    try {
      const { effects, failures } = await applyInTransaction(items);
      publish(effects);
      return failures;
    } catch (err) {
      const [only] = items;
      if (items.length === 1 && only) return new Map([[only.key, err as Error]]);
      const failures = new Map<string, Error>();
      for (const item of items) for (const [key, error] of await apply([item])) failures.set(key, error);
      return failures;
    }
  }

  async function applyOne(channelId: string, event: InboundEvent): Promise<void> {
    const failure = (await apply([{ key: 'one', channelId, events: [event] }])).get('one');
    if (failure) throw failure;
  }

  return {
    apply,
    message: (channelId: string, m: InboundMessage) => applyOne(channelId, m),
    status: (channelId: string, s: InboundStatus) => applyOne(channelId, s),
  };
}

export type InboundProcessor = ReturnType<typeof createInboundProcessor>;

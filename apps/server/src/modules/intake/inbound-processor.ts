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
import type { InboundEvent, InboundMessage, InboundStatus, InboundTemplateStatus } from '../../providers/provider.port.js';
import { ensureContacts } from '../contacts/contacts.repository.js';
import { adoptProviderIds, advanceStatuses, idsByProviderIds, insertMessagesOnce, setAttendances, type MessageRow, type StatusUpdate } from '../messages/messages.repository.js';
import { toMessageView } from '../messages/message-view.js';
import { inboundContent } from '../messages/inbound-content.js';
import { lockChannelRouting, lockOpenAttendance, lockOpenAttendances, newRoutingMemo, openAttendances, recordInbound, route, type AttendanceRef } from '../attendances/attendance-engine.js';
import { operatorsOfAttendances } from '../attendances/attendances.repository.js';
import { createChannelConfigCache } from '../channels/channel-config-cache.js';
import { blockedContactIds } from '../blacklist/blacklist-intake.js';
import type { ChannelWithConfig } from '../channels/channels.repository.js';
import { createChannelBotCache, type ChannelBot } from '../chatbot/channel-bot-cache.js';
import { emptyEffects, type BotEffects, type BotRuntime, type BotTurn } from '../chatbot/bot-runtime.js';
import { supportsInteractive } from '../chatbot/bot-replies.js';
import { announceQueue, routeRequests, setQueueDue } from '../chatbot/queue-entry.js';
import { fileCampaignReplies, recordCampaignReplies, type CampaignReplyRoute } from '../campaigns/campaign-replies.js';

export class StatusBeforeMessageError extends Error {}

/** The events of one stored webhook (its key is the inbox id) for one of our channels. */
export type InboundBatchItem = { key: string; channelId: string; events: InboundEvent[] };

export type InboundProcessorOptions = {
  /**
   * Runs inside the batch transaction with the inbound messages stored just now (their attendance
   * already set): the place to enqueue follow-up work such as media downloads, atomically.
   */
  onStored?: (tx: NodePgDatabase, channelId: string, rows: MessageRow[]) => Promise<void>;
  /** Meta reviewed a template (applied after the batch commits; a failure retries that webhook). */
  onTemplateStatus?: (channelId: string, event: InboundTemplateStatus) => Promise<void>;
  /** The chatbot and survey (issue 5); without it every new conversation goes straight to a queue. */
  bot?: BotRuntime;
  clock?: () => Date;
};

type Effects = {
  created: Array<{ row: MessageRow; attendance: AttendanceRef | null }>;
  statuses: Array<{ row: MessageRow; operatorId: string | null }>;
  /** Attendances opened by this batch, routed last; each with the wallet operator to prefer. */
  opened: Array<{ attendance: AttendanceRef; preferredOperatorId: string | null }>;
  /** What the bot and the survey decided (routing requests included), per channel. */
  bot: Map<string, BotEffects>;
  /** The bot's and the queue's messages stored by this batch, and the attendances it moved. */
  sent: MessageRow[];
  moved: AttendanceRef[];
  templates: Array<{ key: string; channelId: string; event: InboundTemplateStatus }>;
  /** Campaigns whose messages this batch's customers answered (their live progress changed). */
  replied: Array<{ channelId: string; campaignIds: string[] }>;
};

type BatchChannel = { channel: ChannelWithConfig; bot: ChannelBot };

const botChannel = (channel: ChannelWithConfig) => ({
  id: channel.id,
  timezone: channel.timezone,
  openingHours: channel.openingHours,
  interactive: supportsInteractive(channel.apiType),
});

function mergeEffects(into: BotEffects, from: BotEffects): void {
  into.replies.push(...from.replies);
  into.changed.push(...from.changed);
  into.toRoute.push(...from.toRoute);
  into.reopen.push(...from.reopen);
}

export function createInboundProcessor(ctx: AppContext, options: InboundProcessorOptions = {}) {
  const orm = ctx.db.orm;
  const channels = createChannelConfigCache(ctx);
  const bots = createChannelBotCache(ctx);
  const clock = options.clock ?? (() => new Date());

  /** Each customer's new attendance (in the bot when it is on), or the one another worker just opened. */
  async function openFor(tx: NodePgDatabase, channelId: string, contactIds: string[], inBot: boolean): Promise<Map<string, { attendance: AttendanceRef; opened: boolean }>> {
    const created = await openAttendances(tx, channelId, contactIds, inBot ? 'opened' : 'waiting');
    const out = new Map<string, { attendance: AttendanceRef; opened: boolean }>();
    for (const contactId of contactIds) {
      const mine = created.get(contactId);
      if (mine) {
        out.set(contactId, { attendance: mine, opened: true });
        continue;
      }
      const raced = await lockOpenAttendance(tx, channelId, contactId);
      if (!raced) throw new Error('attendance vanished while opening');
      out.set(contactId, { attendance: raced, opened: false });
    }
    return out;
  }

  /** Conversations opened by answers to campaigns, in status campaign with their department or operator. */
  async function openCampaignReplies(tx: NodePgDatabase, channelId: string, orphaned: string[], replies: Map<string, CampaignReplyRoute>): Promise<Map<string, AttendanceRef>> {
    const contactIds = orphaned.filter((id) => replies.has(id));
    const created = await openAttendances(tx, channelId, contactIds, 'campaign');
    const filed: Array<{ attendanceId: string; route: CampaignReplyRoute }> = [];
    const out = new Map<string, AttendanceRef>();
    for (const contactId of contactIds) {
      const route = replies.get(contactId);
      const mine = created.get(contactId);
      if (mine && route) {
        filed.push({ attendanceId: mine.id, route });
        out.set(contactId, { ...mine, departmentId: route.departmentId, operatorId: route.operatorId });
        continue;
      }
      const raced = await lockOpenAttendance(tx, channelId, contactId);
      if (raced) out.set(contactId, raced);
    }
    await fileCampaignReplies(tx, filed);
    return out;
  }

  /** The bot's and the survey's turns for these attendances' new messages. */
  async function runBot(tx: NodePgDatabase, batch: BatchChannel, attendances: Map<string, AttendanceRef>, rows: MessageRow[], names: Map<string, string | null>, isNew: Set<string>, effects: Effects) {
    const runtime = options.bot;
    if (!runtime) return emptyEffects();
    const turns: BotTurn[] = [];
    for (const [contactId, attendance] of attendances) {
      const own = rows.filter((r) => r.contactId === contactId && r.attendanceId === attendance.id);
      if (own.length) turns.push({ attendance, contactName: names.get(contactId) ?? null, rows: own, isNew: isNew.has(attendance.id) });
    }
    const result = await runtime.run(tx, batch.bot, botChannel(batch.channel), turns, clock());
    const mine = effects.bot.get(batch.channel.id) ?? emptyEffects();
    mergeEffects(mine, result);
    effects.bot.set(batch.channel.id, mine);
    return result;
  }

  /** A customer who writes while queued restarts the queue's abandonment clock. */
  async function refreshQueueClocks(tx: NodePgDatabase, bot: ChannelBot, attendances: AttendanceRef[]): Promise<void> {
    const minutes = bot.settings.queueAbandonmentMinutes;
    const queued = attendances.filter((a) => a.status === 'waiting' || a.status === 'offline_operators').map((a) => a.id);
    if (!options.bot || minutes === 0 || queued.length === 0) return;
    await setQueueDue(tx, queued, new Date(clock().getTime() + minutes * 60_000));
  }

  async function applyMessages(tx: NodePgDatabase, batch: BatchChannel, incoming: InboundMessage[], effects: Effects): Promise<void> {
    const channelId = batch.channel.id;
    const portfolio = batch.channel.config.customerPortfolioEnabled;
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
    const attendanceOf = new Map(open);
    const names = new Map([...byId.values()].map((c) => [c.id, c.name ?? null]));
    // Surveys first: an answer that is not one ends the survey, and that message starts anew below.
    const surveys = new Map([...attendanceOf].filter(([, a]) => a.status === 'in_survey'));
    if (surveys.size) {
      const { reopen } = await runBot(tx, batch, surveys, rows, names, new Set(), effects);
      for (const row of reopen) {
        row.attendanceId = null;
        attendanceOf.delete(row.contactId);
      }
    }
    // Customers without an open attendance get one, once each, for all their new messages (opened
    // in contact order, so two batches opening the same customers wait for each other, not deadlock).
    const inBot = !!options.bot && !!batch.bot.config;
    const started = new Set<string>();
    const orphaned = [...new Set(rows.filter((r) => !attendanceOf.has(r.contactId) && !blocked.has(r.contactId)).map((r) => r.contactId))].sort();
    // An answer to a campaign opens its conversation where the campaign says (status Campanha).
    const { routes: replies, campaignIds: answered } = await recordCampaignReplies(tx, channelId, [...new Set(rows.filter((r) => !blocked.has(r.contactId)).map((r) => r.contactId))]);
    if (answered.length) effects.replied.push({ channelId, campaignIds: answered });
    const opening = await openFor(tx, channelId, orphaned.filter((id) => !replies.has(id)), inBot);
    for (const [contactId, attendance] of await openCampaignReplies(tx, channelId, orphaned, replies)) {
      attendanceOf.set(contactId, attendance);
      effects.moved.push(attendance);
    }
    const filed: Array<{ messageId: string; attendanceId: string }> = [];
    for (const contactId of orphaned) {
      const entry = opening.get(contactId) ?? (attendanceOf.has(contactId) ? { attendance: attendanceOf.get(contactId) as AttendanceRef, opened: false } : undefined);
      if (!entry) continue;
      const { attendance, opened } = entry;
      attendanceOf.set(contactId, attendance);
      if (opened && attendance.status === 'opened') {
        started.add(attendance.id);
        effects.moved.push(attendance);
      } else if (opened) effects.opened.push({ attendance, preferredOperatorId: portfolio ? (byId.get(contactId)?.responsibleOperatorId ?? null) : null });
      for (const r of rows.filter((row) => row.contactId === contactId && row.attendanceId === null)) {
        r.attendanceId = attendance.id;
        filed.push({ messageId: r.id, attendanceId: attendance.id });
      }
    }
    await setAttendances(tx, filed);
    const counts = new Map<string, { count: number; lastAt: Date }>();
    for (const row of rows) {
      const id = row.attendanceId;
      if (!id) continue;
      const c = counts.get(id) ?? { count: 0, lastAt: row.createdAt };
      counts.set(id, { count: c.count + 1, lastAt: row.createdAt > c.lastAt ? row.createdAt : c.lastAt });
    }
    await recordInbound(tx, [...counts].map(([attendanceId, c]) => ({ attendanceId, ...c })));
    // The bot answers the conversations it serves (new ones get the greeting and the first menu).
    const inMenu = new Map([...attendanceOf].filter(([, a]) => a.status === 'opened'));
    if (inMenu.size) await runBot(tx, batch, inMenu, rows, names, started, effects);
    await refreshQueueClocks(tx, batch.bot, [...attendanceOf.values()]);
    await options.onStored?.(tx, channelId, rows);
    for (const row of rows) effects.created.push({ row, attendance: attendanceOf.get(row.contactId) ?? null });
  }

  /** Returns the provider ids whose message is not stored yet. */
  async function applyStatuses(tx: NodePgDatabase, channelId: string, incoming: InboundStatus[], effects: Effects): Promise<Set<string>> {
    // A send whose answer was lost (its process died) is found by the reference the status echoes.
    await adoptProviderIds(tx, channelId, incoming.filter((s) => s.reference).map((s) => ({ providerMessageId: s.providerMessageId, messageId: s.reference ?? '' })));
    const furthest = new Map<string, StatusUpdate>();
    for (const s of incoming) {
      const current = furthest.get(s.providerMessageId);
      // The pricing category of any of a message's statuses is kept, whichever status is applied.
      const pricingCategory = s.pricingCategory ?? current?.pricingCategory ?? null;
      if (current && deliveryRank[current.status] >= deliveryRank[s.status]) {
        current.pricingCategory ??= pricingCategory;
        continue;
      }
      const error = s.error ? { code: String(s.error.code), message: s.error.message ?? s.error.title } : null;
      furthest.set(s.providerMessageId, { providerMessageId: s.providerMessageId, status: s.status, error, pricingCategory });
    }
    if (furthest.size === 0) return new Set();
    const changed = await advanceStatuses(tx, channelId, [...furthest.values()]);
    const unchanged = [...furthest.keys()].filter((pid) => !changed.some((r) => r.providerMessageId === pid));
    const known = await idsByProviderIds(tx, channelId, unchanged);
    const operators = await operatorsOfAttendances(tx, channelId, changed.map((r) => r.attendanceId).filter((id): id is string => !!id));
    for (const row of changed) effects.statuses.push({ row, operatorId: row.attendanceId ? (operators.get(row.attendanceId) ?? null) : null });
    return new Set(unchanged.filter((pid) => !known.has(pid)));
  }

  /** Routes the channel's new and bot-chosen conversations, tells the queued their place, stores every reply. */
  async function routeAndAnswer(tx: NodePgDatabase, batch: BatchChannel, effects: Effects): Promise<void> {
    const channelId = batch.channel.id;
    const routed: AttendanceRef[] = [];
    const memo = newRoutingMemo();
    for (const entry of effects.opened.filter((o) => o.attendance.channelId === channelId)) {
      Object.assign(entry.attendance, await route(tx, entry.attendance, entry.preferredOperatorId, memo));
      routed.push(entry.attendance);
    }
    const bot = effects.bot.get(channelId) ?? emptyEffects();
    const chosen = await routeRequests(tx, batch.bot, bot.toRoute, memo);
    routed.push(...chosen);
    effects.moved.push(...chosen);
    effects.moved.push(...bot.changed);
    if (!options.bot) return;
    const closedHours = new Set(bot.toRoute.filter((r) => r.offline).map((r) => r.attendance.id));
    const replies = [...bot.replies, ...(await announceQueue(tx, batch.bot, routed, clock(), closedHours))];
    effects.sent.push(...(await options.bot.storeReplies(tx, replies, supportsInteractive(batch.channel.apiType))));
  }

  async function applyInTransaction(items: InboundBatchItem[]): Promise<{ effects: Effects; failures: Map<string, Error> }> {
    const effects: Effects = { created: [], statuses: [], opened: [], bot: new Map(), sent: [], moved: [], templates: [], replied: [] };
    const failures = new Map<string, Error>();
    const channelIds = [...new Set(items.map((i) => i.channelId))].sort();
    // Read before the transaction: on PGlite's one connection a read through the pool inside it would wait forever.
    const found = (await Promise.all(channelIds.map((id) => channels.get(id)))).filter((c): c is ChannelWithConfig => !!c);
    const batches = await Promise.all(found.map(async (channel): Promise<BatchChannel> => ({ channel, bot: await bots.get(channel.id) })));
    await orm.transaction(async (tx) => {
      for (const batch of batches) {
        const channelId = batch.channel.id;
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
        await applyMessages(tx, batch, incoming, effects);
        for (const item of mine) {
          for (const event of item.events) if (event.kind === 'template_status') effects.templates.push({ key: item.key, channelId, event });
        }
      }
      // Routing last and one batch at a time per channel: operators' rows are the last locks taken.
      const routing = new Set([...effects.opened.map((o) => o.attendance.channelId), ...[...effects.bot].filter(([, b]) => b.toRoute.length).map(([id]) => id)]);
      for (const channelId of [...routing].sort()) await lockChannelRouting(tx, channelId);
      for (const batch of batches) await routeAndAnswer(tx, batch, effects);
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
    for (const attendance of [...effects.opened.map((o) => o.attendance), ...effects.moved]) {
      ctx.bus.emit('attendance.changed', { attendanceId: attendance.id, channelId: attendance.channelId, previousOperatorId: null });
      // Queued although someone is online: they may only have been busy being assigned just now.
      if (attendance.status === 'waiting') ctx.bus.emit('queue.check', { channelId: attendance.channelId });
    }
    // The bot's and the queue's messages belong to conversations no operator holds yet.
    for (const row of effects.sent) ctx.bus.emit('message.created', { messageId: row.id, channelId: row.channelId, view: toMessageView(row), operatorId: null });
    if (effects.sent.length) options.bot?.wakeSend();
    for (const { channelId, campaignIds } of effects.replied) ctx.bus.emit('campaign.touched', { channelId, campaignIds });
  }

  /** Applies a batch; answers the failure of each item that failed (the others are done). */
  async function apply(items: InboundBatchItem[]): Promise<Map<string, Error>> {
    if (items.length === 0) return new Map();
    try {
      const { effects, failures } = await applyInTransaction(items);
      publish(effects);
      for (const { key, channelId, event } of effects.templates) {
        await options.onTemplateStatus?.(channelId, event).catch((err: unknown) => failures.set(key, err as Error));
      }
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

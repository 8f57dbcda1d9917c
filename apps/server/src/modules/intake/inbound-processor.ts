// Applies normalized provider events to our data: stores each message once, opens or continues the
// customer's attendance and routes it, and moves delivery statuses forward. Idempotent on the
// provider message id, so replays and duplicates change nothing.
//
// Events come in batches (a worker fetches many stored webhooks at once) and a batch is applied in
// one transaction with a handful of set-based statements, whatever its size: per-message round trips
// were what capped intake. If the batch fails as a whole, each stored webhook is retried on its own,
// so one bad event never holds the others back.
//
// The steps, in order (docs/architecture.md has them as a table):
//   1 resolveChannels (resolve-channels.ts)      5 openMissingAttendances, countInbound (open-attendances.ts)
//   2 applyStatuses (apply-statuses.ts)          5b takeOrders (take-orders.ts)
//   3 storeMessages (store-messages.ts)          6 menuTurn, refreshQueueClocks (bot-step.ts)
//   4 surveyTurn (bot-step.ts)                   7 lockRouting, routeAndAnswer (route-and-answer.ts)
//   8 emitEvents (emit-events.ts), template statuses
import type { AppContext } from '../../platform/context.js';
import type { InboundEvent, InboundMessage, InboundStatus } from '../../providers/provider.port.js';
import { applyStatuses, flagEarlyStatuses } from './apply-statuses.js';
import { menuTurn, refreshQueueClocks, surveyTurn } from './bot-step.js';
import { emitEvents } from './emit-events.js';
import { newEffects, type BatchChannel, type Effects, type InboundBatchItem, type InboundProcessorOptions, type IntakeDeps, type Tx } from './intake-batch.js';
import { countInbound, openMissingAttendances } from './open-attendances.js';
import { createChannelResolver } from './resolve-channels.js';
import { lockRouting, routeAndAnswer } from './route-and-answer.js';
import { storeMessages } from './store-messages.js';
import { takeOrders } from './take-orders.js';

export function createInboundProcessor(ctx: AppContext, options: InboundProcessorOptions = {}) {
  const orm = ctx.db.orm;
  const resolveChannels = createChannelResolver(ctx);
  const deps: IntakeDeps = { ...options, clock: options.clock ?? (() => new Date()) };

  /** Steps 3 to 6 for one channel's new messages (5b: the messages that became orders, before the bot reads them). */
  async function applyMessages(tx: Tx, batch: BatchChannel, incoming: InboundMessage[], effects: Effects): Promise<void> {
    const stored = await storeMessages(tx, batch.channel.id, incoming);
    if (!stored) return;
    const { rows } = stored;
    const attendanceOf = new Map(stored.open);
    const input = { rows, names: new Map([...stored.contacts.values()].map((c) => [c.id, c.name ?? null])) };
    await surveyTurn(deps, tx, batch, attendanceOf, input, effects);
    const inBot = !!deps.bot && !!batch.bot.config;
    const started = await openMissingAttendances(tx, batch, stored, attendanceOf, inBot, effects);
    await countInbound(tx, rows);
    const orders = await takeOrders(deps, tx, batch, attendanceOf, input, effects);
    await menuTurn(deps, tx, batch, attendanceOf, { ...input, orders }, started, effects);
    await refreshQueueClocks(deps, tx, batch.bot, [...attendanceOf.values()]);
    await deps.onStored?.(tx, batch.channel.id, rows);
    for (const row of rows) effects.created.push({ row, attendance: attendanceOf.get(row.contactId) ?? null });
  }

  async function applyInTransaction(items: InboundBatchItem[]): Promise<{ effects: Effects; failures: Map<string, Error> }> {
    const effects = newEffects();
    const failures = new Map<string, Error>();
    const batches = await resolveChannels(items);
    await orm.transaction(async (tx) => {
      for (const batch of batches) {
        const channelId = batch.channel.id;
        const mine = items.filter((i) => i.channelId === channelId);
        // Statuses first: this transaction then takes no message lock once it holds an operator's.
        const statuses = mine.flatMap((i) => i.events.filter((e): e is InboundStatus => e.kind === 'status'));
        flagEarlyStatuses(mine, await applyStatuses(tx, channelId, statuses, effects), failures);
        const incoming = mine.flatMap((i) => i.events.filter((e): e is InboundMessage => e.kind === 'message'));
        await applyMessages(tx, batch, incoming, effects);
        for (const item of mine) {
          for (const event of item.events) if (event.kind === 'template_status') effects.templates.push({ key: item.key, channelId, event });
        }
      }
      // Routing last and one batch at a time per channel: operators' rows are the last locks taken.
      await lockRouting(tx, effects);
      for (const batch of batches) await routeAndAnswer(deps, tx, batch, effects);
    });
    return { effects, failures };
  }

  /** Applies a batch; answers the failure of each item that failed (the others are done). */
  async function apply(items: InboundBatchItem[]): Promise<Map<string, Error>> {
    if (items.length === 0) return new Map();
    try {
      const { effects, failures } = await applyInTransaction(items);
      emitEvents(ctx, deps, effects);
      for (const { key, channelId, event } of effects.templates) {
        await deps.onTemplateStatus?.(channelId, event).catch((err: unknown) => failures.set(key, err as Error));
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

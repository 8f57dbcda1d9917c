// Stores webhooks with group commit: the webhooks that arrive while a write is under way are stored
// together, in one transaction with one processing job for the group, and each request is answered only once
// its own webhook is committed. Durability is the same as one transaction per webhook; the cost per
// webhook falls from four round trips to a fraction of one, which is what bounded intake.
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../platform/context.js';
import type { Queue } from '../../platform/queue/queue.js';
import { insertInboxRows } from './webhooks.repository.js';

type Pending = { id: string; provider: string; payloadJson: string; resolve: (id: string) => void; reject: (err: unknown) => void };

/** Webhooks per write, and so per processing job. */
const MAX_BATCH = 100;
/** Two writes in flight: one being committed while the next gathers. */
const MAX_IN_FLIGHT = 2;

export function createInboxWriter(ctx: AppContext, queue: Queue, queueName: string) {
  const pending: Pending[] = [];
  let inFlight = 0;

  async function flush(): Promise<void> {
    if (inFlight >= MAX_IN_FLIGHT || pending.length === 0) return;
    inFlight += 1;
    const batch = pending.splice(0, MAX_BATCH);
    try {
      await ctx.db.orm.transaction(async (tx) => {
        await insertInboxRows(tx, batch.map(({ id, provider, payloadJson }) => ({ id, provider, payloadJson })));
        await queue.send(queueName, { inboxIds: batch.map(({ id }) => id) }, { tx });
      });
      for (const p of batch) p.resolve(p.id);
      queue.wake(queueName);
    } catch (err) {
      for (const p of batch) p.reject(err);
    } finally {
      inFlight -= 1;
      void flush();
    }
  }

  /** Resolves with the inbox id once the webhook (its body's JSON text) and its job are committed. */
  function store(provider: string, payloadJson: string): Promise<string> {
    return new Promise((resolve, reject) => {
      pending.push({ id: randomUUID(), provider, payloadJson, resolve, reject });
      // Gather what arrives in this turn of the event loop before writing.
      setImmediate(() => void flush());
    });
  }

  return { store };
}

export type InboxWriter = ReturnType<typeof createInboxWriter>;

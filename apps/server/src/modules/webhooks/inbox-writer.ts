// Stores webhooks with group commit: the webhooks that arrive while a write is under way are stored
// together, in one transaction with one processing job for the group, and each request is answered only once
// its own webhook is committed. Durability is the same as one transaction per webhook; the cost per
// webhook falls from four round trips to a fraction of one, which is what bounded intake.
// One bad webhook never fails the others: when a group's write fails, each is written alone, so only
// the one the database refuses is answered with an error. The text is stored without NUL and lone
// surrogates (jsonb refuses them): the signature was checked on the raw bytes before, and a provider
// retrying a refused webhook would lose the message.
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../platform/context.js';
import type { Queue } from '../../platform/queue/queue.js';
import { fail } from '../../platform/http/errors.js';
import { stripInvalidJsonText } from '../../platform/http/invalid-text.js';
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
      await write(batch);
      for (const p of batch) p.resolve(p.id);
    } catch (err) {
      // A row the database refused: find it by writing each again in its own transaction and job. Any
      // other failure (the database away) is every webhook's, and retrying them one by one would only delay the 5xx.
      if (batch.length > 1 && isDataError(err)) for (const p of batch) await write([p]).then(() => p.resolve(p.id), (e: unknown) => p.reject(refusalOf(e)));
      else for (const p of batch) p.reject(refusalOf(err));
    } finally {
      inFlight -= 1;
      void flush();
    }
  }

  async function write(batch: Pending[]): Promise<void> {
    await ctx.db.orm.transaction(async (tx) => {
      await insertInboxRows(tx, batch.map(({ id, provider, payloadJson }) => ({ id, provider, payloadJson })));
      await queue.send(queueName, { inboxIds: batch.map(({ id }) => id) }, { tx });
    });
    queue.wake(queueName);
  }

  /** Resolves with the inbox id once the webhook (its body's JSON text) and its job are committed. */
  function store(provider: string, payloadJson: string): Promise<string> {
    return new Promise((resolve, reject) => {
      pending.push({ id: randomUUID(), provider, payloadJson: stripInvalidJsonText(payloadJson), resolve, reject });
      // Gather what arrives in this turn of the event loop before writing.
      setImmediate(() => void flush());
    });
  }

  return { store };
}

/**
 * A webhook the database refuses as data (SQLSTATE class 22: a number beyond numeric's range, say) will be
 * refused on every retry too: that is the request's fault, a 400. Anything else (the database away) stays
 * as it is, a 5xx the provider retries.
 */
function isDataError(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('22')) return true;
  }
  return false;
}

const refusalOf = (err: unknown): unknown =>
  isDataError(err) ? fail('webhook_refused_by_database') : err;

export type InboxWriter = ReturnType<typeof createInboxWriter>;

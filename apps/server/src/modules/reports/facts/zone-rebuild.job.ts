// The zone rebuilds' worker: the compactor's clock (processes that run jobs, one instance at a time by
// the compactor's lock) converts pending rebuilds a batch per transaction, for up to a time budget per
// round; the rest waits for the next round. The rebuild row is the job: it survives restarts, and the
// cursor in it resumes where the last committed batch stopped.
import type { AppContext } from '../../../platform/context.js';
import { tryCompactorLock } from './compactor.repository.js';
import { convertZoneBatch, nextZoneRebuild } from './zone-rebuild.repository.js';

// Each batch holds its attendances' row locks until it commits (a message's update of one waits):
// about 0.1-0.6 s for 1,000 on PostgreSQL 15 (more under load).
const BATCH = 1_000;
const BUDGET_MS = 5_000;

/** Converts batches until none is pending or the budget is spent; answers how many attendances. */
export async function advanceZoneRebuilds(ctx: Pick<AppContext, 'db'>, options: { batch?: number; budgetMs?: number } = {}): Promise<number> {
  const batch = options.batch ?? BATCH;
  const until = Date.now() + (options.budgetMs ?? BUDGET_MS);
  let converted = 0;
  do {
    const done = await ctx.db.orm.transaction(async (tx) => {
      if (!(await tryCompactorLock(tx))) return null;
      const rebuild = await nextZoneRebuild(tx);
      return rebuild ? convertZoneBatch(tx, rebuild, batch) : null;
    });
    if (!done) break;
    converted += done;
  } while (Date.now() < until);
  return converted;
}

// The compactor's clock: every COMPACT_EVERY_MS, in each process that runs jobs (roles all and worker),
// fold the reports' deltas into their rollups, a batch per transaction. Several instances are safe: a
// transaction that cannot take the compactor's advisory lock skips the round (another one is folding).
// The same round advances pending zone rebuilds.
import type { AppContext } from '../../../platform/context.js';
import { compactAttendanceDeltas, compactMessageDeltas, tryCompactorLock } from './compactor.repository.js';
import { advanceZoneRebuilds } from './zone-rebuild.job.js';

export const COMPACT_EVERY_MS = 10_000;
const BATCH = 20_000;
/** Batches per round at most, so one round never holds the connection for long; the rest waits 10 s. */
const MAX_BATCHES = 25;

export type CompactResult = { attendances: number; messages: number; skipped: boolean };

/** One round: folds deltas until none are left (or MAX_BATCHES); skipped when another instance holds the lock. */
export async function compactReportDeltas(ctx: Pick<AppContext, 'db'>, batch = BATCH): Promise<CompactResult> {
  const result: CompactResult = { attendances: 0, messages: 0, skipped: false };
  for (let i = 0; i < MAX_BATCHES; i++) {
    const done = await ctx.db.orm.transaction(async (tx) => {
      if (!(await tryCompactorLock(tx))) return null;
      return { attendances: await compactAttendanceDeltas(tx, batch), messages: await compactMessageDeltas(tx, batch) };
    });
    if (!done) return { ...result, skipped: true };
    result.attendances += done.attendances;
    result.messages += done.messages;
    if (done.attendances < batch && done.messages < batch) break;
  }
  return result;
}

/** Starts the compactor's timer; returns what stops it (at shutdown). */
export function startReportCompactor(ctx: AppContext): () => void {
  let running = false;
  const round = async () => {
    if (running) return;
    running = true;
    try {
      await compactReportDeltas(ctx);
      // A channel's new zone, converted a few batches per round (zone-rebuild.job.ts).
      await advanceZoneRebuilds(ctx);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void round().catch((err: unknown) => console.error('[reports] compactor failed', (err as Error).message)), COMPACT_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

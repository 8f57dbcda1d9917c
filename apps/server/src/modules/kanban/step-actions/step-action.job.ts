// A step's automatic action runs once per entry of a card into the step, as a job. The move's
// transaction opens the spell with action_pending; after its commit 'kanban.card_entered_step' is
// heard here and the spell's job enqueued (one waiting job per spell: singleton key). The job claims
// the spell in the statement that marks it done, so a duplicate delivery, a retry or the sweeper
// never runs it twice; the outcome goes to the card's history and the board's watchers hear of it.
// A crash between the commit and the enqueue leaves the spell pending: a cron every minute
// enqueues those older than a minute. The claim comes before the action: a crash in between loses
// that one action (at most once) rather than ever sending a template twice.
import type { AppContext } from '../../../platform/context.js';
import type { Queue, QueueDefinition } from '../../../platform/queue/queue.js';
import { createAttendancesService } from '../../attendances/index.js';
import { createMessagesService } from '../../messages/index.js';
import { runStepAction, type StepActionServices } from './step-action-runner.js';
import { claimSpell, insertActionHistory, pendingSpells, type ActionOutcome } from './step-actions.repository.js';

export const STEP_ACTION_QUEUE = 'kanban.step-action';
// 'short': one waiting job per spell; notify: a worker in another process starts at once.
export const stepActionQueue: QueueDefinition = { name: STEP_ACTION_QUEUE, policy: 'short', retryLimit: 3, retryDelay: 5, retryBackoff: true, notify: true };

export const STEP_ACTION_SWEEP_QUEUE = 'kanban.step-action-sweep';
export const STEP_ACTION_SWEEP_CRON = '* * * * *';
export const stepActionSweepQueue: QueueDefinition = { name: STEP_ACTION_SWEEP_QUEUE, retryLimit: 1, retryDelay: 30, expireInSeconds: 300 };

export type StepActionJob = { channelId: string; kanbanId: string; cardId: string; spellId: string };

/** A spell still pending this long after its card entered lost its enqueue. */
export const LOST_ENQUEUE_MS = 60_000;
const SWEEP_BATCH = 500;

async function enqueue(queue: Queue, job: StepActionJob): Promise<void> {
  await queue.reschedule(STEP_ACTION_QUEUE, job, { singletonKey: job.spellId, startAfter: new Date() });
}

/** Every process with the queue: a card entered a step with an action, its job goes in. */
export function enqueueStepActions(ctx: AppContext, queue: Queue): void {
  ctx.bus.on('kanban.card_entered_step', async (event) => {
    await enqueue(queue, event);
    queue.wake(STEP_ACTION_QUEUE);
  });
}

/** Claims and runs the spell's action; the outcome when this call ran it (undefined: claimed before, or nothing to do). */
export async function runStepActionJob(ctx: AppContext, services: StepActionServices, job: StepActionJob): Promise<ActionOutcome | undefined> {
  const spell = await claimSpell(ctx.db.orm, job.spellId);
  if (!spell) return undefined;
  const outcome = await runStepAction(ctx, services, spell);
  if (!outcome) return undefined;
  await insertActionHistory(ctx.db.orm, spell, outcome);
  // The card's history changed: its board's watchers read it again (the kanban module pushes the card).
  ctx.bus.emit('kanban.card_changed', { channelId: spell.channelId, kanbanId: spell.kanbanId, cardId: spell.cardId, fromStepId: null });
  return outcome;
}

/** Enqueues the spells whose job was lost; returns how many. */
export async function sweepLostStepActions(ctx: AppContext, queue: Queue, now: Date): Promise<number> {
  const lost = await pendingSpells(ctx.db.orm, new Date(now.getTime() - LOST_ENQUEUE_MS), SWEEP_BATCH);
  for (const spell of lost) await enqueue(queue, spell);
  if (lost.length) queue.wake(STEP_ACTION_QUEUE);
  return lost.length;
}

/** Roles all and worker: the action's worker and the sweeper's cron. */
export async function startStepActions(ctx: AppContext, queue: Queue, clock: () => Date = () => new Date()): Promise<void> {
  // The services an operator's template send and transfer go through (no survey or receipts involved).
  const attendances = createAttendancesService(ctx);
  const services: StepActionServices = { messages: createMessagesService(ctx, queue, attendances, clock), attendances };
  await queue.work<StepActionJob>(STEP_ACTION_QUEUE, async (job) => {
    await runStepActionJob(ctx, services, job);
  });
  await queue.work(STEP_ACTION_SWEEP_QUEUE, async () => {
    await sweepLostStepActions(ctx, queue, clock());
  });
  await queue.boss.schedule(STEP_ACTION_SWEEP_QUEUE, STEP_ACTION_SWEEP_CRON, {}, { tz: 'UTC' });
}

// The presence check: an operator whose last connection closed (browser closed without "Sair")
// goes offline once the channel's grace has passed, unless they came back. It is a pg-boss job
// scheduled at disconnect + grace, one waiting per operator (singleton key), so it survives a
// restart and runs in whichever process works the queue. It decides on what every instance sees:
// the operator's sockets through the Socket.IO adapter (Redis across instances), and the job table
// for a later disconnect (which replaced the waiting job and owns the decision).
import crypto from 'node:crypto';
import { rooms } from '@atende/contract';
import type { AppContext } from '../../../platform/context.js';
import type { Queue, QueueDefinition } from '../../../platform/queue/queue.js';
import type { RealtimeServer } from '../../../platform/realtime/realtime.js';
import { findChannel } from '../../channels/index.js';
import { newAttendanceChanges, publishAttendanceChanges, releaseOperator } from '../../attendances/index.js';
import { setOfflineIfOnline } from '../operators.repository.js';

export const PRESENCE_QUEUE = 'operator.presence-check';
// 'short': at most one waiting check per operator; a new disconnect replaces it (queue.reschedule).
export const presenceQueue: QueueDefinition = { name: PRESENCE_QUEUE, policy: 'short', retryLimit: 5, retryDelay: 5, retryBackoff: true };

export type PresenceCheckJob = { operatorId: string; userId: string; channelId: string; disconnectId: string; disconnectedAt: string };
export type PresenceOutcome = 'superseded' | 'present' | 'blind' | 'already_offline' | 'offline';

export type PresenceIdentity = { operatorId: string; userId: string; channelId: string };

/**
 * Whether the operator still has a socket on any instance: their panel (operator room) or an
 * embedded /chat of theirs (which signs in as the operator's user, so it is also in the user room).
 */
export async function operatorConnected(io: RealtimeServer, who: Pick<PresenceIdentity, 'operatorId' | 'userId'>): Promise<boolean> {
  const sockets = await io.in([rooms.operator(who.operatorId), rooms.user(who.userId)]).fetchSockets();
  return sockets.length > 0;
}

/** The operator's last socket closed now: (re)schedule their check after the channel's grace. */
export async function schedulePresenceCheck(ctx: AppContext, queue: Queue, who: PresenceIdentity, now = new Date()): Promise<void> {
  const channel = await findChannel(ctx.db.orm, who.channelId);
  if (!channel) return;
  const job: PresenceCheckJob = { ...who, disconnectId: crypto.randomUUID(), disconnectedAt: now.toISOString() };
  const startAfter = new Date(now.getTime() + channel.presenceGraceSeconds * 1000);
  await queue.reschedule(PRESENCE_QUEUE, job, { singletonKey: who.operatorId, startAfter });
}

/**
 * Runs one check. Offline only when no socket of the operator is left anywhere AND no later
 * disconnect has scheduled a check of its own (a reconnect and a new disconnect move the decision
 * to the newer job). With the channel's requeueOnOperatorOffline, their conversations in progress
 * are routed again (another free operator of the department, else its queue), as when an operator
 * is removed; otherwise they stay theirs.
 */
export async function checkPresence(ctx: AppContext, io: RealtimeServer, queue: Queue, job: PresenceCheckJob): Promise<PresenceOutcome> {
  const waiting = await queue.waiting<PresenceCheckJob>(PRESENCE_QUEUE, job.operatorId);
  if (waiting.some((w) => w.data.disconnectId !== job.disconnectId)) return 'superseded';
  // A worker process without Redis sees no socket at all: it cannot tell, so it changes nothing.
  if (!ctx.config.redisUrl && !io.engine) {
    console.warn('[presence] este processo não vê as conexões (sem REDIS_URL): o operador continua online');
    return 'blind';
  }
  if (await operatorConnected(io, job)) return 'present';

  const channel = await findChannel(ctx.db.orm, job.channelId);
  const changes = newAttendanceChanges();
  const moved = await ctx.db.orm.transaction(async (tx) => {
    if (!(await setOfflineIfOnline(tx, job.operatorId))) return null;
    return channel?.requeueOnOperatorOffline ? releaseOperator(tx, job.channelId, job.operatorId, changes) : [];
  });
  if (moved === null) return 'already_offline';
  ctx.bus.emit('operator.status_changed', { operatorId: job.operatorId, channelId: job.channelId, status: false });
  publishAttendanceChanges(ctx.bus, changes);
  if (moved.length) ctx.bus.emit('queue.check', { channelId: job.channelId });
  return 'offline';
}

export async function workPresenceChecks(ctx: AppContext, queue: Queue, io: RealtimeServer): Promise<void> {
  await queue.work<PresenceCheckJob>(PRESENCE_QUEUE, async (job) => {
    await checkPresence(ctx, io, queue, job);
  });
}

// Presence: an operator is present while any socket of theirs is open on any instance. When one of
// their sockets closes and none is left (browser closed, network gone, without "Sair"), a presence
// check is scheduled after the channel's grace (jobs/presence-check.job.ts decides then). Coming
// back within the grace needs nothing here: the check finds the new socket and changes nothing.
// An embedded /chat (operator-embed token) counts as present: it is the operator working from
// inside another system, and customers routed to them are answered there.
import type { AppContext } from '../../platform/context.js';
import type { Queue } from '../../platform/queue/queue.js';
import type { RealtimeServer, RealtimeSocket } from '../../platform/realtime/realtime.js';
import { operatorConnected, schedulePresenceCheck, type PresenceIdentity } from './jobs/presence-check.job.js';

function operatorOf(socket: RealtimeSocket): PresenceIdentity | null {
  const { principal } = socket.data;
  if (principal.role !== 'operator' || !principal.operatorId || !principal.channelId) return null;
  return { operatorId: principal.operatorId, userId: principal.userId, channelId: principal.channelId };
}

/**
 * Watches operators' sockets; returns what waits for the checks being scheduled (a closing server
 * awaits it before stopping the queue: its own shutdown disconnects every socket it holds).
 */
export function watchOperatorPresence(ctx: AppContext, io: RealtimeServer, queue: Queue): () => Promise<void> {
  const inFlight = new Set<Promise<void>>();
  io.on('connection', (socket) => {
    const who = operatorOf(socket);
    if (!who) return;
    // By 'disconnect' the socket has left its rooms: what the adapter finds is every other socket.
    // A server shutting down schedules without asking (the adapter may be closing; the check asks).
    socket.on('disconnect', (reason) => {
      const scheduling = (async () => {
        if (reason !== 'server shutting down' && (await operatorConnected(io, who))) return;
        await schedulePresenceCheck(ctx, queue, who);
      })()
        .catch((err: unknown) => console.error('[presence] could not schedule the presence check', err))
        .finally(() => inFlight.delete(scheduling));
      inFlight.add(scheduling);
    });
  });
  return async () => {
    await Promise.all([...inFlight]);
  };
}

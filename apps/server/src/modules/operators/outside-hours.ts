// Operators' panels outside the working window (spec sections 4 and 8: outside_working_hours forces
// the logout with that reason). A panel that connects (sign-in, reconnect) outside its operator's
// window is told outside_working_hours and closed; the panels still open when the window ends are
// closed by the end-of-day job right after its workTimeOver. An operator with conversations in
// progress gets OUTSIDE_HOURS_GRACE_MS to finish or transfer them (working-hours.ts). The embedded
// /chat (operator-embed token) lives inside another system and is left alone, as already_connected does.
import type { AppContext } from '../../platform/context.js';
import type { Principal } from '../../platform/http/principal.js';
import type { RealtimeServer } from '../../platform/realtime/realtime.js';
import { openAttendancesOf } from '../attendances/index.js';
import { listOperatorHours } from './operators.repository.js';
import { sessionMustClose, withinWorkingHours } from './working-hours.js';

/** An operator's own panel (not the embedded chat): the operator's id, else null. */
const panelOperator = (p: Principal): string | null =>
  p.role === 'operator' && p.operatorId && p.channelId && p.tokenKind === 'session' ? p.operatorId : null;

/** Of these operators, those whose panels must close at `now`. */
async function mustClose(ctx: AppContext, operatorIds: readonly string[], now: Date): Promise<Set<string>> {
  const closing = new Set<string>();
  for (const { operator, timeZone } of await listOperatorHours(ctx.db.orm, operatorIds)) {
    // Inside the window there is nothing to count.
    if (withinWorkingHours(operator, now, timeZone)) continue;
    const inProgress = (await openAttendancesOf(ctx.db.orm, operator.channelId, operator.id)).length;
    if (sessionMustClose(operator, now, timeZone, inProgress)) closing.add(operator.id);
  }
  return closing;
}

/**
 * Closes an operator's panel that connects outside the window. The moment is read when the socket
 * connects, so a slow check decides on the time the operator came.
 */
export function closePanelsOutsideHours(ctx: AppContext, io: RealtimeServer, clock: () => Date = () => new Date()): void {
  io.on('connection', (socket) => {
    const operatorId = panelOperator(socket.data.principal);
    if (!operatorId) return;
    const at = clock();
    void mustClose(ctx, [operatorId], at)
      .then((closing) => {
        if (!closing.has(operatorId) || !socket.connected) return;
        socket.emit('outside_working_hours');
        socket.disconnect(true);
      })
      .catch((err: unknown) => console.error('[working-hours] could not check the operator’s window', err));
  });
}

/**
 * The end-of-day job's second step: every operator's panel still open on any instance (through the
 * adapter) whose window has ended, past the grace when they have conversations in progress, is told
 * outside_working_hours and closed. Returns the operators whose panels were closed.
 */
export async function closeSessionsOutsideHours(ctx: AppContext, io: RealtimeServer, now: Date): Promise<string[]> {
  const sockets = (await io.fetchSockets()).filter((s) => panelOperator(s.data.principal));
  if (sockets.length === 0) return [];
  const closing = await mustClose(ctx, [...new Set(sockets.map((s) => panelOperator(s.data.principal) as string))], now);
  for (const socket of sockets) {
    if (!closing.has(panelOperator(socket.data.principal) as string)) continue;
    socket.emit('outside_working_hours');
    socket.disconnect(true);
  }
  return [...closing];
}

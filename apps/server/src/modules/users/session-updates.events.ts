// A user's account changed (a supervisor's permissions, an operator's departments, hours or privacy,
// the own profile). Their live sockets follow it as HTTP does on every request: they move to the
// rooms of what the user may now read, or close when the user may no longer be signed in (deleted,
// blocked); then every session is told to read /api/user/me again, so the sidebar and guards follow
// at once. A new password closes every other sign-in's sockets (their tokens already answer 401).
import { rooms } from '@atende/contract';
import type { AppContext } from '../../platform/context.js';
import { closeOtherSessions, followPrincipal, type RealtimeServer } from '../../platform/realtime/realtime.js';
import { loadSessionRow } from './session-user.repository.js';
import { sessionRowActive, toPrincipal } from './session-user.js';

export function pushSessionUpdates(ctx: AppContext, io: RealtimeServer): void {
  ctx.bus.on('user.updated', async ({ userId }) => {
    const row = await loadSessionRow(ctx.db.orm, userId);
    // Rooms first: a client that hears session.updated already hears (or no longer hears) the new events.
    await followPrincipal(io, userId, row && sessionRowActive(row) ? toPrincipal(row) : null);
    io.to(rooms.user(userId)).emit('session.updated', { userId });
  });
  ctx.bus.on('user.password_changed', ({ userId, keepSessionKey }) => closeOtherSessions(io, userId, keepSessionKey));
}

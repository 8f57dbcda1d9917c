// Delivers what the platform sends on a simulator channel to the /simulador page, over the
// `/simulator` Socket.IO namespace (room per channel), with the same ticks a phone would get.
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import type { RealtimeServer } from '../../platform/realtime/realtime.js';
import { findMessage } from '../messages/messages.repository.js';
import { toMessageView } from '../messages/message-view.js';
import { isLocalClient, simulatorChannelFor } from './simulator-access.js';

export const simulatorRoom = (channelId: string) => `simulator:${channelId}`;

export function attachSimulator(ctx: AppContext, io: RealtimeServer): void {
  const orm = ctx.db.orm;
  const ns = io.of('/simulator');
  ns.use(async (socket, next) => {
    const auth = (socket.handshake.auth ?? {}) as { channelId?: unknown; secret?: unknown };
    if (typeof auth.channelId !== 'string') return next(new Error('forbidden'));
    const local = isLocalClient(socket.handshake.address, socket.handshake.headers['x-forwarded-for']);
    const channel = await simulatorChannelFor(orm, ctx.keys, auth.channelId, local, typeof auth.secret === 'string' ? auth.secret : undefined).catch(() => null);
    if (!channel) return next(new Error('forbidden'));
    await socket.join(simulatorRoom(channel.id));
    next();
  });

  const push = async (messageId: string, channelId: string) => {
    const res = await orm.execute<{ api_type: string }>(sql`select api_type from channels where id = ${channelId}`);
    if (res.rows[0]?.api_type !== 'simulator') return;
    const row = await findMessage(orm, channelId, messageId);
    if (!row) return;
    const contact = await orm.execute<{ number: string }>(sql`select number from contacts where id = ${row.contactId}`);
    ns.to(simulatorRoom(channelId)).emit('simulator.message', { number: contact.rows[0]?.number ?? '', message: toMessageView(row) });
  };
  ctx.bus.on('message.created', ({ messageId, channelId }) => push(messageId, channelId));
  ctx.bus.on('message.status_changed', ({ messageId, channelId }) => push(messageId, channelId));
}

// Delivers what the platform sends on a simulator channel to the /simulador page, over the
// `/simulator` Socket.IO namespace (room per channel), with the same ticks a phone would get; and
// tells the page when a template changes, since the page is the simulator's template reviewer.
import type { AppContext } from '../../platform/context.js';
import type { RealtimeServer } from '../../platform/realtime/realtime.js';
import type { MessageEvent } from '../../platform/events/domain-events.js';
import { createChannelConfigCache } from '../channels/index.js';
import { findMessage, toMessageView } from '../messages/index.js';
import { clientAddress, trustFunction } from '../../platform/http/client-address.js';
import { isLocalClient, simulatorChannelFor } from './simulator-access.js';
import { contactNumber } from './simulator.repository.js';

export const simulatorRoom = (channelId: string) => `simulator:${channelId}`;

export function attachSimulator(ctx: AppContext, io: RealtimeServer): void {
  const orm = ctx.db.orm;
  const ns = io.of('/simulator');
  const trust = trustFunction(ctx.config.trustProxy);
  ns.use(async (socket, next) => {
    const auth = (socket.handshake.auth ?? {}) as { channelId?: unknown; secret?: unknown };
    if (typeof auth.channelId !== 'string') return next(new Error('forbidden'));
    const local = isLocalClient(clientAddress(socket.request, trust));
    const channel = await simulatorChannelFor(orm, ctx.keys, auth.channelId, local, typeof auth.secret === 'string' ? auth.secret : undefined).catch(() => null);
    if (!channel) return next(new Error('forbidden'));
    await socket.join(simulatorRoom(channel.id));
    next();
  });

  const channels = createChannelConfigCache(ctx);
  const push = async ({ messageId, channelId, view }: MessageEvent) => {
    if ((await channels.get(channelId))?.apiType !== 'simulator') return;
    const message = view ?? (await findMessage(orm, channelId, messageId).then((row) => (row ? toMessageView(row) : null)));
    if (!message) return;
    const number = await contactNumber(orm, message.contactId);
    ns.to(simulatorRoom(channelId)).emit('simulator.message', { number: number ?? '', message });
  };
  ctx.bus.on('message.created', push);
  ctx.bus.on('message.status_changed', push);
  // A file the customer sent was downloaded: the phone's bubble gets its link.
  ctx.bus.on('message.updated', push);
  ctx.bus.on('template.changed', async ({ channelId, templateId, status }) => {
    if ((await channels.get(channelId))?.apiType !== 'simulator') return;
    ns.to(simulatorRoom(channelId)).emit('simulator.template', { templateId, status });
  });
}

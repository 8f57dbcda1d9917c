// Pushes an order to whoever sees its attendance live (the attendance's audience: its operator, its
// followers, the channel's conversation readers), never to another company's sockets. Orders made by
// intake from an `order` message are announced when that message is (message.created); those its
// `takeOrders` hook made from a numbered answer (a text) by the `order.changed` intake emits after
// its commit.
import type { AppContext } from '../../platform/context.js';
import type { RealtimeServer } from '../../platform/realtime/realtime.js';
import { emitToAudience } from '../../platform/realtime/audience-emit.js';
import { conversationAudience, findAttendanceView } from '../attendances/index.js';
import { toOrderView } from './order-view.js';
import { loadOrders, orderIdOfMessage } from './orders.repository.js';

export function pushOrderEvents(ctx: AppContext, io: RealtimeServer): void {
  const orm = ctx.db.orm;

  async function push(channelId: string, orderId: string): Promise<void> {
    const [loaded] = await loadOrders(orm, channelId, [orderId]);
    if (!loaded) return;
    const order = toOrderView(loaded);
    const attendance = order.attendanceId ? await findAttendanceView(orm, channelId, order.attendanceId) : undefined;
    emitToAudience(io, channelId, conversationAudience(channelId, order.attendanceId, [attendance?.operatorId ?? null, order.operatorId]), 'order.updated', { order });
  }

  ctx.bus.on('order.changed', ({ channelId, orderId }) => push(channelId, orderId));
  ctx.bus.on('message.created', async ({ channelId, messageId, view }) => {
    if (view?.type !== 'order') return;
    const orderId = await orderIdOfMessage(orm, channelId, messageId);
    if (orderId) await push(channelId, orderId);
  });
}

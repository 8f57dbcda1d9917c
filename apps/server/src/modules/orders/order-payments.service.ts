// The store's payment webhook: its signature is checked with the channel's webhook secret (401 when
// it does not match), the payment read from the store, and a paid order moves to `pago` with a
// history event and a live push. Each notification is recorded by its id in the same transaction,
// so a replayed webhook changes nothing. Applied inline rather than through the inbox and a job:
// it is one row update, and the store retries on any non-2xx (docs/decisions.md).
import type { AppContext } from '../../platform/context.js';
import { fail } from '../../platform/http/errors.js';
import type { StoreWebhookRequest } from '../../stores/store.port.js';
import { storeFailure, type StoreCaller } from './order-store.js';
import { findOrder, insertOrderEvents, updateOrder } from './orders.repository.js';
import { recordPaymentEventOnce } from './store-config.repository.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type PaymentWebhookResult = { applied: boolean; orderId: string | null };

export function createOrderPaymentsService(ctx: AppContext, store: StoreCaller) {
  const orm = ctx.db.orm;

  async function receive(channelId: string, request: StoreWebhookRequest): Promise<PaymentWebhookResult> {
    const port = UUID.test(channelId) ? await store.storeOf(channelId) : null;
    if (!port) throw fail('store_webhook_unknown_channel');
    let notice;
    try {
      notice = await port.verifyPaymentWebhook(request);
    } catch (error) {
      throw storeFailure(error);
    }
    if (!notice) return { applied: false, orderId: null };
    const orderId = UUID.test(notice.orderId) ? notice.orderId : null;
    const { paid } = notice;
    const applied = await orm.transaction(async (tx) => {
      if (!(await recordPaymentEventOnce(tx, { channelId, eventId: notice.eventId, orderId: null, paid }))) return false;
      const order = orderId ? await findOrder(tx, channelId, orderId, { lock: true }) : undefined;
      if (!order || !paid || (order.status !== 'aberto' && order.status !== 'aguardando_pagamento')) return false;
      await updateOrder(tx, order.id, { status: 'pago' });
      await insertOrderEvents(tx, [
        { orderId: order.id, kind: 'paid', fromStatus: order.status, toStatus: 'pago', userId: null, note: 'Pagamento confirmado pela loja.' },
      ]);
      return true;
    });
    if (applied && orderId) ctx.bus.emit('order.changed', { channelId, orderId });
    return { applied, orderId: applied ? orderId : null };
  }

  return { receive };
}

export type OrderPaymentsService = ReturnType<typeof createOrderPaymentsService>;

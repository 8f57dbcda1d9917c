// Orders pushed by the server (`order.updated`: a customer's WhatsApp cart, a colleague's change, the
// store's payment confirmation) go straight into the attendance's list; a reconnect reads it again.
import { useQueryClient } from '@tanstack/react-query';
import type { Order } from '@atende/contract';
import { useSocketEvent, useSocketReconnect } from '@/shared/socket/socket-client';
import { orderKeys, upsertOrder } from '../api/orders-api';

export function useOrderEvents(attendanceId: string): void {
  const client = useQueryClient();
  useSocketEvent('order.updated', ({ order }) => {
    if (order.attendanceId !== attendanceId) return;
    client.setQueryData<Order[]>(orderKeys.attendance(attendanceId), (list) => upsertOrder(list, order));
  });
  useSocketReconnect(() => void client.invalidateQueries({ queryKey: orderKeys.attendance(attendanceId) }));
}

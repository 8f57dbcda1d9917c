// The attendance's orders (/api/orders...): the list, the cart builder's product search, and every
// action on an order. Each action answers the order as it is now, written straight into the list's
// cache (the socket's `order.updated` does the same for other people's changes).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  freightQuoteResponseSchema,
  orderListResponseSchema,
  orderResponseSchema,
  productPageSchema,
  stockCheckResponseSchema,
  type Order,
  type OrderLineInput,
  type OrderStatus,
  type PaymentMethod,
} from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';
import { withQuery } from '@/shared/http/query-string';

export const orderKeys = {
  attendance: (attendanceId: string) => ['orders', 'attendance', attendanceId] as const,
  productSearch: (search: string) => ['orders', 'product-search', search] as const,
};

export const useAttendanceOrders = (attendanceId: string) =>
  useQuery({
    queryKey: orderKeys.attendance(attendanceId),
    queryFn: ({ signal }) => apiRequest(`/api/orders/attendance/${attendanceId}`, { schema: orderListResponseSchema, signal }).then((r) => r.orders),
  });

/** Puts an order (new or changed) into its attendance's list, newest first. */
export function upsertOrder(list: Order[] | undefined, order: Order): Order[] {
  const rest = (list ?? []).filter((o) => o._id !== order._id);
  return [order, ...rest].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** Visible products for the cart builder (the catalogue's ranked keyword search). */
export const useProductSearch = (search: string, enabled: boolean) =>
  useQuery({
    queryKey: orderKeys.productSearch(search),
    queryFn: ({ signal }) =>
      apiRequest(withQuery('/api/products/page/1', { perPage: 10, visibility: 'visible', ...(search ? { search } : {}) }), { schema: productPageSchema, signal }).then((r) => r.items),
    enabled,
  });

function useOrderMutation<V>(attendanceId: string, request: (vars: V) => Promise<Order>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (order) => client.setQueryData<Order[]>(orderKeys.attendance(attendanceId), (list) => upsertOrder(list, order)),
  });
}

const orderOf = (path: string, method: 'POST' | 'PUT', body: unknown) => apiRequest(path, { method, body, schema: orderResponseSchema }).then((r) => r.order);

export const useCreateOrder = (attendanceId: string) =>
  useOrderMutation(attendanceId, (items: OrderLineInput[]) => orderOf('/api/orders', 'POST', { attendanceId, items }));
export const useReplaceItems = (attendanceId: string) =>
  useOrderMutation(attendanceId, ({ orderId, items }: { orderId: string; items: OrderLineInput[] }) => orderOf(`/api/orders/${orderId}/items`, 'PUT', { items }));
export const useSetDiscount = (attendanceId: string) =>
  useOrderMutation(attendanceId, ({ orderId, discountCents }: { orderId: string; discountCents: number }) => orderOf(`/api/orders/${orderId}/discount`, 'PUT', { discountCents }));
export const useChooseFreight = (attendanceId: string) =>
  useOrderMutation(attendanceId, ({ orderId, cep, optionId }: { orderId: string; cep: string; optionId: string }) => orderOf(`/api/orders/${orderId}/freight`, 'PUT', { cep, optionId }));
export const useSetOrderStatus = (attendanceId: string) =>
  useOrderMutation(attendanceId, ({ orderId, status }: { orderId: string; status: OrderStatus }) => orderOf(`/api/orders/${orderId}/status`, 'PUT', { status }));
export const useSendPaymentLink = (attendanceId: string) =>
  useOrderMutation(attendanceId, ({ orderId, method }: { orderId: string; method: PaymentMethod }) => orderOf(`/api/orders/${orderId}/payment-link`, 'POST', { method }));

export const useQuoteFreight = () =>
  useMutation({
    mutationFn: ({ orderId, cep }: { orderId: string; cep: string }) =>
      apiRequest(`/api/orders/${orderId}/freight/quote`, { method: 'POST', body: { cep }, schema: freightQuoteResponseSchema }),
  });

export const useCheckStock = () =>
  useMutation({
    mutationFn: (orderId: string) => apiRequest(`/api/orders/${orderId}/stock`, { schema: stockCheckResponseSchema }).then((r) => r.items),
  });

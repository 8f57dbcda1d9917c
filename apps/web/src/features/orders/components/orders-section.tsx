// The attendance panel's "Pedidos": the attendance's orders, live (customer carts, colleagues'
// changes, the store's payment confirmation), and "Novo pedido" to build a cart. Shown while the
// company's products module is on, to operators and to the owner or managers with Products, never in
// the embedded /chat (its token reaches no order route).
import { useState } from 'react';
import { Button, Divider, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconShoppingCartPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { moduleGateOpen } from '@atende/contract';
import { sessionStore, useSessionUser } from '@/shared/session/session-store';
import { useAttendanceOrders } from '../api/orders-api';
import { ordersNamespace } from '../locales';
import { useOrderEvents } from '../realtime/use-order-events';
import { CartBuilderModal } from './cart-builder-modal';
import { OrderCard } from './order-card';

export function useOrdersInPanel(): boolean {
  const user = useSessionUser();
  if (!user || sessionStore.isTabOnly() || !moduleGateOpen('products', user.channelConfig)) return false;
  return user.role === 'operator' || user.role === 'channel' || (user.role === 'channel_manager' && user.permissions.includes('Products'));
}

export function OrdersSection({ attendanceId, timeZone }: { attendanceId: string; timeZone: string }) {
  if (!useOrdersInPanel()) return null;
  return <Section attendanceId={attendanceId} timeZone={timeZone} />;
}

function Section({ attendanceId, timeZone }: { attendanceId: string; timeZone: string }) {
  const { t } = useTranslation(ordersNamespace);
  const orders = useAttendanceOrders(attendanceId);
  const [building, setBuilding] = useState(false);
  useOrderEvents(attendanceId);

  let body;
  if (orders.isLoading) body = <Loader size="sm" aria-label={t('loading')} />;
  else if (orders.isError)
    body = (
      <Text size="sm" c="red">
        {t('loadFailed')}
      </Text>
    );
  else if (!orders.data?.length)
    body = (
      <Text size="sm" c="dimmed" data-testid="orders-empty">
        {t('empty')}
      </Text>
    );
  else
    body = (
      <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('list')}>
        {orders.data.map((order) => (
          <OrderCard key={order._id} order={order} timeZone={timeZone} />
        ))}
      </Stack>
    );

  return (
    <Stack gap={6} component="section" aria-label={t('title')}>
      <Divider />
      <Group justify="space-between" gap="xs">
        <Title order={3} size="h6">
          {t('title')}
        </Title>
        <Button size="compact-xs" variant="light" leftSection={<IconShoppingCartPlus size={14} aria-hidden />} onClick={() => setBuilding(true)}>
          {t('newOrder')}
        </Button>
      </Group>
      {body}
      <CartBuilderModal attendanceId={attendanceId} opened={building} onClose={() => setBuilding(false)} />
    </Stack>
  );
}

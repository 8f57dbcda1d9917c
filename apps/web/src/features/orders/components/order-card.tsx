// One order in the panel: number, status badge, lines (with the customer's price where it differed and
// lines outside the catalogue), totals in R$, the history, and the actions.
import { Alert, Badge, Group, Paper, Stack, Text, Timeline } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { orderStatusLabels, type Order, type OrderSource, type OrderStatus } from '@atende/contract';
import { formatCents } from '@/shared/money';
import { ordersNamespace } from '../locales';
import { OrderActions } from './order-actions';

const statusColors: Record<OrderStatus, string> = {
  aberto: 'blue',
  aguardando_pagamento: 'yellow',
  pago: 'green',
  enviado: 'grape',
  entregue: 'teal',
  cancelado: 'gray',
};

const sourceKeys: Record<OrderSource, 'fromWhatsapp' | 'fromPanel' | 'fromNumberedReply'> = {
  whatsapp: 'fromWhatsapp',
  panel: 'fromPanel',
  numbered_reply: 'fromNumberedReply',
};

function TotalLine({ label, value, strong = false, testId }: { label: string; value: string; strong?: boolean; testId?: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" data-testid={testId}>
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : undefined}>
        {value}
      </Text>
    </Group>
  );
}

export function OrderCard({ order, timeZone }: { order: Order; timeZone: string }) {
  const { t, i18n } = useTranslation(ordersNamespace);
  const when = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short', timeZone }).format(new Date(iso));
  return (
    <Paper withBorder radius="md" p="sm" component="li" data-testid={`order-${order.number}`} aria-label={t('number', { number: order.number })}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text fw={700} size="sm">
            {t('number', { number: order.number })}
          </Text>
          <Badge color={statusColors[order.status]} variant="light" data-testid="order-status">
            {orderStatusLabels[order.status]}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {t(sourceKeys[order.source])} · {when(order.createdAt)}
        </Text>
        {order.priceMismatch && (
          <Alert color="yellow" p="xs" icon={<IconAlertTriangle size={16} aria-hidden />} data-testid="order-mismatch">
            <Text size="xs">{t('mismatch')}</Text>
          </Alert>
        )}
        <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {order.items.map((item) => (
            <li key={item._id}>
              <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {item.name}
                  {item.unknownProduct && (
                    <Badge ml={4} size="xs" color="red" variant="light">
                      {t('unknownItem')}
                    </Badge>
                  )}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {t('quantityTimes', { quantity: item.quantity, price: formatCents(item.unitPriceCents) })}
                </Text>
              </Group>
              {item.priceMismatch && item.customerUnitPriceCents !== null && (
                <Text size="xs" c="orange">
                  {t('customerPrice', { price: formatCents(item.customerUnitPriceCents) })}
                </Text>
              )}
            </li>
          ))}
        </Stack>
        <Stack gap={0}>
          <TotalLine label={t('subtotal')} value={formatCents(order.subtotalCents)} />
          <TotalLine label={order.freight ? t('freightOf', { name: order.freight.name, days: order.freight.days }) : t('freight')} value={formatCents(order.freightCents)} />
          <TotalLine label={t('discount')} value={`− ${formatCents(order.discountCents)}`} />
          <TotalLine label={t('total')} value={formatCents(order.totalCents)} strong testId="order-card-total" />
        </Stack>
        <OrderActions order={order} />
        <Text size="xs" fw={600}>
          {t('history')}
        </Text>
        <Timeline bulletSize={10} lineWidth={1} active={order.events.length - 1} aria-label={t('history')}>
          {order.events.map((e) => (
            <Timeline.Item
              key={e._id}
              title={<Text size="xs">{e.kind === 'status' && e.fromStatus && e.toStatus ? t('events.status', { from: orderStatusLabels[e.fromStatus], to: orderStatusLabels[e.toStatus] }) : t(`events.${e.kind}`)}</Text>}
            >
              {e.note && (
                <Text size="xs" c="dimmed">
                  {e.note}
                </Text>
              )}
              <Text size="xs" c="dimmed">
                {t('historyBy', { who: e.userName ?? (e.kind === 'paid' ? t('store') : t('customer')), when: when(e.createdAt) })}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      </Stack>
    </Paper>
  );
}

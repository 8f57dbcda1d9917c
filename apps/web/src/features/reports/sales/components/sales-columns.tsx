// The orders table's columns: #N, when (in the channel's zone), contact, operator, status, units and
// the money in R$.
import type { TFunction } from 'i18next';
import { Badge, Box, Text } from '@mantine/core';
import type { OrderStatus, SalesReportRow } from '@atende/contract';
import { formatDateTimeIn } from '@/shared/time/zoned-date-time';
import { formatMoney, formatNumber, type ReportColumn } from '../../kit';

const statusColor: Record<OrderStatus, string> = {
  aberto: 'gray',
  aguardando_pagamento: 'yellow',
  pago: 'green',
  enviado: 'blue',
  entregue: 'teal',
  cancelado: 'red',
};

export function salesColumns(t: TFunction, language: string, timeZone: string): ReportColumn<SalesReportRow>[] {
  const money = (cents: number) => <Text size="sm" ta="right" style={{ whiteSpace: 'nowrap' }}>{formatMoney(cents, language)}</Text>;
  return [
    { key: 'number', header: t('columns.number'), render: (r) => `#${r.number}` },
    { key: 'createdAt', header: t('columns.createdAt'), render: (r) => <Text size="sm" style={{ whiteSpace: 'nowrap' }}>{formatDateTimeIn(r.createdAt, timeZone, language)}</Text> },
    {
      key: 'contact',
      header: t('columns.contact'),
      render: (r) => (
        <Box miw={140}>
          <Text size="sm">{r.contact.name ?? r.contact.number}</Text>
          {r.contact.name && (
            <Text size="xs" c="dimmed">
              {r.contact.number}
            </Text>
          )}
        </Box>
      ),
    },
    { key: 'operator', header: t('columns.operator'), render: (r) => r.operator?.name ?? t('noOperator') },
    {
      key: 'status',
      header: t('columns.status'),
      render: (r) => (
        <Badge variant="light" color={statusColor[r.status]} tt="none">
          {t(`status.${r.status}`)}
        </Badge>
      ),
    },
    { key: 'items', header: t('columns.items'), render: (r) => formatNumber(r.items, language) },
    { key: 'subtotal', header: t('columns.subtotal'), render: (r) => money(r.subtotalCents) },
    { key: 'freight', header: t('columns.freight'), render: (r) => money(r.freightCents) },
    { key: 'discount', header: t('columns.discount'), render: (r) => money(r.discountCents) },
    { key: 'total', header: t('columns.total'), render: (r) => money(r.totalCents) },
  ];
}

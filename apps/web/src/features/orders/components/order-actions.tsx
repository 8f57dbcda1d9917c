// An order's action buttons: only those its status allows (items, freight and discount while open;
// the payment link while open or awaiting payment; the statuses the flow allows; cancelling after
// a confirmation).
import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { orderTransitions, type Order } from '@atende/contract';
import { errorMessage } from '@/shared/http/http-client';
import { alertDanger, alertSuccess } from '@/shared/ui/alerts';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { useSetOrderStatus } from '../api/orders-api';
import { ordersNamespace } from '../locales';
import { DiscountDialog, FreightDialog, PaymentDialog, StatusDialog, StockDialog } from './order-dialogs';

type Open = 'freight' | 'stock' | 'discount' | 'payment' | 'status' | 'cancel' | null;

export function OrderActions({ order }: { order: Order }) {
  const { t } = useTranslation(ordersNamespace);
  const [open, setOpen] = useState<Open>(null);
  const cancel = useSetOrderStatus(order.attendanceId ?? '');
  const editable = order.status === 'aberto';
  const payable = order.status === 'aberto' || order.status === 'aguardando_pagamento';
  const moves = orderTransitions[order.status];
  const close = () => setOpen(null);
  const button = (key: Exclude<Open, null>, label: string, extra: { color?: string } = {}) => (
    <Button key={key} size="compact-xs" variant="light" {...extra} onClick={() => setOpen(key)}>
      {label}
    </Button>
  );
  const confirmCancel = () =>
    cancel.mutate(
      { orderId: order._id, status: 'cancelado' },
      {
        onSuccess: () => {
          alertSuccess(t('statusDialog.saved', { status: 'Cancelado' }));
          close();
        },
        onError: (error) => alertDanger(errorMessage(error)),
      },
    );

  return (
    <>
      <Group gap={6} role="group" aria-label={t('actions.label', { number: order.number })}>
        {editable && button('freight', t('actions.freight'))}
        {order.status !== 'cancelado' && order.status !== 'entregue' && button('stock', t('actions.stock'))}
        {editable && button('discount', t('actions.discount'))}
        {payable && button('payment', t('actions.payment'))}
        {moves.some((s) => s !== 'cancelado') && button('status', t('actions.status'))}
        {moves.includes('cancelado') && button('cancel', t('actions.cancel'), { color: 'red' })}
      </Group>
      {open === 'freight' && <FreightDialog order={order} onClose={close} />}
      {open === 'stock' && <StockDialog order={order} onClose={close} />}
      {open === 'discount' && <DiscountDialog order={order} onClose={close} />}
      {open === 'payment' && <PaymentDialog order={order} onClose={close} />}
      {open === 'status' && <StatusDialog order={order} onClose={close} />}
      <ConfirmDialog
        opened={open === 'cancel'}
        title={t('cancelDialog.title', { number: order.number })}
        message={t('cancelDialog.message')}
        confirmLabel={t('cancelDialog.confirm')}
        danger
        loading={cancel.isPending}
        onConfirm={confirmCancel}
        onClose={close}
      />
    </>
  );
}

// The dialogs behind an order's actions. Each one calls the server and shows its pt-BR refusal
// (stock short, store down, transition refused) as the alert; nothing is computed here that the
// server does not compute again.
import { useEffect, useState } from 'react';
import { Alert, Button, Group, List, Modal, NumberInput, Radio, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { orderStatusLabels, orderTransitions, paymentMethodLabels, type FreightOption, type Order, type OrderStatus, type PaymentMethod, type StockCheck } from '@atende/contract';
import { errorMessage } from '@/shared/http/http-client';
import { alertDanger, alertSuccess } from '@/shared/ui/alerts';
import { formatCents, reaisToCents } from '@/shared/money';
import { useCheckStock, useChooseFreight, useQuoteFreight, useSendPaymentLink, useSetDiscount, useSetOrderStatus } from '../api/orders-api';
import { ordersNamespace } from '../locales';

type DialogProps = { order: Order; onClose: () => void };
const failed = (error: unknown) => alertDanger(errorMessage(error));

export function FreightDialog({ order, onClose }: DialogProps) {
  const { t } = useTranslation(ordersNamespace);
  const [cep, setCep] = useState(order.cep ?? '');
  const [options, setOptions] = useState<FreightOption[] | null>(null);
  const [choice, setChoice] = useState<string | null>(order.freight?.id ?? null);
  const quote = useQuoteFreight();
  const choose = useChooseFreight(order.attendanceId ?? '');
  const ask = () => quote.mutate({ orderId: order._id, cep }, { onSuccess: (r) => setOptions(r.options), onError: failed });
  const save = () =>
    choice &&
    choose.mutate(
      { orderId: order._id, cep, optionId: choice },
      {
        onSuccess: () => {
          alertSuccess(t('freightDialog.chosen'));
          onClose();
        },
        onError: failed,
      },
    );
  return (
    <Modal opened onClose={onClose} title={t('freightDialog.title', { number: order.number })} centered>
      <Stack gap="sm">
        <Group align="flex-end" gap="xs">
          <TextInput label={t('freightDialog.cep')} placeholder={t('freightDialog.cepPlaceholder')} value={cep} onChange={(e) => setCep(e.currentTarget.value)} maxLength={9} style={{ flex: 1 }} />
          <Button onClick={ask} loading={quote.isPending} disabled={cep.replace(/\D/g, '').length !== 8}>
            {t('freightDialog.quote')}
          </Button>
        </Group>
        {options && (
          <Radio.Group label={t('freightDialog.options')} value={choice} onChange={setChoice}>
            <Stack gap={6} mt={6}>
              {options.map((o) => (
                <Radio key={o.id} value={o.id} label={t('freightDialog.option', { name: o.name, price: formatCents(o.priceCents), days: o.days })} />
              ))}
            </Stack>
          </Radio.Group>
        )}
        <Group justify="flex-end">
          <Button onClick={save} disabled={!options || !choice} loading={choose.isPending}>
            {t('freightDialog.choose')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export function StockDialog({ order, onClose }: DialogProps) {
  const { t } = useTranslation(ordersNamespace);
  const check = useCheckStock();
  const [items, setItems] = useState<StockCheck['items'] | null>(null);
  // Asked once when the dialog opens; the answer is the store's (or the catalogue's) stock now.
  useEffect(() => {
    check.mutate(order._id, {
      onSuccess: setItems,
      onError: (error) => {
        failed(error);
        onClose();
      },
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [order._id]);
  return (
    <Modal opened onClose={onClose} title={t('stockDialog.title', { number: order.number })} centered>
      {!items ? (
        <Text size="sm">{t('loading')}</Text>
      ) : (
        <Stack gap="xs">
          <Alert color={items.every((i) => i.enough) ? 'green' : 'red'} p="xs">
            {items.every((i) => i.enough) ? t('stockDialog.enough') : t('stockDialog.short')}
          </Alert>
          <List size="sm">
            {items.map((i) => (
              <List.Item key={i.skuId} c={i.enough ? undefined : 'red'}>
                {t('stockDialog.line', { name: i.name, quantity: i.quantity, available: i.available })}
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
    </Modal>
  );
}

export function DiscountDialog({ order, onClose }: DialogProps) {
  const { t } = useTranslation(ordersNamespace);
  const [value, setValue] = useState<number | string>(order.discountCents / 100);
  const save = useSetDiscount(order.attendanceId ?? '');
  const submit = () =>
    save.mutate(
      { orderId: order._id, discountCents: reaisToCents(value) },
      {
        onSuccess: () => {
          alertSuccess(t('discountDialog.saved'));
          onClose();
        },
        onError: failed,
      },
    );
  return (
    <Modal opened onClose={onClose} title={t('discountDialog.title', { number: order.number })} centered>
      <Stack gap="sm">
        <NumberInput label={t('discountDialog.value')} value={value} onChange={setValue} min={0} decimalScale={2} fixedDecimalScale decimalSeparator="," thousandSeparator="." />
        <Group justify="flex-end">
          <Button onClick={submit} loading={save.isPending}>
            {t('discountDialog.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export function PaymentDialog({ order, onClose }: DialogProps) {
  const { t } = useTranslation(ordersNamespace);
  const [method, setMethod] = useState<PaymentMethod>('pix');
  const send = useSendPaymentLink(order.attendanceId ?? '');
  const submit = () =>
    send.mutate(
      { orderId: order._id, method },
      {
        onSuccess: () => {
          alertSuccess(t('paymentDialog.sent'));
          onClose();
        },
        onError: failed,
      },
    );
  return (
    <Modal opened onClose={onClose} title={t('paymentDialog.title', { number: order.number })} centered>
      <Stack gap="sm">
        <Text size="sm">{t('paymentDialog.message', { total: formatCents(order.totalCents) })}</Text>
        <SegmentedControl
          aria-label={t('paymentDialog.method')}
          value={method}
          onChange={(v) => setMethod(v as PaymentMethod)}
          data={(['pix', 'card'] as const).map((m) => ({ value: m, label: paymentMethodLabels[m] }))}
        />
        <Group justify="flex-end">
          <Button onClick={submit} loading={send.isPending}>
            {t('paymentDialog.send')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Only the statuses the flow allows from here (cancelling has its own confirmation). */
export function StatusDialog({ order, onClose }: DialogProps) {
  const { t } = useTranslation(ordersNamespace);
  const next = orderTransitions[order.status].filter((s) => s !== 'cancelado');
  const [to, setTo] = useState<OrderStatus | null>(next[0] ?? null);
  const save = useSetOrderStatus(order.attendanceId ?? '');
  const submit = () =>
    to &&
    save.mutate(
      { orderId: order._id, status: to },
      {
        onSuccess: () => {
          alertSuccess(t('statusDialog.saved', { status: orderStatusLabels[to] }));
          onClose();
        },
        onError: failed,
      },
    );
  return (
    <Modal opened onClose={onClose} title={t('statusDialog.title', { number: order.number })} centered>
      {next.length === 0 ? (
        <Text size="sm">{t('statusDialog.none')}</Text>
      ) : (
        <Stack gap="sm">
          <Select label={t('statusDialog.to')} value={to} onChange={(v) => setTo(v as OrderStatus | null)} data={next.map((s) => ({ value: s, label: orderStatusLabels[s] }))} allowDeselect={false} />
          <Group justify="flex-end">
            <Button onClick={submit} loading={save.isPending} disabled={!to}>
              {t('statusDialog.save')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

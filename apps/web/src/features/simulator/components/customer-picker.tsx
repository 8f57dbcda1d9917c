import { useState, type FormEvent } from 'react';
import { Button, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatPhone } from '@atende/contract';
import { validCustomerNumber } from '../conversation-state';

export type Customer = { number: string; name: string };

type Props = { recent: Customer[]; current: Customer | null; onOpen: (customer: Customer) => void };

/** Pick a recent customer or type a new number and name. */
export function CustomerPicker({ recent, current, onOpen }: Props) {
  const { t } = useTranslation('simulator');
  const [number, setNumber] = useState('');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const digits = number.replace(/\D/g, '');
    if (!validCustomerNumber(digits)) {
      setError(t('customer.invalidNumber'));
      return;
    }
    setError(null);
    onOpen({ number: digits, name: name.trim() });
  };

  return (
    <Stack gap="sm">
      <form onSubmit={submit} noValidate>
        <Stack gap="xs">
          <Text fw={600}>{t('customer.heading')}</Text>
          <TextInput
            label={t('customer.number')}
            description={t('customer.numberHint')}
            value={number}
            onChange={(e) => setNumber(e.currentTarget.value)}
            error={error}
            inputMode="numeric"
          />
          <TextInput label={t('customer.name')} value={name} onChange={(e) => setName(e.currentTarget.value)} />
          <Button type="submit">{t('customer.open')}</Button>
        </Stack>
      </form>
      {recent.length > 0 && (
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {t('customer.recent')}
          </Text>
          {recent.map((c) => (
            <UnstyledButton
              key={c.number}
              onClick={() => onOpen(c)}
              p="xs"
              bg={current?.number === c.number ? 'var(--mantine-color-teal-light)' : undefined}
              style={{ borderRadius: 6 }}
            >
              <Text size="sm" fw={500}>
                {c.name || formatPhone(c.number)}
              </Text>
              <Text size="xs" c="dimmed">
                {formatPhone(c.number)}
              </Text>
            </UnstyledButton>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

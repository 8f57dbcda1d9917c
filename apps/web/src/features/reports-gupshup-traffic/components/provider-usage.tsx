import { Alert, Paper, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GupshupTrafficResponse } from '@atende/contract';
import { dayLabel } from '../model/period';
import { gupshupTrafficNamespace } from '../locales';

type ProviderUsageProps = { provider: NonNullable<GupshupTrafficResponse['provider']> };

/** Gupshup's own count of the page's days (Partner API), beside ours; or why it could not be read. */
export function ProviderUsage({ provider }: ProviderUsageProps) {
  const { t, i18n } = useTranslation(gupshupTrafficNamespace);
  const number = (n: number) => n.toLocaleString(i18n.language);
  const fees = (value: number | null, currency: string | null) =>
    value === null ? '—' : value.toLocaleString(i18n.language, currency ? { style: 'currency', currency, maximumFractionDigits: 4 } : { maximumFractionDigits: 4 });

  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {t('provider.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('provider.intro', { appId: provider.appId })}
      </Text>
      {provider.error && (
        <Alert color="yellow" role="alert">
          {provider.error}
        </Alert>
      )}
      {!provider.error && provider.days.length === 0 && <Text size="sm">{t('provider.empty')}</Text>}
      {provider.days.length > 0 && (
        <Paper withBorder radius="md">
          <ScrollArea>
            <Table striped verticalSpacing="xs" aria-label={t('provider.caption')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('columns.date')}</Table.Th>
                  <Table.Th>{t('provider.columns.incoming')}</Table.Th>
                  <Table.Th>{t('provider.columns.outgoing')}</Table.Th>
                  <Table.Th>{t('provider.columns.templates')}</Table.Th>
                  <Table.Th>{t('columns.marketing')}</Table.Th>
                  <Table.Th>{t('columns.utility')}</Table.Th>
                  <Table.Th>{t('columns.authentication')}</Table.Th>
                  <Table.Th>{t('columns.service')}</Table.Th>
                  <Table.Th>{t('provider.columns.fees')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {provider.days.map((day) => (
                  <Table.Tr key={day.date}>
                    <Table.Td>{dayLabel(day.date, i18n.language)}</Table.Td>
                    <Table.Td>{number(day.incoming)}</Table.Td>
                    <Table.Td>{number(day.outgoing)}</Table.Td>
                    <Table.Td>{number(day.templates)}</Table.Td>
                    <Table.Td>{number(day.marketing)}</Table.Td>
                    <Table.Td>{number(day.utility)}</Table.Td>
                    <Table.Td>{number(day.authentication)}</Table.Td>
                    <Table.Td>{number(day.service)}</Table.Td>
                    <Table.Td>{fees(day.totalFees, day.currency)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        </Paper>
      )}
    </Stack>
  );
}

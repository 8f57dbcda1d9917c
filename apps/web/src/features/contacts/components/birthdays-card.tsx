import { useState } from 'react';
import { Badge, Group, Loader, Paper, ScrollArea, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconCake } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatPhone, type Contact, type ContactBirthdayPeriod } from '@atende/contract';
import { useContactBirthdays } from '../api/contact-birthdays';
import { contactsNamespace } from '../locales';
import { birthdayDayMonth } from './contacts-table';

function BirthdayList(props: { channelId: string; period: ContactBirthdayPeriod; onOpen: (contact: Contact) => void }) {
  const { t, i18n } = useTranslation(contactsNamespace);
  const query = useContactBirthdays(props.channelId, props.period);
  if (query.isPending) return <Loader size="sm" aria-label={t('common:loading')} />;
  if (query.isError) return <Text c="red" role="alert">{t('birthdays.failed')}</Text>;
  const { contacts, total } = query.data;
  if (contacts.length === 0) {
    return <Text c="dimmed">{t(props.period === 'day' ? 'birthdays.emptyToday' : 'birthdays.emptyMonth')}</Text>;
  }
  return (
    <ScrollArea.Autosize mah={220}>
      <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {contacts.map((c) => (
          <Group key={c._id} component="li" gap="sm" wrap="nowrap">
            <Badge variant="light" color="pink" w={56}>
              {birthdayDayMonth(c.birthday, i18n.language)}
            </Badge>
            <Text
              component="button"
              type="button"
              onClick={() => props.onOpen(c)}
              fw={500}
              style={{ background: 'none', border: 0, padding: 0, cursor: 'pointer', textAlign: 'left' }}
            >
              {c.name ?? formatPhone(c.number)}
            </Text>
            <Text c="dimmed" size="sm">
              {formatPhone(c.number)}
            </Text>
          </Group>
        ))}
        {total > contacts.length && (
          <Text component="li" c="dimmed" size="sm">
            {t('birthdays.more', { count: total - contacts.length })}
          </Text>
        )}
      </Stack>
    </ScrollArea.Autosize>
  );
}

/** "Aniversariantes": today's and this month's, in the channel's time zone (the server decides the day). */
export function BirthdaysCard(props: { channelId: string; onOpen: (contact: Contact) => void }) {
  const { t } = useTranslation(contactsNamespace);
  const [period, setPeriod] = useState<ContactBirthdayPeriod>('day');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="contacts-birthdays-title">
      <Group gap="xs" mb="xs">
        <IconCake size={18} aria-hidden />
        <Title order={2} size="h5" id="contacts-birthdays-title">
          {t('birthdays.title')}
        </Title>
      </Group>
      <Tabs value={period} onChange={(value) => setPeriod(value === 'month' ? 'month' : 'day')}>
        <Tabs.List mb="sm">
          <Tabs.Tab value="day">{t('birthdays.today')}</Tabs.Tab>
          <Tabs.Tab value="month">{t('birthdays.month')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="day">{period === 'day' && <BirthdayList channelId={props.channelId} period="day" onOpen={props.onOpen} />}</Tabs.Panel>
        <Tabs.Panel value="month">
          {period === 'month' && <BirthdayList channelId={props.channelId} period="month" onOpen={props.onOpen} />}
        </Tabs.Panel>
      </Tabs>
    </Paper>
  );
}

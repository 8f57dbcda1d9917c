import { Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TranscriptHeader as Header } from '@atende/contract';
import { embedNamespace } from '../locales';

const dateTime = (iso: string, timeZone: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short', timeZone }).format(new Date(iso));

function Field({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

/** Who, when and how it ended: everything a printed copy needs above the messages. */
export function TranscriptHeader({ attendance }: { attendance: Header }) {
  const { t, i18n } = useTranslation(embedNamespace);
  const when = (iso: string) => dateTime(iso, attendance.timeZone, i18n.language);
  return (
    <Stack gap="sm" mb="md">
      <Group justify="space-between" align="flex-start">
        <Title order={1} size="h3">
          {t('transcript.title', { protocol: attendance.protocol })}
        </Title>
        <Group gap="xs">
          <Badge variant="light" data-testid="transcript-status">
            {t(`statusLabels.${attendance.status}`, { ns: 'attendance', defaultValue: attendance.statusLabel })}
          </Badge>
          <Badge variant="outline" color="gray">
            {t('transcript.readOnly')}
          </Badge>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" verticalSpacing="xs">
        <Field label={t('transcript.contact')} value={attendance.contact.name ?? attendance.contact.numberFormatted} testId="transcript-contact" />
        <Field label={t('transcript.number')} value={attendance.contact.numberFormatted} testId="transcript-number" />
        <Field label={t('transcript.operator')} value={attendance.operator?.name ?? t('transcript.noOperator')} />
        <Field label={t('transcript.channel')} value={attendance.channelName} />
        <Field label={t('transcript.openedAt')} value={when(attendance.openedAt)} />
        {attendance.finishedAt && <Field label={t('transcript.finishedAt')} value={when(attendance.finishedAt)} />}
      </SimpleGrid>
    </Stack>
  );
}

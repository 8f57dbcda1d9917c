import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Attendance } from '@atende/contract';
import { attendanceNamespace } from '../../locales';
import { displayNumber } from '../../model/contact-display';
import { dateTimeOf } from '../../model/zoned-time';
import { ObservationEditor } from './observation-editor';

/** `embedded`: inside a drawer that already has the title and the frame. */
type ContactPanelProps = { attendance: Attendance; operatorId: string; privacy: boolean; timeZone: string; embedded?: boolean };

/** The side panel: who the customer is, the attendance's identity and its observation. */
export function ContactPanel({ attendance, operatorId, privacy, timeZone, embedded = false }: ContactPanelProps) {
  const { t, i18n } = useTranslation(attendanceNamespace);
  const fields: [string, string, string][] = [
    ['name', t('contact.name'), attendance.contact.name?.trim() || t('contact.noName')],
    ['number', t('contact.number'), displayNumber(attendance.contact.number, privacy)],
    ['protocol', t('contact.protocol'), attendance.protocol],
    ['openedAt', t('contact.openedAt'), dateTimeOf(attendance.openedAt, timeZone, i18n.language)],
    ['status', t('contact.status'), t(`statusLabels.${attendance.status}`, { defaultValue: attendance.statusLabel })],
  ];
  const list = (
    <Stack gap="sm" component="dl" m={0}>
        {fields.map(([key, label, value]) => (
          <div key={key}>
            <Text component="dt" size="xs" c="dimmed">
              {label}
            </Text>
            <Text component="dd" size="sm" m={0} data-testid={`contact-${key}`} style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </div>
        ))}
      <ObservationEditor key={attendance._id} attendance={attendance} operatorId={operatorId} />
    </Stack>
  );
  if (embedded) return list;
  return (
    <Paper withBorder radius="md" p="md" w={260} component="aside" aria-label={t('contact.title')} style={{ flexShrink: 0, overflowY: 'auto' }}>
      <Title order={2} size="h5" mb="sm">
        {t('contact.title')}
      </Title>
      {list}
    </Paper>
  );
}

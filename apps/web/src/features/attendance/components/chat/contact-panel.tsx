import { useEffect, useState } from 'react';
import { Button, Divider, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDocument, type Attendance, type Contact } from '@atende/contract';
import { ContactHistory } from '@/features/attendances-manage';
import { ContactKanbanSection } from '@/features/kanban';
import { OrdersSection } from '@/features/orders';
import { sessionStore } from '@/shared/session/session-store';
import { useContactCard } from '../../api/contact-card';
import { attendanceKeys } from '../../api/query-keys';
import { attendanceNamespace } from '../../locales';
import { displayNumber } from '../../model/contact-display';
import { dateTimeOf } from '../../model/zoned-time';
import { ContactEditForm } from './contact-edit-form';
import { ContactTagSelect } from './contact-tag-select';
import { ObservationEditor } from './observation-editor';

/** `embedded`: inside a drawer that already has the title and the frame. */
type ContactPanelProps = { attendance: Attendance; operatorId: string; privacy: boolean; timeZone: string; embedded?: boolean };

type Field = [key: string, label: string, value: string];

function FieldList({ fields }: { fields: Field[] }) {
  return (
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
    </Stack>
  );
}

/**
 * The side panel: who the customer is (edited and tagged by the attendance's operator), the
 * attendance's identity and observation, and the customer's previous attendances with their
 * transcripts.
 */
export function ContactPanel({ attendance, operatorId, privacy, timeZone, embedded = false }: ContactPanelProps) {
  const { t, i18n } = useTranslation(attendanceNamespace);
  const queryClient = useQueryClient();
  // The /chat embed's token reaches none of the contact routes: it keeps the attendance's own fields.
  const withCard = !sessionStore.isTabOnly();
  const contactId = attendance.contact._id;
  const card = useContactCard(contactId, withCard);
  const editable = attendance.operatorId === operatorId;
  const [editing, setEditing] = useState(false);
  const name = attendance.contact.name;

  // Someone else renamed the customer (the attendance came again by socket): read the card again.
  useEffect(() => {
    if (card.data && card.data.name !== name) void queryClient.invalidateQueries({ queryKey: attendanceKeys.contact(contactId) });
    // Only a new name from outside calls for it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [name]);

  const contact: Contact | undefined = card.data;
  const none = t('contact.none');
  const contactFields: Field[] = [
    ['name', t('contact.name'), name?.trim() || t('contact.noName')],
    ['number', t('contact.number'), displayNumber(attendance.contact.number, privacy)],
    ...(contact
      ? ([
          ['email', t('contact.email'), contact.email ?? none],
          ['document', t('contact.document'), contact.document ? formatDocument(contact.document) : none],
        ] satisfies Field[])
      : []),
  ];
  const attendanceFields: Field[] = [
    ['protocol', t('contact.protocol'), attendance.protocol],
    ['openedAt', t('contact.openedAt'), dateTimeOf(attendance.openedAt, timeZone, i18n.language)],
    ['status', t('contact.status'), t(`statusLabels.${attendance.status}`, { defaultValue: attendance.statusLabel })],
  ];

  const body = (
    <Stack gap="sm">
      {contact && editing ? (
        <ContactEditForm contact={contact} operatorId={operatorId} onDone={() => setEditing(false)} />
      ) : (
        <FieldList fields={contactFields} />
      )}
      {contact && editable && !editing && (
        <Button size="compact-xs" variant="subtle" px={0} leftSection={<IconPencil size={14} aria-hidden />} onClick={() => setEditing(true)} style={{ alignSelf: 'flex-start' }}>
          {t('contact.edit')}
        </Button>
      )}
      {contact && <ContactTagSelect contact={contact} channelId={attendance.channelId} operatorId={operatorId} editable={editable} />}
      <Divider />
      <FieldList fields={attendanceFields} />
      <ObservationEditor key={attendance._id} attendance={attendance} operatorId={operatorId} />
      {withCard && <ContactKanbanSection contactId={contactId} />}
      {withCard && <OrdersSection attendanceId={attendance._id} timeZone={timeZone} />}
      {withCard && (
        <Stack gap={6} component="section" aria-label={t('contact.history')}>
          <Divider />
          <Title order={3} size="h6">
            {t('contact.history')}
          </Title>
          <ContactHistory contactId={contactId} currentId={attendance._id} timeZone={timeZone} layout="list" />
        </Stack>
      )}
    </Stack>
  );
  if (embedded) return body;
  return (
    <Paper withBorder radius="md" p="md" w={300} component="aside" aria-label={t('contact.title')} style={{ flexShrink: 0, overflowY: 'auto' }}>
      <Title order={2} size="h5" mb="sm">
        {t('contact.title')}
      </Title>
      {body}
    </Paper>
  );
}

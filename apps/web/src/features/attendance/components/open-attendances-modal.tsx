import { List, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OpenAttendanceSummary } from '@atende/contract';
import { attendanceNamespace } from '../locales';

type OpenAttendancesModalProps = { attendances: OpenAttendanceSummary[]; onClose: () => void };

/** Going offline was refused (logoffRequiresAttendancesToFinish): what is still in progress. */
export function OpenAttendancesModal({ attendances, onClose }: OpenAttendancesModalProps) {
  const { t } = useTranslation(attendanceNamespace);
  return (
    <Modal opened={attendances.length > 0} onClose={onClose} title={t('status.logoffRefusedTitle')} centered>
      <Stack gap="sm">
        <Text size="sm">{t('status.logoffRefused', { count: attendances.length })}</Text>
        <List size="sm" spacing={4} data-testid="open-attendances">
          {attendances.map((a) => (
            <List.Item key={a._id}>{t('status.openAttendance', { protocol: a.protocol, name: a.contactName })}</List.Item>
          ))}
        </List>
      </Stack>
    </Modal>
  );
}

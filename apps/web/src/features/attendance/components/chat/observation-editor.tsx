import { useState } from 'react';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Attendance } from '@atende/contract';
import { errorMessage } from '@/shared/http/http-client';
import { alertDanger, alertSuccess } from '@/shared/ui/alerts';
import { useSaveObservation } from '../../api/attendance-observation';
import { attendanceNamespace } from '../../locales';

type ObservationEditorProps = { attendance: Attendance; operatorId: string };

/** The attendance's observation: read by everybody who sees it, written by its operator. */
export function ObservationEditor({ attendance, operatorId }: ObservationEditorProps) {
  const { t } = useTranslation(attendanceNamespace);
  const [draft, setDraft] = useState<string | null>(null);
  const save = useSaveObservation(attendance._id, operatorId);
  const current = attendance.observation ?? '';
  const editable = attendance.operatorId === operatorId;

  const submit = () =>
    save.mutate(draft?.trim() ?? '', {
      onSuccess: () => {
        alertSuccess(t('observation.saved'));
        setDraft(null);
      },
      onError: (error) => alertDanger(errorMessage(error)),
    });

  if (draft !== null) {
    return (
      <Stack gap={6}>
        <Textarea
          label={t('observation.title')}
          value={draft}
          onChange={(e) => setDraft(e.currentTarget.value)}
          maxLength={2000}
          autosize
          minRows={3}
          autoFocus
          data-testid="observation-input"
        />
        <Group gap="xs" justify="flex-end">
          <Button size="compact-xs" variant="default" onClick={() => setDraft(null)} disabled={save.isPending}>
            {t('observation.cancel')}
          </Button>
          <Button size="compact-xs" onClick={submit} loading={save.isPending}>
            {t('observation.save')}
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <div>
      <Text size="xs" c="dimmed">
        {t('observation.title')}
      </Text>
      <Text size="sm" data-testid="contact-observation" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} c={current ? undefined : 'dimmed'}>
        {current || t('observation.none')}
      </Text>
      {editable && (
        <Button size="compact-xs" variant="subtle" px={0} mt={4} onClick={() => setDraft(current)}>
          {current ? t('observation.edit') : t('observation.add')}
        </Button>
      )}
    </div>
  );
}

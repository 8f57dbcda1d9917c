import type { FormEvent, ReactNode } from 'react';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type FormModalProps = {
  opened: boolean;
  title: string;
  submitLabel?: string;
  submitting?: boolean;
  submitDisabled?: boolean;
  danger?: boolean;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
};

/** A centred dialog holding a short form with Cancel / submit: the modal sibling of FormDrawer. */
export function FormModal(props: FormModalProps) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          {props.children}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={props.onClose} disabled={props.submitting}>
              {t('actions.cancel')}
            </Button>
            <Button
              type="submit"
              color={props.danger ? 'red' : undefined}
              loading={props.submitting}
              disabled={props.submitDisabled}
            >
              {props.submitLabel ?? t('actions.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

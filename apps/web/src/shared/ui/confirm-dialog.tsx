import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type ConfirmDialogProps = {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel?: string;
  danger?: boolean;
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

export function ConfirmDialog(props: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} centered>
      <Text mb="lg">{props.message}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={props.onClose} disabled={props.loading}>
          {t('actions.cancel')}
        </Button>
        <Button color={props.danger ? 'red' : undefined} onClick={props.onConfirm} loading={props.loading}>
          {props.confirmLabel ?? t('actions.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}

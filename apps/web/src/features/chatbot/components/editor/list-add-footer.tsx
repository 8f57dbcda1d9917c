// The foot of an editable list (a menu's options, a list menu's sections): the list's error, the
// button that adds one more, and why it is disabled once WhatsApp's limit is reached.
import { Alert, Button, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type Props = {
  error: ReactNode;
  addLabel: string;
  disabled: boolean;
  onAdd: () => void;
  /** Shown under the button when set (the limit that stops adding). */
  limitNote: string | null;
};

export function ListAddFooter({ error, addLabel, disabled, onAdd, limitNote }: Props) {
  return (
    <>
      {error && (
        <Alert color="red" role="alert" p="xs">
          {error}
        </Alert>
      )}
      <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} disabled={disabled} onClick={onAdd} style={{ alignSelf: 'flex-start' }}>
        {addLabel}
      </Button>
      {limitNote && (
        <Text size="xs" c="dimmed">
          {limitNote}
        </Text>
      )}
    </>
  );
}

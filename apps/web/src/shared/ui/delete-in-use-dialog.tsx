import { useState } from 'react';
import { Button, Group, List, Modal, Radio, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type DeleteInUseDialogProps = {
  opened: boolean;
  title: string;
  /** What uses the row, already labelled ("3 operadores", "120 atendimentos"). */
  usage: { label: string; count: number }[];
  /** "Mover para outro departamento". */
  replacementLabel: string;
  replacementOptions: { value: string; label: string }[];
  /** "Remover dos atendimentos". */
  clearLabel: string;
  loading?: boolean;
  onConfirm: (replaceWith: string | null) => void;
  onClose: () => void;
};

/** Deleting a row that is in use: say what uses it and ask whether to move it elsewhere or clear it. */
export function DeleteInUseDialog(props: DeleteInUseDialogProps) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<'move' | 'clear'>(props.replacementOptions.length > 0 ? 'move' : 'clear');
  const [target, setTarget] = useState<string | null>(null);
  const [missingTarget, setMissingTarget] = useState(false);

  const close = () => {
    setTarget(null);
    setMissingTarget(false);
    props.onClose();
  };
  const confirm = () => {
    if (choice === 'move' && !target) {
      setMissingTarget(true);
      return;
    }
    props.onConfirm(choice === 'move' ? target : null);
  };

  return (
    <Modal opened={props.opened} onClose={close} title={props.title} centered>
      <Stack>
        <div>
          <Text>{t('deleteInUse.inUse')}</Text>
          <List size="sm" mt={4}>
            {props.usage
              .filter((item) => item.count > 0)
              .map((item) => (
                <List.Item key={item.label}>{item.label}</List.Item>
              ))}
          </List>
        </div>
        <Radio.Group label={t('deleteInUse.what')} value={choice} onChange={(value) => setChoice(value === 'move' ? 'move' : 'clear')}>
          <Stack gap="xs" mt="xs">
            <Radio value="move" label={props.replacementLabel} disabled={props.replacementOptions.length === 0} />
            {choice === 'move' && (
              <Select
                aria-label={t('deleteInUse.choose')}
                placeholder={t('deleteInUse.choose')}
                data={props.replacementOptions}
                value={target}
                onChange={(value) => {
                  setTarget(value);
                  setMissingTarget(false);
                }}
                error={missingTarget ? t('deleteInUse.choose') : undefined}
                searchable
                ml="lg"
              />
            )}
            <Radio value="clear" label={props.clearLabel} />
          </Stack>
        </Radio.Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={props.loading}>
            {t('actions.cancel')}
          </Button>
          <Button color="red" onClick={confirm} loading={props.loading}>
            {t('deleteInUse.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

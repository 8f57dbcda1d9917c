// One choice of the menu being edited: its title (and a description for list rows), where it leads,
// and buttons to move it up or down or remove it.
import { ActionIcon, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { WHATSAPP_LIMITS } from '@atende/contract';
import { chatbotNamespace } from '../../locales';
import type { OptionDraft } from '../../model/menu-draft';
import { CountedField } from '@/shared/ui/counted-field';
import type { MenuForm } from './menu-form';
import { TargetField, type TargetChoices } from './target-field';

type Props = {
  form: MenuForm;
  /** e.g. "options.1" or "sections.0.rows.2". */
  path: string;
  option: OptionDraft;
  /** The number the customer sees ("1 - ...") or the button's position. */
  position: number;
  titleMax: number;
  titleLabel: string;
  withDescription?: boolean;
  first: boolean;
  last: boolean;
  onMove: (offset: -1 | 1) => void;
  onRemove: (() => void) | null;
  choices: TargetChoices;
};

export function OptionCard({ form, path, option, position, titleMax, titleLabel, withDescription, first, last, onMove, onRemove, choices }: Props) {
  const { t } = useTranslation(chatbotNamespace);
  const name = option.title.trim() || t('editor.optionNumber', { position });
  return (
    <Paper withBorder p="sm" radius="md" role="group" aria-label={t('editor.optionNumber', { position })}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" fw={600}>
            {t('editor.optionNumber', { position })}
          </Text>
          <Group gap={2} wrap="nowrap">
            <Tooltip label={t('editor.moveUp')}>
              <ActionIcon variant="subtle" disabled={first} aria-label={t('editor.moveUpNamed', { name })} onClick={() => onMove(-1)}>
                <IconArrowUp size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('editor.moveDown')}>
              <ActionIcon variant="subtle" disabled={last} aria-label={t('editor.moveDownNamed', { name })} onClick={() => onMove(1)}>
                <IconArrowDown size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={onRemove ? t('editor.remove') : t('editor.keepOne')}>
              <ActionIcon variant="subtle" color="red" disabled={!onRemove} aria-label={t('editor.removeNamed', { name })} onClick={() => onRemove?.()}>
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
        <CountedField label={titleLabel} max={titleMax} required input={form.getInputProps(`${path}.title`)} />
        {withDescription && (
          <CountedField label={t('editor.rowDescription')} max={WHATSAPP_LIMITS.rowDescription} input={form.getInputProps(`${path}.description`)} />
        )}
        <TargetField form={form} path={`${path}.target`} target={option.target} optionTitle={name} {...choices} />
      </Stack>
    </Paper>
  );
}

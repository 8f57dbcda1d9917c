// One step in the editor's sortable list: the drag handle (mouse, touch or keyboard), its colour, name,
// outcome and automatic action, and the edit and delete buttons.
import { ActionIcon, Badge, Box, Group, Paper, Text } from '@mantine/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { IconGripVertical, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { kanbanManageNamespace } from '../locales';
import type { StepDraft } from '../model/step-form';

const outcomeColors = { open: 'gray', won: 'green', lost: 'red' } as const;

type Props = { step: StepDraft; onEdit: () => void; onDelete: () => void };

export function StepItem({ step, onEdit, onDelete }: Props) {
  const { t } = useTranslation(kanbanManageNamespace);
  const sortable = useSortable({ id: step._id });
  const style = {
    transform: CSS.Transform.toString(sortable.transform),
    transition: sortable.transition,
    opacity: sortable.isDragging ? 0.6 : 1,
    position: 'relative' as const,
    zIndex: sortable.isDragging ? 1 : undefined,
  };
  return (
    <Paper ref={sortable.setNodeRef} style={style} withBorder radius="sm" p="xs" data-step-item role="listitem" aria-label={step.name}>
      <Group gap="xs" wrap="nowrap">
        <ActionIcon
          ref={sortable.setActivatorNodeRef}
          variant="subtle"
          color="gray"
          type="button"
          style={{ cursor: 'grab', touchAction: 'none' }}
          {...sortable.attributes}
          {...sortable.listeners}
          aria-label={t('editor.moveStepNamed', { name: step.name })}
        >
          <IconGripVertical size={16} aria-hidden />
        </ActionIcon>
        <Box w={14} h={14} style={{ borderRadius: 4, background: step.color, flexShrink: 0 }} aria-hidden />
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" fw={500} truncate>
            {step.name}
          </Text>
          {step.action.kind !== 'none' && (
            <Text size="xs" c="dimmed" truncate>
              {t(`actionLabels.${step.action.kind}`)}
            </Text>
          )}
        </Box>
        <Badge variant="light" color={outcomeColors[step.outcome]} style={{ flexShrink: 0 }}>
          {t(`outcomeLabels.${step.outcome}`)}
        </Badge>
        <ActionIcon type="button" variant="subtle" aria-label={t('editor.editStepNamed', { name: step.name })} onClick={onEdit}>
          <IconPencil size={16} aria-hidden />
        </ActionIcon>
        <ActionIcon type="button" variant="subtle" color="red" aria-label={t('editor.deleteStepNamed', { name: step.name })} onClick={onDelete}>
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      </Group>
    </Paper>
  );
}

// The board's steps in order: drag by the handle (pointer) or pick up with space/enter and move with
// the arrows (keyboard), add (up to the contract's limit), edit and delete. Where the changes go (the
// new board's memory or the server at once) is the controller's business.
import { useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { KANBAN_STEPS_MAX } from '@atende/contract';
import { errorMessage } from '@/shared/http/http-client';
import { alertDanger, alertSuccess } from '@/shared/ui/alerts';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { kanbanManageNamespace } from '../locales';
import type { StepDraft } from '../model/step-form';
import { StepFormModal } from './step-form-modal';
import { StepItem } from './step-item';
import type { StepsController } from './use-steps';

type Editing = { step: StepDraft | null; seq: number } | null;

function useAnnouncements(steps: StepDraft[]): Announcements {
  const { t } = useTranslation(kanbanManageNamespace);
  const name = (id: string | number) => steps.find((s) => s._id === id)?.name ?? '';
  const position = (id: string | number) => ({ position: steps.findIndex((s) => s._id === id) + 1, total: steps.length });
  return {
    onDragStart: ({ active }) => t('dnd.picked', { name: name(active.id) }),
    onDragOver: ({ active, over }) => (over ? t('dnd.over', { name: name(active.id), ...position(over.id) }) : undefined),
    onDragEnd: ({ active, over }) => (over ? t('dnd.dropped', { name: name(active.id), ...position(over.id) }) : undefined),
    onDragCancel: ({ active }) => t('dnd.cancelled', { name: name(active.id) }),
  };
}

export function StepsEditor({ controller }: { controller: StepsController }) {
  const { t } = useTranslation(kanbanManageNamespace);
  const { steps } = controller;
  const [editing, setEditing] = useState<Editing>(null);
  const [toDelete, setToDelete] = useState<StepDraft | null>(null);
  const [deleting, setDeleting] = useState(false);
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const announcements = useAnnouncements(steps);
  const full = steps.length >= KANBAN_STEPS_MAX;

  const dragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const ids = steps.map((s) => s._id);
    controller.reorder(arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };

  const save = async (step: Parameters<StepsController['save']>[1]) => {
    const id = editing?.step?._id ?? null;
    await controller.save(id, step);
    if (controller.live) alertSuccess(t(id ? 'step.saved' : 'step.created'));
  };

  const confirmDelete = async (step: StepDraft) => {
    setDeleting(true);
    try {
      await controller.remove(step._id);
      if (controller.live) alertSuccess(t('step.deleted'));
    } catch (error) {
      // A step with cards is refused (409): its message says to move the cards first.
      alertDanger(errorMessage(error));
    } finally {
      setDeleting(false);
      setToDelete(null);
    }
  };

  return (
    <Stack gap="xs">
      <div>
        <Text size="sm" fw={600}>
          {t('editor.steps')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('editor.stepsHelp')} {controller.live && t('editor.stepsSavedNow')}
        </Text>
      </div>
      {steps.length === 0 && <Alert color="gray">{t('editor.noSteps')}</Alert>}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={dragEnd}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t('dnd.instructions') } }}
      >
        <SortableContext items={steps.map((s) => s._id)} strategy={verticalListSortingStrategy}>
          <Stack gap={6} role="list" aria-label={t('editor.stepList')}>
            {steps.map((step) => (
              <StepItem
                key={step._id}
                step={step}
                onEdit={() => setEditing({ step, seq: Date.now() })}
                onDelete={() => setToDelete(step)}
              />
            ))}
          </Stack>
        </SortableContext>
      </DndContext>
      <Group justify="space-between">
        <Button
          type="button"
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setEditing({ step: null, seq: Date.now() })}
          disabled={full}
        >
          {t('editor.addStep')}
        </Button>
        {full && (
          <Text size="xs" c="dimmed">
            {t('editor.stepsFull', { max: KANBAN_STEPS_MAX })}
          </Text>
        )}
      </Group>
      {editing && (
        <StepFormModal key={editing.seq} step={editing.step} count={steps.length} onSave={save} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog
        opened={!!toDelete}
        danger
        title={t('step.deleteTitle')}
        message={toDelete ? t('step.deleteMessage', { name: toDelete.name }) : ''}
        confirmLabel={t('common:actions.delete')}
        loading={deleting}
        onConfirm={() => toDelete && void confirmDelete(toDelete)}
        onClose={() => setToDelete(null)}
      />
    </Stack>
  );
}

// The board editor in a side drawer: name, the departments that may use it (none: every operator) and
// its steps. A new board starts with three steps and is created with them in one POST; a saved board's
// name and departments are saved with PATCH, its steps one change at a time (see use-steps).
import { Center, Loader, MultiSelect, Alert, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { KANBAN_NAME_MAX, kanbanInputSchema, type KanbanWithSteps } from '@atende/contract';
import { toDepartmentOptions, useDepartments } from '@/features/departments';
import { showFormError, useZodForm, type ZodForm } from '@/shared/forms/use-zod-form';
import { isApiError } from '@/shared/http/api-error';
import { errorMessage } from '@/shared/http/http-client';
import { useSessionUser } from '@/shared/session/session-store';
import { alertSuccess } from '@/shared/ui/alerts';
import { FormDrawer } from '@/shared/ui/form-drawer';
import { useCreateKanban, useKanban, usePatchKanban } from '../../api/kanbans';
import { kanbanManageNamespace } from '../locales';
import { defaultSteps, inputOf } from '../model/step-form';
import { StepsEditor } from './steps-editor';
import { useLocalSteps, useRemoteSteps, type StepsController } from './use-steps';

type BoardForm = ZodForm<typeof kanbanInputSchema>;
type Props = { onClose: () => void };

/** A taken name (409 "duplicate") goes under the name; other failures where showFormError puts them. */
function onSaveError(form: BoardForm) {
  return (error: unknown) => {
    if (isApiError(error) && error.statusCode === 409 && error.error === 'duplicate') form.setFieldError('name', error.erroMensagem);
    else showFormError(form, error);
  };
}

function BoardDrawer(props: { title: string; submitLabel: string; form: BoardForm; steps: StepsController; submitting: boolean; onSubmit: () => void; onClose: () => void }) {
  const { t } = useTranslation(kanbanManageNamespace);
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  const channelId = useSessionUser()?.channelId ?? '';
  const departments = useDepartments(channelId, { select: toDepartmentOptions });
  return (
    <FormDrawer
      opened
      size={narrow ? '100%' : 'lg'}
      title={props.title}
      submitLabel={props.submitLabel}
      submitting={props.submitting}
      onSubmit={props.onSubmit}
      onClose={props.onClose}
    >
      <TextInput label={t('editor.name')} withAsterisk maxLength={KANBAN_NAME_MAX} data-autofocus {...props.form.getInputProps('name')} />
      <MultiSelect
        label={t('editor.departments')}
        description={t('editor.departmentsHelp')}
        placeholder={props.form.getValues().departmentIds?.length ? undefined : t('editor.departmentsPlaceholder')}
        data={departments.data ?? []}
        searchable
        clearable
        {...props.form.getInputProps('departmentIds')}
      />
      <StepsEditor controller={props.steps} />
    </FormDrawer>
  );
}

export function CreateKanbanDrawer({ onClose }: Props) {
  const { t } = useTranslation(kanbanManageNamespace);
  const form = useZodForm(kanbanInputSchema, { name: '', departmentIds: [] });
  const steps = useLocalSteps(() => defaultSteps(t('editor.defaultSteps', { returnObjects: true }) as Parameters<typeof defaultSteps>[0]));
  const create = useCreateKanban();
  const submit = form.submitWith((board) =>
    create.mutate(
      { ...board, steps: steps.steps.map(inputOf) },
      {
        onSuccess: () => {
          alertSuccess(t('editor.created'));
          onClose();
        },
        onError: onSaveError(form),
      },
    ),
  );
  return (
    <BoardDrawer
      title={t('editor.createTitle')}
      submitLabel={t('editor.create')}
      form={form}
      steps={steps}
      submitting={create.isPending}
      onSubmit={submit}
      onClose={onClose}
    />
  );
}

function EditForm({ board, onClose }: Props & { board: KanbanWithSteps }) {
  const { t } = useTranslation(kanbanManageNamespace);
  const form = useZodForm(kanbanInputSchema, { name: board.name, departmentIds: board.departmentIds });
  const steps = useRemoteSteps(board);
  const patch = usePatchKanban();
  const submit = form.submitWith((values) =>
    patch.mutate(
      { id: board._id, patch: values },
      {
        onSuccess: () => {
          alertSuccess(t('editor.saved'));
          onClose();
        },
        onError: onSaveError(form),
      },
    ),
  );
  return (
    <BoardDrawer
      title={t('editor.editTitle')}
      submitLabel={t('editor.save')}
      form={form}
      steps={steps}
      submitting={patch.isPending}
      onSubmit={submit}
      onClose={onClose}
    />
  );
}

/** Reads the board (with its steps) before the form, so the form starts from what is saved. */
export function EditKanbanDrawer({ kanbanId, onClose }: Props & { kanbanId: string }) {
  const { t } = useTranslation(kanbanManageNamespace);
  const board = useKanban(kanbanId);
  if (board.data) return <EditForm board={board.data} onClose={onClose} />;
  return (
    <FormDrawer opened title={t('editor.editTitle')} onSubmit={() => undefined} onClose={onClose} submitting={board.isPending}>
      {board.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(board.error)}
        </Alert>
      ) : (
        <Center py="xl">
          <Loader aria-label={t('editor.loading')} />
        </Center>
      )}
    </FormDrawer>
  );
}

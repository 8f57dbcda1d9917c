// Create or edit an operator in a side drawer, validated by the contract's schemas (the same the
// server applies); a login already in use shows under the login field.
import { useTranslation } from 'react-i18next';
import { errorCode, operatorCreateSchema, operatorUpdateSchema, type OperatorRow } from '@atende/contract';
import { FormDrawer } from '@/shared/ui/form-drawer';
import { saveHandlers, useZodForm } from '@/shared/forms/use-zod-form';
import { useCreateOperatorMutation, useUpdateOperatorMutation } from '../api/operator-mutations';
import { toDepartmentOptions, useDepartments } from '@/features/departments';
import { operatorsNamespace } from '../locales';
import { OperatorFormFields } from './operator-form-fields';
import { emptyOperatorForm, operatorFormFrom } from './operator-form-values';

type OperatorFormDrawerProps = {
  channelId: string;
  /** null: a new operator. */
  operator: OperatorRow | null;
  onClose: () => void;
};


/** A login already in use (409) shows under the login field. */
const loginConflict = { [errorCode('login_taken')]: 'login' };

function CreateOperatorDrawer({ channelId, onClose }: Omit<OperatorFormDrawerProps, 'operator'>) {
  const { t } = useTranslation(operatorsNamespace);
  const departments = useDepartments(channelId, { select: toDepartmentOptions });
  const form = useZodForm(operatorCreateSchema, emptyOperatorForm());
  const mutation = useCreateOperatorMutation();
  const submit = form.submitWith((body) =>
    mutation.mutate(body, saveHandlers(form, { success: t('form.created'), onDone: onClose, conflicts: loginConflict })),
  );
  return (
    <FormDrawer opened title={t('form.createTitle')} submitLabel={t('form.createSubmit')} submitting={mutation.isPending} onSubmit={submit} onClose={onClose}>
      <OperatorFormFields form={form} editing={false} departments={departments.data ?? []} />
    </FormDrawer>
  );
}

function EditOperatorDrawer({ channelId, operator, onClose }: OperatorFormDrawerProps & { operator: OperatorRow }) {
  const { t } = useTranslation(operatorsNamespace);
  const departments = useDepartments(channelId, { select: toDepartmentOptions });
  const form = useZodForm(operatorUpdateSchema, operatorFormFrom(operator));
  const mutation = useUpdateOperatorMutation();
  const submit = form.submitWith((body) =>
    mutation.mutate(
      { id: operator._id, body },
      saveHandlers(form, { success: t('form.saved'), onDone: onClose, conflicts: loginConflict }),
    ),
  );
  return (
    <FormDrawer opened title={t('form.editTitle')} submitting={mutation.isPending} onSubmit={submit} onClose={onClose}>
      <OperatorFormFields form={form} editing departments={departments.data ?? []} />
    </FormDrawer>
  );
}

/** Mounted while open, so every opening starts from the operator's current values. */
export function OperatorFormDrawer(props: OperatorFormDrawerProps) {
  return props.operator ? (
    <EditOperatorDrawer key={props.operator._id} {...props} operator={props.operator} />
  ) : (
    <CreateOperatorDrawer channelId={props.channelId} onClose={props.onClose} />
  );
}

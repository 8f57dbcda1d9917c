// Create or edit an operator in a side drawer, validated by the contract's schemas (the same the
// server applies); a login already in use shows under the login field.
import { useTranslation } from 'react-i18next';
import { operatorCreateSchema, operatorUpdateSchema, type OperatorRow } from '@atende/contract';
import { FormDrawer } from '@/shared/ui/form-drawer';
import { alertDanger, alertSuccess } from '@/shared/ui/alerts';
import { applyApiErrors, useZodForm } from '@/shared/forms/use-zod-form';
import { isApiError } from '@/shared/http/api-error';
import { errorMessage } from '@/shared/http/http-client';
import { useCreateOperatorMutation, useUpdateOperatorMutation } from '../api/operator-mutations';
import { useDepartmentOptions } from '../api/departments-options';
import { operatorsNamespace } from '../locales';
import { OperatorFormFields } from './operator-form-fields';
import { emptyOperatorForm, operatorFormFrom } from './operator-form-values';

type OperatorFormDrawerProps = {
  channelId: string;
  /** null: a new operator. */
  operator: OperatorRow | null;
  onClose: () => void;
};

type FormLike = { setFieldError: (path: string, error: string) => void; setErrors: (errors: Record<string, string>) => void };

function showServerError(form: FormLike, error: unknown) {
  if (isApiError(error) && error.error === 'login_taken') form.setFieldError('login', error.erroMensagem);
  else if (!applyApiErrors(form, error)) alertDanger(errorMessage(error));
}

function CreateOperatorDrawer({ channelId, onClose }: Omit<OperatorFormDrawerProps, 'operator'>) {
  const { t } = useTranslation(operatorsNamespace);
  const departments = useDepartmentOptions(channelId);
  const form = useZodForm(operatorCreateSchema, emptyOperatorForm());
  const mutation = useCreateOperatorMutation();
  const submit = form.submitWith((body) =>
    mutation.mutate(body, {
      onSuccess: () => {
        alertSuccess(t('form.created'));
        onClose();
      },
      onError: (error) => showServerError(form, error),
    }),
  );
  return (
    <FormDrawer opened title={t('form.createTitle')} submitLabel={t('form.createSubmit')} submitting={mutation.isPending} onSubmit={submit} onClose={onClose}>
      <OperatorFormFields form={form} editing={false} departments={departments.data ?? []} />
    </FormDrawer>
  );
}

function EditOperatorDrawer({ channelId, operator, onClose }: OperatorFormDrawerProps & { operator: OperatorRow }) {
  const { t } = useTranslation(operatorsNamespace);
  const departments = useDepartmentOptions(channelId);
  const form = useZodForm(operatorUpdateSchema, operatorFormFrom(operator));
  const mutation = useUpdateOperatorMutation();
  const submit = form.submitWith((body) =>
    mutation.mutate(
      { id: operator._id, body },
      {
        onSuccess: () => {
          alertSuccess(t('form.saved'));
          onClose();
        },
        onError: (error) => showServerError(form, error),
      },
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

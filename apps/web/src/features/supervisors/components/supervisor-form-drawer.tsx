// Create or edit a supervisor: access data and the permission checkboxes, validated by the
// contract's schemas; a login in use shows under the login field.
import { Stack } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { AccountFieldset } from '@/shared/forms/account-fieldset';
import { managerCreateSchema, managerUpdateSchema, permissionNames, type Manager, type PermissionName } from '@atende/contract';
import { FormDrawer } from '@/shared/ui/form-drawer';
import { alertDanger, alertSuccess } from '@/shared/ui/alerts';
import { applyApiErrors, useZodForm } from '@/shared/forms/use-zod-form';
import { isApiError } from '@/shared/http/api-error';
import { errorMessage } from '@/shared/http/http-client';
import { useCreateSupervisorMutation, useUpdateSupervisorMutation } from '../api/supervisors';
import { supervisorsNamespace } from '../locales';
import { PermissionCheckboxes } from './permission-checkboxes';

type FieldsForm = {
  key(path: string): string;
  getInputProps(path: string): GetInputPropsReturnType;
  errors: Record<string, unknown>;
};
type PermissionsProps = { permissions: string[]; onPermissionsChange: (value: string[]) => void };

const isPermission = (p: string): p is PermissionName => (permissionNames as readonly string[]).includes(p);
type FormLike = { setFieldError: (path: string, error: string) => void; setErrors: (errors: Record<string, string>) => void };

function showServerError(form: FormLike, error: unknown) {
  if (isApiError(error) && error.error === 'login_taken') form.setFieldError('login', error.erroMensagem);
  else if (!applyApiErrors(form, error)) alertDanger(errorMessage(error));
}

function SupervisorFields({ form, editing, permissions, onPermissionsChange }: { form: FieldsForm; editing: boolean } & PermissionsProps) {
  const permissionsError = form.errors.permissions;
  return (
    <Stack gap="md">
      <AccountFieldset form={form} editing={editing} />
      <PermissionCheckboxes
        value={permissions}
        onChange={onPermissionsChange}
        error={typeof permissionsError === 'string' ? permissionsError : undefined}
      />
    </Stack>
  );
}

type SupervisorFormDrawerProps = { supervisor: Manager | null; onClose: () => void };

function CreateSupervisorDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(supervisorsNamespace);
  const form = useZodForm(managerCreateSchema, { name: '', email: '', login: '', password: '', permissions: [] });
  const mutation = useCreateSupervisorMutation();
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
      <SupervisorFields
        form={form}
        editing={false}
        permissions={form.getValues().permissions ?? []}
        onPermissionsChange={(value) => form.setFieldValue('permissions', value.filter(isPermission))}
      />
    </FormDrawer>
  );
}

function EditSupervisorDrawer({ supervisor, onClose }: { supervisor: Manager; onClose: () => void }) {
  const { t } = useTranslation(supervisorsNamespace);
  const form = useZodForm(managerUpdateSchema, {
    name: supervisor.name,
    email: supervisor.email ?? '',
    login: supervisor.login,
    password: '',
    permissions: supervisor.permissions.filter(isPermission),
  });
  const mutation = useUpdateSupervisorMutation();
  const submit = form.submitWith((body) =>
    mutation.mutate(
      { id: supervisor._id, body },
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
      <SupervisorFields
        form={form}
        editing
        permissions={form.getValues().permissions ?? []}
        onPermissionsChange={(value) => form.setFieldValue('permissions', value.filter(isPermission))}
      />
    </FormDrawer>
  );
}

/** Mounted while open, so every opening starts from the supervisor's current values. */
export function SupervisorFormDrawer({ supervisor, onClose }: SupervisorFormDrawerProps) {
  return supervisor ? (
    <EditSupervisorDrawer key={supervisor._id} supervisor={supervisor} onClose={onClose} />
  ) : (
    <CreateSupervisorDrawer onClose={onClose} />
  );
}

// Create or edit a supervisor: access data and the permission checkboxes, validated by the
// contract's schemas; a login in use shows under the login field.
import { Stack } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { AccountFieldset } from '@/shared/forms/account-fieldset';
import { errorCode, managerCreateSchema, managerUpdateSchema, permissionNames, type Manager, type PermissionName } from '@atende/contract';
import { FormDrawer } from '@/shared/ui/form-drawer';
import { saveHandlers, useZodForm } from '@/shared/forms/use-zod-form';
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

/** A login already in use (409) shows under the login field. */
const loginConflict = { [errorCode('login_taken')]: 'login' };

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
    mutation.mutate(body, saveHandlers(form, { success: t('form.created'), onDone: onClose, conflicts: loginConflict })),
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
      saveHandlers(form, { success: t('form.saved'), onDone: onClose, conflicts: loginConflict }),
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

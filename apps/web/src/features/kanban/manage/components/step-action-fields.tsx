// What the chosen automatic action asks for: an approved template with one mapping per body variable
// (a contact field or a fixed text, the campaigns' editor), or the department the attendance goes to.
import { Alert, Group, Loader, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { blankVariable, VariableMappingField, type VariableForm } from '@/features/campaigns';
import { toDepartmentOptions, useDepartments } from '@/features/departments';
import { useApprovedTemplates } from '@/features/templates';
import { errorMessage } from '@/shared/http/http-client';
import { useSessionUser } from '@/shared/session/session-store';
import { kanbanManageNamespace } from '../locales';
import { bodyVariablesOf, usableForStep, withTemplate, type StepFormValues } from '../model/step-form';

type Props = {
  values: StepFormValues;
  errors: Record<string, string>;
  onChange: (next: StepFormValues, clearedErrors: string) => void;
};

function TemplateFields({ values, errors, onChange }: Props) {
  const { t } = useTranslation(kanbanManageNamespace);
  const templates = useApprovedTemplates(true);
  if (templates.isPending) {
    return (
      <Group gap="xs">
        <Loader size="xs" />
        <Text size="sm">{t('step.templatesLoading')}</Text>
      </Group>
    );
  }
  if (templates.isError) return <Alert color="red">{errorMessage(templates.error)}</Alert>;
  const usable = (templates.data ?? []).filter(usableForStep);
  const chosen = usable.find((x) => x._id === values.templateId) ?? null;
  const numbers = bodyVariablesOf(chosen);
  const setVariable = (i: number, next: VariableForm) =>
    onChange({ ...values, bodyVariables: values.bodyVariables.map((v, j) => (j === i ? next : v)) }, `action.bodyVariables.${i}`);
  return (
    <Stack gap="sm">
      {usable.length === 0 && <Alert color="gray">{t('step.noTemplates')}</Alert>}
      <Select
        label={t('step.template')}
        placeholder={t('step.templatePlaceholder')}
        data={usable.map((x) => ({ value: x._id, label: `${x.name} (${x.language})` }))}
        value={chosen ? chosen._id : null}
        onChange={(id) => onChange(withTemplate(values, usable.find((x) => x._id === id) ?? null), 'action')}
        searchable
        withAsterisk
        error={errors['action.templateId']}
      />
      {numbers.length > 0 && (
        <div>
          <Text size="sm" fw={600}>
            {t('step.variables')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('step.variablesHelp')}
          </Text>
        </div>
      )}
      {numbers.map((n, i) => (
        <VariableMappingField
          key={n}
          label={t('step.bodyVariable', { variable: `{{${n}}}` })}
          value={values.bodyVariables[i] ?? blankVariable()}
          onChange={(next) => setVariable(i, next)}
          errors={errors}
          path={`action.bodyVariables.${i}`}
          columns={null}
        />
      ))}
    </Stack>
  );
}

function DepartmentField({ values, errors, onChange }: Props) {
  const { t } = useTranslation(kanbanManageNamespace);
  const channelId = useSessionUser()?.channelId ?? '';
  const departments = useDepartments(channelId, { select: toDepartmentOptions });
  return (
    <Select
      label={t('step.department')}
      placeholder={t('step.departmentPlaceholder')}
      data={departments.data ?? []}
      value={values.departmentId || null}
      onChange={(id) => onChange({ ...values, departmentId: id ?? '' }, 'action.departmentId')}
      searchable
      withAsterisk
      error={errors['action.departmentId']}
    />
  );
}

export function StepActionFields(props: Props) {
  if (props.values.actionKind === 'template') return <TemplateFields {...props} />;
  if (props.values.actionKind === 'department') return <DepartmentField {...props} />;
  return null;
}

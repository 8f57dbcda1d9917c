// Where one template variable gets its value for each recipient: a contact field (with a value for
// contacts that lack it), a fixed text, or a column of the uploaded list (offered only once a list
// with columns exists). Errors come keyed by the mapping's path in the contract schema.
import { Group, Paper, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { campaignContactFields } from '@atende/contract';
import { campaignsNamespace } from '../../locales';
import { variableSources, type VariableForm } from '../../model/variable-mapping';


type Props = {
  label: string;
  value: VariableForm;
  onChange: (next: VariableForm) => void;
  /** The form's errors and the path of this mapping in them ("bodyVariables.0"). */
  errors: Record<string, unknown>;
  path: string;
  /** The uploaded list's columns; null when the campaign has no list. */
  columns: string[] | null;
};

export function VariableMappingField({ label, value, onChange, errors, path, columns }: Props) {
  const { t } = useTranslation(campaignsNamespace);
  const fieldOptions = campaignContactFields.map((field) => ({ value: field, label: t(`contactFieldLabels.${field}`) }));
  const error = (name: keyof VariableForm) => {
    const message = errors[`${path}.${name}`];
    return typeof message === 'string' ? message : undefined;
  };
  const set = (patch: Partial<VariableForm>) => onChange({ ...value, ...patch });
  const sources = variableSources.filter((source) => source !== 'column' || (columns?.length ?? 0) > 0 || value.source === 'column');
  const fallback = (
    <TextInput
      label={t('editor.fallback')}
      description={t('editor.fallbackHelp')}
      value={value.fallback}
      onChange={(event) => set({ fallback: event.currentTarget.value })}
      error={error('fallback')}
    />
  );

  return (
    <Paper withBorder radius="md" p="sm" role="group" aria-label={label}>
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          {label}
        </Text>
        <Radio.Group label={t('editor.source')} value={value.source} onChange={(source) => set({ source: source as VariableForm['source'] })}>
          <Group gap="md" mt={4}>
            {sources.map((source) => (
              <Radio key={source} value={source} label={t(`editor.sources.${source}`)} />
            ))}
          </Group>
        </Radio.Group>
        {value.source === 'field' && (
          <Group grow align="flex-start">
            <Select
              label={t('editor.field')}
              placeholder={t('editor.fieldPlaceholder')}
              data={fieldOptions}
              value={value.field || null}
              onChange={(field) => set({ field: field ?? '' })}
              error={error('field')}
            />
            {fallback}
          </Group>
        )}
        {value.source === 'fixed' && (
          <TextInput label={t('editor.value')} value={value.value} onChange={(event) => set({ value: event.currentTarget.value })} error={error('value')} />
        )}
        {value.source === 'column' && (
          <Group grow align="flex-start">
            <Select
              label={t('editor.column')}
              placeholder={t('editor.columnPlaceholder')}
              data={columns ?? []}
              value={value.column || null}
              onChange={(column) => set({ column: column ?? '' })}
              error={error('column')}
            />
            {fallback}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

// The body with its numbered variables: "Adicionar variável" appends the next {{n}}, and each variable
// gets an example field (Meta reviews the template with them; the preview shows them) and its type
// (text, a money amount or a date and time: ours, for the sends to fill in Meta's typed parameters).
import { Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconBraces } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TEMPLATE_LIMITS, TEMPLATE_VARIABLE_TYPES, type TemplateVariableType } from '@atende/contract';
import { CountedField } from '@/shared/ui/counted-field';
import { templatesNamespace } from '../../locales';
import { useSimulatorChannel } from '../../model/simulator-channel';
import { distinctVariables, nextVariable } from '../../model/template-text';
import type { TemplateForm } from './template-form-type';

const variable = (n: number) => `{{${n}}}`;

export function TemplateBodyField({ form }: { form: TemplateForm }) {
  const { t } = useTranslation(templatesNamespace);
  const simulator = useSimulatorChannel();
  const { body, bodyExamples, variableTypes } = form.getValues();
  const typeOptions = TEMPLATE_VARIABLE_TYPES.map((type) => ({ value: type, label: t(`variableTypes.labels.${type}`) }));
  const used = distinctVariables(body);
  const addVariable = () => {
    const spacer = body && !/\s$/.test(body) ? ' ' : '';
    form.setFieldValue('body', `${body}${spacer}${variable(nextVariable(body))}`);
  };
  const setType = (n: number, value: string | null) => {
    const next = [...variableTypes];
    while (next.length < n) next.push('text');
    next[n - 1] = (value ?? 'text') as TemplateVariableType;
    form.setFieldValue('variableTypes', next);
  };
  const setExample = (n: number, value: string) => {
    const next = [...bodyExamples];
    while (next.length < n) next.push('');
    next[n - 1] = value;
    form.setFieldValue('bodyExamples', next);
  };
  return (
    <Stack gap="sm">
      <CountedField
        label={t('editor.body')}
        help={t('editor.bodyHelp', { first: variable(1), second: variable(2) })}
        max={TEMPLATE_LIMITS.body}
        multiline
        required
        input={form.getInputProps('body')}
      />
      <Group justify="flex-end">
        <Button variant="light" size="xs" leftSection={<IconBraces size={14} aria-hidden />} onClick={addVariable}>
          {t('editor.addVariable')}
        </Button>
      </Group>
      {used.length > 0 && (
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('editor.examples')}
          </Text>
          <Text size="xs" c="dimmed">
            {t(simulator ? 'simulator.examplesHelp' : 'editor.examplesHelp')} {t('editor.variableTypesHelp')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {used.map((n, i) => (
              <Group key={n} gap="xs" align="flex-start" wrap="nowrap">
                <TextInput
                  style={{ flex: 1 }}
                  label={t('editor.variableExample', { variable: variable(n) })}
                  required
                  value={bodyExamples[n - 1] ?? ''}
                  onChange={(event) => setExample(n, event.currentTarget.value)}
                  error={form.errors[`bodyExamples.${i}`]}
                />
                <Select
                  w={170}
                  label={t('editor.variableType', { variable: variable(n) })}
                  data={typeOptions}
                  value={variableTypes[n - 1] ?? 'text'}
                  onChange={(value) => setType(n, value)}
                  allowDeselect={false}
                />
              </Group>
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}

// The body with its numbered variables: "Adicionar variável" appends the next {{n}}, and each variable
// gets an example field (Meta reviews the template with them; the preview shows them).
import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconBraces } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TEMPLATE_LIMITS } from '@atende/contract';
import { CountedField } from '@/shared/ui/counted-field';
import { templatesNamespace } from '../../locales';
import { useSimulatorChannel } from '../../model/simulator-channel';
import { distinctVariables, nextVariable } from '../../model/template-text';
import type { TemplateForm } from './template-form-type';

const variable = (n: number) => `{{${n}}}`;

export function TemplateBodyField({ form }: { form: TemplateForm }) {
  const { t } = useTranslation(templatesNamespace);
  const simulator = useSimulatorChannel();
  const { body, bodyExamples } = form.getValues();
  const used = distinctVariables(body);
  const addVariable = () => {
    const spacer = body && !/\s$/.test(body) ? ' ' : '';
    form.setFieldValue('body', `${body}${spacer}${variable(nextVariable(body))}`);
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
            {t(simulator ? 'simulator.examplesHelp' : 'editor.examplesHelp')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {used.map((n, i) => (
              <TextInput
                key={n}
                label={t('editor.variableExample', { variable: variable(n) })}
                required
                value={bodyExamples[n - 1] ?? ''}
                onChange={(event) => setExample(n, event.currentTarget.value)}
                error={form.errors[`bodyExamples.${i}`]}
              />
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}

// Everything the chosen template asks for, each where the contract's schema reports its errors: one
// mapping per body variable, the text header's variable, the media header's link and the link buttons'
// variables (by the button's position among the template's buttons).
import { Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Template } from '@atende/contract';
import { campaignsNamespace } from '../../locales';
import { templateNeeds } from '../../model/template-needs';
import { blankVariable, fitVariables, type VariableForm } from '../../model/variable-mapping';
import { setPart, type CampaignForm } from './campaign-form-type';
import { VariableMappingField } from './variable-mapping-field';

type Props = { form: CampaignForm; template: Template | null; columns: string[] | null };

export function TemplateVariablesFields({ form, template, columns }: Props) {
  const { t } = useTranslation(campaignsNamespace);
  const needs = templateNeeds(template);
  const values = form.getValues();
  const body = fitVariables(values.bodyVariables, needs.body.length);
  const linkVariable = (index: number) => values.buttonVariables.find((b) => b.index === index)?.variable ?? blankVariable();
  const setBody = (i: number, next: VariableForm) => setPart(form, 'bodyVariables', body.map((v, j) => (j === i ? next : v)), `bodyVariables.${i}`);
  const setLink = (i: number, next: VariableForm) =>
    setPart(
      form,
      'buttonVariables',
      needs.links.map(({ index }, j) => ({ index, variable: j === i ? next : linkVariable(index) })),
      `buttonVariables.${i}`,
    );
  const mapping = { errors: form.errors, columns };
  const anything = needs.body.length > 0 || needs.headerVariable || needs.headerMedia || needs.links.length > 0;
  if (!anything) return null;

  return (
    <Stack gap="sm">
      <div>
        <Text size="sm" fw={600}>
          {t('editor.variables')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('editor.variablesHelp')}
        </Text>
      </div>
      {needs.headerMedia && (
        <TextInput
          label={t('editor.headerMedia')}
          description={t('editor.headerMediaHelp')}
          withAsterisk
          {...form.getInputProps('headerMediaLink')}
        />
      )}
      {needs.headerVariable && (
        <VariableMappingField
          {...mapping}
          label={t('editor.headerVariable')}
          path="headerVariable"
          value={values.headerVariable}
          onChange={(next) => setPart(form, 'headerVariable', next)}
        />
      )}
      {needs.body.map((n, i) => (
        <VariableMappingField
          key={n}
          {...mapping}
          label={t('editor.bodyVariable', { variable: `{{${n}}}` })}
          path={`bodyVariables.${i}`}
          value={body[i] ?? blankVariable()}
          onChange={(next) => setBody(i, next)}
        />
      ))}
      {needs.links.map(({ index, text }, i) => (
        <VariableMappingField
          key={index}
          {...mapping}
          label={t('editor.linkVariable', { button: text })}
          path={`buttonVariables.${i}.variable`}
          value={linkVariable(index)}
          onChange={(next) => setLink(i, next)}
        />
      ))}
    </Stack>
  );
}

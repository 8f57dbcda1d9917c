// Declares which of a template's body variables is a money amount or a date and time, for templates
// made elsewhere (synced from Meta) as for ours: the composer then asks for them with their own fields
// and sends them in Meta's currency and date_time parameters.
import { useState } from 'react';
import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TEMPLATE_VARIABLE_TYPES, variableTypesFor, type Template, type TemplateVariableType } from '@atende/contract';
import { errorMessage } from '@/shared/http/http-client';
import { alertSuccess } from '@/shared/ui/alerts';
import { useSetVariableTypesMutation } from '../api/template-mutations';
import { templatesNamespace } from '../locales';

type Props = { template: Template | null; onClose: () => void };

export function TemplateVariableTypesDialog({ template, onClose }: Props) {
  const { t } = useTranslation(templatesNamespace);
  return (
    <Modal opened={template !== null} onClose={onClose} title={t('variableTypes.title')} centered>
      {template && <VariableTypesForm key={template._id} template={template} onClose={onClose} />}
    </Modal>
  );
}

function VariableTypesForm({ template, onClose }: { template: Template; onClose: () => void }) {
  const { t } = useTranslation(templatesNamespace);
  const save = useSetVariableTypesMutation();
  const [types, setTypes] = useState<TemplateVariableType[]>(() => variableTypesFor(template.variableTypes, template.bodyVariables));
  const options = TEMPLATE_VARIABLE_TYPES.map((type) => ({ value: type, label: t(`variableTypes.labels.${type}`) }));
  const submit = () =>
    save.mutate(
      { id: template._id, variableTypes: types },
      {
        onSuccess: () => {
          alertSuccess(t('variableTypes.saved'));
          onClose();
        },
      },
    );
  return (
    <Stack gap="sm">
      <Text size="sm">{t('variableTypes.help', { name: template.name })}</Text>
      <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
        {template.body}
      </Text>
      {types.map((type, i) => (
        <Select
          key={i}
          label={t('editor.variableType', { variable: `{{${i + 1}}}` })}
          data={options}
          value={type}
          allowDeselect={false}
          onChange={(value) => setTypes((current) => current.map((old, j) => (j === i ? ((value ?? 'text') as TemplateVariableType) : old)))}
        />
      ))}
      {save.isError && (
        <Alert color="red" role="alert">
          {errorMessage(save.error)}
        </Alert>
      )}
      <Group justify="flex-end" mt="sm">
        <Button variant="default" onClick={onClose} disabled={save.isPending}>
          {t('variableTypes.cancel')}
        </Button>
        <Button onClick={submit} loading={save.isPending}>
          {t('variableTypes.save')}
        </Button>
      </Group>
    </Stack>
  );
}

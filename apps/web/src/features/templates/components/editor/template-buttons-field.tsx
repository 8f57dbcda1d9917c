// Quick-reply and link buttons, up to Meta's 10. A new button joins its own kind so the two kinds stay
// grouped; a link may end with {{1}}, which then needs an example.
import { ActionIcon, Badge, Button, Fieldset, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconExternalLink, IconMessageReply, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TEMPLATE_LIMITS } from '@atende/contract';
import { CountedField } from '@/shared/ui/counted-field';
import { templatesNamespace } from '../../locales';
import { withButtonAdded, type ButtonFormValue } from '../../model/template-form';
import { distinctVariables } from '../../model/template-text';
import type { TemplateForm } from './template-form-type';

function ButtonCard({ form, button, index }: { form: TemplateForm; button: ButtonFormValue; index: number }) {
  const { t } = useTranslation(templatesNamespace);
  const n = index + 1;
  const remove = () => form.setFieldValue('buttons', form.getValues().buttons.filter((_, i) => i !== index));
  return (
    <Paper withBorder p="sm" radius="md" data-testid="template-button">
      <Stack gap="xs">
        <Group justify="space-between">
          <Badge variant="light" color={button.type === 'URL' ? 'blue' : 'teal'}>
            {t(`editor.buttonTypes.${button.type}`)}
          </Badge>
          <ActionIcon variant="subtle" color="red" aria-label={t('editor.removeButton', { index: n })} onClick={remove}>
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
        <CountedField label={t('editor.buttonText', { index: n })} max={TEMPLATE_LIMITS.buttonText} required input={form.getInputProps(`buttons.${index}.text`)} />
        {button.type === 'URL' && (
          <>
            <CountedField
              label={t('editor.buttonUrl', { index: n })}
              help={t('editor.buttonUrlHelp', { variable: '{{1}}' })}
              max={TEMPLATE_LIMITS.url}
              required
              input={form.getInputProps(`buttons.${index}.url`)}
            />
            {distinctVariables(button.url).length > 0 && (
              <TextInput label={t('editor.buttonExample', { index: n })} required {...form.getInputProps(`buttons.${index}.example`)} />
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}

export function TemplateButtonsField({ form }: { form: TemplateForm }) {
  const { t } = useTranslation(templatesNamespace);
  const { buttons } = form.getValues();
  const full = buttons.length >= TEMPLATE_LIMITS.buttons;
  const add = (type: ButtonFormValue['type']) => form.setFieldValue('buttons', withButtonAdded(buttons, type));
  return (
    <Fieldset legend={t('editor.buttons')}>
      <Stack gap="sm">
        <Text size="xs" c="dimmed">
          {t('editor.buttonsHelp', { max: TEMPLATE_LIMITS.buttons })} ({buttons.length}/{TEMPLATE_LIMITS.buttons})
        </Text>
        {buttons.map((button, index) => (
          <ButtonCard key={index} form={form} button={button} index={index} />
        ))}
        {form.errors.buttons && (
          <Text size="sm" c="red" role="alert">
            {form.errors.buttons}
          </Text>
        )}
        <Group>
          <Button variant="light" size="xs" leftSection={<IconMessageReply size={14} aria-hidden />} disabled={full} onClick={() => add('QUICK_REPLY')}>
            {t('editor.addQuickReply')}
          </Button>
          <Button variant="light" size="xs" leftSection={<IconExternalLink size={14} aria-hidden />} disabled={full} onClick={() => add('URL')}>
            {t('editor.addUrl')}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}

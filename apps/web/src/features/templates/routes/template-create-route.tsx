// /templateHSM: a new message template, checked by the contract's templateInputSchema as it is typed,
// with the customer's phone beside it; submitting sends it to Meta (or, on a simulator channel, to the
// /simulador page) for review and goes back to the list.
import { useState } from 'react';
import { Alert, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { TEMPLATE_LIMITS } from '@atende/contract';
import { CountedField } from '@/shared/ui/counted-field';
import { applyApiErrors } from '@/shared/forms/use-zod-form';
import { isApiErrorOf } from '@/shared/http/api-error';
import { errorMessage } from '@/shared/http/http-client';
import { useSessionUser } from '@/shared/session/session-store';
import { alertSuccess } from '@/shared/ui/alerts';
import { useCreateTemplateMutation } from '../api/template-mutations';
import { TemplateBasicsFields } from '../components/editor/template-basics-fields';
import { TemplateBodyField } from '../components/editor/template-body-field';
import { TemplateButtonsField } from '../components/editor/template-buttons-field';
import { TemplateHeaderField } from '../components/editor/template-header-field';
import { TemplatePhonePreview } from '../components/template-bubble';
import { templatesNamespace } from '../locales';
import { blankTemplateForm, checkDraft, previewOf, type TemplateFormValues } from '../model/template-form';
import { useSimulatorChannel } from '../model/simulator-channel';

export function TemplateCreatePage() {
  const { t } = useTranslation(templatesNamespace);
  const navigate = useNavigate();
  const channelName = useSessionUser()?.channel?.name ?? t('preview.company');
  const create = useCreateTemplateMutation();
  const simulator = useSimulatorChannel();
  // Meta's refusal (or any error that is not about one field) stays on screen: it is often long.
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<TemplateFormValues>({
    mode: 'controlled',
    initialValues: blankTemplateForm(),
    validate: (values) => {
      const check = checkDraft(values);
      return check.ok ? {} : check.errors;
    },
  });

  const submit = () => {
    const check = checkDraft(form.getValues());
    if (!check.ok) {
      form.setErrors(check.errors);
      return;
    }
    form.clearErrors();
    setServerError(null);
    create.mutate(check.draft, {
      onSuccess: ({ template }) => {
        alertSuccess(t(simulator ? 'simulator.created' : 'editor.created', { name: template.name, status: t(`statusLabels.${template.status}`, { defaultValue: template.status }) }));
        void navigate('/manageHSMModels');
      },
      onError: (error) => {
        if (isApiErrorOf(error, 'template_exists')) form.setFieldError('name', error.erroMensagem);
        else if (!applyApiErrors(form, error)) setServerError(errorMessage(error));
      },
    });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Stack gap="md">
          {serverError && (
            <Alert color="red" role="alert" data-testid="server-error">
              {serverError}
            </Alert>
          )}
          <TemplateBasicsFields form={form} />
          <TemplateHeaderField form={form} />
          <TemplateBodyField form={form} />
          <CountedField label={t('editor.footer')} help={t('editor.footerHelp')} max={TEMPLATE_LIMITS.footer} input={form.getInputProps('footer')} />
          <TemplateButtonsField form={form} />
          <Group justify="flex-end">
            <Button component={Link} to="/manageHSMModels" variant="default" disabled={create.isPending}>
              {t('editor.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('editor.submit')}
            </Button>
          </Group>
        </Stack>
        <Stack gap="xs" align="center" style={{ position: 'sticky', top: 0, alignSelf: 'start' }}>
          <Text size="sm" fw={600}>
            {t('preview.title')}
          </Text>
          <TemplatePhonePreview view={previewOf(form.getValues())} title={channelName} />
        </Stack>
      </SimpleGrid>
    </form>
  );
}

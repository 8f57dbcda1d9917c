// "Enviar modelo" outside the 24-hour window: pick an approved template, fill its variables ({{1}}
// starts with the contact's name; money amounts and dates in their own fields), see the message as the
// customer will, and send it.
import { useState } from 'react';
import { Alert, Button, Group, Loader, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Attendance, Template } from '@atende/contract';
import { templateView, TemplatePhonePreview, useApprovedTemplates } from '@/features/templates';
import { errorMessage } from '@/shared/http/http-client';
import { useSessionUser } from '@/shared/session/session-store';
import { alertSuccess } from '@/shared/ui/alerts';
import { useSendTemplate } from '../../api/send-template';
import { attendanceNamespace } from '../../locales';
import { checkSendBody, displayedParams, headerHasVariable, initialValues, linkVariables, sendBodyOf, type TemplateSendValues } from './template-send-model';
import { blankTypedValues, missingTypedValues, variableTypesOfTemplate } from './template-send-typed';
import { TemplatePayloadFields, TemplateVariableFields } from './template-variable-fields';

type Props = { opened: boolean; attendance: Attendance; operatorId: string; onClose: () => void };

export function TemplateSendDialog({ opened, attendance, operatorId, onClose }: Props) {
  const { t } = useTranslation(attendanceNamespace);
  const user = useSessionUser();
  const templates = useApprovedTemplates(opened);
  const send = useSendTemplate(attendance, operatorId);
  const [chosen, setChosen] = useState<Template | null>(null);
  const [values, setValues] = useState<TemplateSendValues>({ params: [], typed: blankTypedValues(), headerLink: '', headerText: '', links: {}, payloads: {} });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);

  const close = () => {
    setChosen(null);
    setErrors({});
    setServerError(null);
    onClose();
  };
  const choose = (id: string | null) => {
    const template = templates.data?.find((x) => x._id === id) ?? null;
    setChosen(template);
    setErrors({});
    setServerError(null);
    if (template) setValues(initialValues(template, attendance.contact.name));
  };

  const submit = () => {
    if (!chosen) return;
    const body = sendBodyOf(chosen, values, { channelId: user?.channelId ?? attendance.channelId, attendanceId: attendance._id });
    const check = checkSendBody(body);
    // An empty amount or date is named in the operator's words, not in the contract's fallback_value ones.
    const missing = Object.fromEntries(
      Object.entries(missingTypedValues(variableTypesOfTemplate(chosen), values.typed)).map(([key, what]) => [
        key,
        t(what === 'amount' ? 'templateDialog.missingAmount' : 'templateDialog.missingDateTime', { variable: `{{${Number(key.split('.')[1]) + 1}}}` }),
      ]),
    );
    if (!check.ok || Object.keys(missing).length) return setErrors({ ...(check.ok ? {} : check.errors), ...missing });
    setErrors({});
    setServerError(null);
    send.mutate(body, {
      onSuccess: () => {
        alertSuccess(t('templateDialog.sent'));
        close();
      },
      onError: (error) => setServerError(errorMessage(error)),
    });
  };

  const options = (templates.data ?? []).map((x) => ({ value: x._id, label: `${x.name} (${x.language})` }));
  const headerIsMedia = !!chosen?.header && chosen.header.format !== 'TEXT';

  return (
    <Modal opened={opened} onClose={close} title={t('templateDialog.title')} size="xl" centered>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Stack gap="sm">
          {templates.isPending ? (
            <Group gap="xs">
              <Loader size="xs" />
              <Text size="sm">{t('templateDialog.loading')}</Text>
            </Group>
          ) : templates.isError ? (
            <Alert color="red">{errorMessage(templates.error)}</Alert>
          ) : options.length === 0 ? (
            <Alert color="gray">{t('templateDialog.none')}</Alert>
          ) : (
            <Select
              label={t('templateDialog.template')}
              placeholder={t('templateDialog.templatePlaceholder')}
              data={options}
              value={chosen?._id ?? null}
              onChange={choose}
              searchable
              data-autofocus
            />
          )}
          {chosen && <TemplateVariableFields template={chosen} values={values} errors={errors} onChange={setValues} />}
          {chosen && headerHasVariable(chosen) && (
            <TextInput
              label={t('templateDialog.headerText')}
              required
              value={values.headerText}
              onChange={(event) => setValues((v) => ({ ...v, headerText: event.currentTarget.value }))}
              error={errors.headerText}
            />
          )}
          {chosen &&
            linkVariables(chosen).map(({ index, text }, i) => (
              <TextInput
                key={index}
                label={t('templateDialog.linkVariable', { button: text })}
                required
                value={values.links[index] ?? ''}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setValues((v) => ({ ...v, links: { ...v.links, [index]: value } }));
                }}
                error={errors[`buttonParams.${i}.text`]}
              />
            ))}
          {chosen && <TemplatePayloadFields template={chosen} values={values} errors={errors} onChange={setValues} />}
          {headerIsMedia && (
            <TextInput
              label={t('templateDialog.headerMedia')}
              description={t('templateDialog.headerMediaHelp')}
              required
              value={values.headerLink}
              onChange={(event) => setValues((v) => ({ ...v, headerLink: event.currentTarget.value }))}
              error={errors['headerMedia.link']}
            />
          )}
          {serverError && (
            <Alert color="red" role="alert" data-testid="template-send-error">
              {serverError}
            </Alert>
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close} disabled={send.isPending}>
              {t('templateDialog.cancel')}
            </Button>
            <Button onClick={submit} disabled={!chosen} loading={send.isPending}>
              {t('templateDialog.send')}
            </Button>
          </Group>
        </Stack>
        {chosen && (
          <TemplatePhonePreview
            view={templateView(chosen, displayedParams(chosen, values), chosen.header?.format === 'TEXT' ? values.headerText || (chosen.header.example ?? '') : '')}
            title={user?.channel?.name ?? ''}
            height={380}
          />
        )}
      </SimpleGrid>
    </Modal>
  );
}

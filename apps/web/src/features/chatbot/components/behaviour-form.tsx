// The "Comportamento" tab: the initial menu, where overflows go, how many invalid answers to accept,
// what to do outside opening hours, when to give up on a silent customer, and the survey.
import { Button, Fieldset, Group, NumberInput, Radio, Select, Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { botSettingsSchema, outsideHoursActions } from '@atende/contract';
import { toDepartmentOptions, useDepartments } from '@/features/departments';
import { saveHandlers, useZodForm } from '@/shared/forms/use-zod-form';
import { useSessionUser } from '@/shared/session/session-store';
import { useSaveBotSettings } from '../api/bot-settings';
import type { Chatbot } from '../api/chatbot-query';
import { chatbotNamespace } from '../locales';
import { menuLabel } from '../model/menu-draft';
import { DepartmentSelect } from './department-select';

export function BehaviourForm({ bot }: { bot: Chatbot }) {
  const { t } = useTranslation(chatbotNamespace);
  const channelId = useSessionUser()?.channelId ?? '';
  const departments = useDepartments(channelId, { select: toDepartmentOptions });
  const form = useZodForm(botSettingsSchema, bot.settings);
  const save = useSaveBotSettings();
  const values = form.getValues();

  // The on/off switch lives in the header and may have changed since this form was filled.
  const submit = form.submitWith((parsed) =>
    save.mutate({ ...parsed, enabled: bot.settings.enabled }, saveHandlers(form, { success: t('behaviour.saved'), onDone: () => undefined })),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={720} gap="lg">
        <Fieldset legend={t('behaviour.flow')}>
          <Stack>
            <Select
              label={t('behaviour.rootMenu')}
              description={t('behaviour.rootMenuHelp')}
              placeholder={bot.menus.length ? t('behaviour.pickRootMenu') : t('behaviour.noMenus')}
              data={bot.menus.map((m) => ({ value: m.id, label: menuLabel(m, m.id) }))}
              searchable
              {...form.getInputProps('rootMenuId')}
            />
            <DepartmentSelect
              label={t('behaviour.defaultDepartment')}
              description={t('behaviour.defaultDepartmentHelp')}
              value={values.defaultDepartmentId}
              onChange={(value) => form.setFieldValue('defaultDepartmentId', value)}
              departments={departments.data ?? []}
              loading={departments.isPending}
              error={form.errors.defaultDepartmentId}
            />
            <NumberInput
              label={t('behaviour.maxInvalid')}
              description={t('behaviour.maxInvalidHelp')}
              min={0}
              max={10}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('maxInvalidAnswers')}
            />
          </Stack>
        </Fieldset>
        <Fieldset legend={t('behaviour.timing')}>
          <Stack>
            <Radio.Group label={t('behaviour.outsideHours')} description={t('behaviour.outsideHoursHelp')} {...form.getInputProps('outsideHoursAction')}>
              <Stack gap="xs" mt="xs">
                {outsideHoursActions.map((action) => (
                  <Radio key={action} value={action} label={t(`behaviour.outside.${action}`)} />
                ))}
              </Stack>
            </Radio.Group>
            <NumberInput
              label={t('behaviour.abandonment')}
              description={t('behaviour.abandonmentHelp')}
              suffix={` ${t('behaviour.minutes')}`}
              min={1}
              max={1440}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('abandonmentMinutes')}
            />
            <NumberInput
              label={t('behaviour.queueAbandonment')}
              description={t('behaviour.queueAbandonmentHelp')}
              suffix={` ${t('behaviour.minutes')}`}
              min={0}
              max={10080}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('queueAbandonmentMinutes')}
            />
          </Stack>
        </Fieldset>
        <Fieldset legend={t('behaviour.survey')}>
          <Stack>
            <Switch label={t('behaviour.surveyEnabled')} description={t('behaviour.surveyEnabledHelp')} {...form.getInputProps('surveyEnabled', { type: 'checkbox' })} />
            <NumberInput
              label={t('behaviour.surveyMinutes')}
              description={t('behaviour.surveyMinutesHelp')}
              suffix={` ${t('behaviour.minutes')}`}
              min={1}
              max={1440}
              allowDecimal={false}
              allowNegative={false}
              disabled={!values.surveyEnabled}
              {...form.getInputProps('surveyMinutes')}
            />
          </Stack>
        </Fieldset>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('behaviour.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

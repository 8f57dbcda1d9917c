// The sections of the operator drawer: access, departments, working hours, privacy and capacity.
import { Fieldset, MultiSelect, NumberInput, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { AccountFieldset } from '@/shared/forms/account-fieldset';
import { workingWindows } from '@atende/contract';
import { operatorsNamespace } from '../locales';
import type { OperatorFieldsForm } from './operator-form-values';

type OperatorFormFieldsProps = {
  form: OperatorFieldsForm;
  editing: boolean;
  departments: { value: string; label: string }[];
};

export function OperatorFormFields({ form, editing, departments }: OperatorFormFieldsProps) {
  const { t } = useTranslation(operatorsNamespace);
  return (
    <Stack gap="md">
      <AccountFieldset form={form} editing={editing} />

      <Fieldset legend={t('form.departments')}>
        <MultiSelect
          label={t('form.departmentsLabel')}
          placeholder={t('form.departmentsPlaceholder')}
          nothingFoundMessage={t('form.departmentsEmpty')}
          data={departments}
          searchable
          clearable
          key={form.key('departmentIds')}
          {...form.getInputProps('departmentIds')}
        />
      </Fieldset>

      <Fieldset legend={t('form.hours')}>
        <Text size="xs" c="dimmed" mb="sm">
          {t('form.hoursHint')}
        </Text>
        <Stack gap="xs">
          {workingWindows.map((w) => (
            <div key={w.key}>
              <Text size="sm" fw={500}>
                {t(`form.${w.key}`)}
              </Text>
              <SimpleGrid cols={2} spacing="sm">
                <TimeInput
                  label={t('form.start', { day: t(`form.dayShort.${w.key}`) })}
                  key={form.key(w.start)}
                  {...form.getInputProps(w.start)}
                />
                <TimeInput
                  label={t('form.finish', { day: t(`form.dayShort.${w.key}`) })}
                  key={form.key(w.finish)}
                  {...form.getInputProps(w.finish)}
                />
              </SimpleGrid>
            </div>
          ))}
        </Stack>
      </Fieldset>

      <Fieldset legend={t('form.privacy')}>
        <Switch
          label={t('form.privacyLabel')}
          description={t('form.privacyHint')}
          key={form.key('privacy')}
          {...form.getInputProps('privacy', { type: 'checkbox' })}
        />
      </Fieldset>

      <NumberInput
        label={t('form.max')}
        description={t('form.maxHint')}
        min={1}
        max={100}
        allowDecimal={false}
        key={form.key('maxAttendances')}
        {...form.getInputProps('maxAttendances')}
      />
    </Stack>
  );
}

// The template dialog's fields for the body's variables and the quick replies' payloads: a text box per
// text variable, a money field (the currency's symbol, cents, the ISO 4217 code, BRL by default) per
// currency variable, a date-time picker per date variable, and an optional payload per quick reply.
import { Group, NumberInput, Text, TextInput } from '@mantine/core';
import { DatesProvider, DateTimePicker } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import type { Template } from '@atende/contract';
import { dateInputFormat } from '@/shared/time/date-format';
import { attendanceNamespace } from '../../locales';
import { quickReplies, type TemplateSendValues } from './template-send-model';
import { currencyCodeAt, currencySymbol, variableTypesOfTemplate, type TypedVariableValues } from './template-send-typed';

type Props = {
  template: Template;
  values: TemplateSendValues;
  errors: Record<string, string>;
  onChange: (change: (values: TemplateSendValues) => TemplateSendValues) => void;
};

const variable = (i: number) => `{{${i + 1}}}`;
/** NumberInput answers a string ("1234.50") while fixing the cents; '' while empty. */
const amountOf = (value: number | string): number | '' => {
  const amount = typeof value === 'number' ? value : value.trim() === '' ? NaN : Number(value);
  return Number.isFinite(amount) ? amount : '';
};
/** The first message under the variable's own key or any key inside it (params.1.currency.code...). */
const errorUnder = (errors: Record<string, string>, key: string): string | undefined => errors[key] ?? Object.entries(errors).find(([k]) => k.startsWith(`${key}.`))?.[1];

export function TemplateVariableFields({ template, values, errors, onChange }: Props) {
  const { t, i18n } = useTranslation(attendanceNamespace);
  const types = variableTypesOfTemplate(template);
  const setTyped = (change: (typed: TypedVariableValues) => TypedVariableValues) => onChange((v) => ({ ...v, typed: change(v.typed) }));
  const setParam = (i: number, value: string) => onChange((v) => ({ ...v, params: v.params.map((p, j) => (j === i ? value : p)) }));

  return (
    <DatesProvider settings={{ locale: i18n.language === 'en' ? 'en' : 'pt-br' }}>
      {types.length > 0 && (
        <Text size="sm" fw={500}>
          {t('templateDialog.variables')}
        </Text>
      )}
      {types.map((type, i) => {
        const key = `params.${i}`;
        if (type === 'currency') {
          const code = currencyCodeAt(values.typed, i);
          return (
            <Group key={i} gap="xs" align="flex-start" wrap="nowrap">
              <NumberInput
                style={{ flex: 1 }}
                label={t('templateDialog.amount', { variable: variable(i) })}
                required
                prefix={currencySymbol(code, template.language)}
                decimalSeparator=","
                thousandSeparator="."
                decimalScale={2}
                fixedDecimalScale
                min={0}
                allowNegative={false}
                hideControls
                value={values.typed.amounts[i] ?? ''}
                onChange={(value) => setTyped((typed) => ({ ...typed, amounts: { ...typed.amounts, [i]: amountOf(value) } }))}
                error={errors[key] ?? errors[`${key}.currency.amount_1000`] ?? errors[`${key}.currency.fallback_value`]}
              />
              <TextInput
                w={110}
                label={t('templateDialog.currencyCode', { variable: variable(i) })}
                description={t('templateDialog.currencyCodeHelp')}
                required
                maxLength={3}
                value={code}
                onChange={(event) => {
                  const value = event.currentTarget.value.toUpperCase();
                  setTyped((typed) => ({ ...typed, codes: { ...typed.codes, [i]: value } }));
                }}
                error={errors[`${key}.currency.code`]}
              />
            </Group>
          );
        }
        if (type === 'date_time') {
          return (
            <DateTimePicker
              key={i}
              label={t('templateDialog.dateTime', { variable: variable(i) })}
              required
              valueFormat={dateInputFormat(i18n.language, true)}
              value={values.typed.dates[i] || null}
              onChange={(value) => setTyped((typed) => ({ ...typed, dates: { ...typed.dates, [i]: value ?? '' } }))}
              error={errorUnder(errors, key)}
              popoverProps={{ withinPortal: true }}
              timePickerProps={{ hoursInputLabel: t('templateDialog.hours'), minutesInputLabel: t('templateDialog.minutes') }}
              submitButtonProps={{ 'aria-label': t('templateDialog.dateTimeDone') }}
            />
          );
        }
        return (
          <TextInput
            key={i}
            label={t('templateDialog.variable', { variable: variable(i) })}
            required
            value={values.params[i] ?? ''}
            onChange={(event) => setParam(i, event.currentTarget.value)}
            error={errors[key]}
          />
        );
      })}
    </DatesProvider>
  );
}

/** Optional: what the provider returns when the customer taps the quick reply (Meta's payload). */
export function TemplatePayloadFields({ template, values, errors, onChange }: Props) {
  const { t } = useTranslation(attendanceNamespace);
  const replies = quickReplies(template);
  // buttonPayloads holds only the filled ones, in the buttons' order: the error's position is among those.
  const filled = replies.filter((r) => values.payloads[r.index]?.trim());
  const payloadError = (index: number): string | undefined => {
    const at = filled.findIndex((r) => r.index === index);
    return at === -1 ? undefined : errorUnder(errors, `buttonPayloads.${at}`);
  };
  return replies.map(({ index, text }) => (
    <TextInput
      key={index}
      label={t('templateDialog.payload', { button: text })}
      description={t('templateDialog.payloadHelp')}
      value={values.payloads[index] ?? ''}
      onChange={(event) => {
        const value = event.currentTarget.value;
        onChange((v) => ({ ...v, payloads: { ...v.payloads, [index]: value } }));
      }}
      error={payloadError(index)}
    />
  ));
}

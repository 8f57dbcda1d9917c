// The header: none, a short text (one variable at most, with its example) or a media whose sample
// link Meta reviews.
import { Fieldset, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TEMPLATE_LIMITS } from '@atende/contract';
import { CountedField } from '@/features/chatbot';
import { templatesNamespace } from '../../locales';
import { useSimulatorChannel } from '../../model/simulator-channel';
import { HEADER_FORMATS, type HeaderFormat } from '../../model/template-form';
import { distinctVariables } from '../../model/template-text';
import type { TemplateForm } from './template-form-type';

const isFormat = (value: string): value is HeaderFormat => HEADER_FORMATS.some((f) => f === value);

export function TemplateHeaderField({ form }: { form: TemplateForm }) {
  const { t } = useTranslation(templatesNamespace);
  const simulator = useSimulatorChannel();
  const header = form.getValues().header;
  return (
    <Fieldset legend={t('editor.header')}>
      <Stack gap="sm">
        <SegmentedControl
          aria-label={t('editor.header')}
          value={header.format}
          data={HEADER_FORMATS.map((f) => ({ value: f, label: t(`editor.headerFormats.${f}`) }))}
          onChange={(value) => isFormat(value) && form.setFieldValue('header', { format: value, text: header.text, example: value === 'TEXT' ? '' : header.example })}
        />
        {header.format === 'TEXT' && (
          <>
            <CountedField
              label={t('editor.headerText')}
              help={t('editor.headerTextHelp', { variable: '{{1}}' })}
              max={TEMPLATE_LIMITS.headerText}
              required
              input={form.getInputProps('header.text')}
            />
            {distinctVariables(header.text).length > 0 && (
              <TextInput label={t('editor.headerExample')} required {...form.getInputProps('header.example')} />
            )}
          </>
        )}
        {header.format !== 'NONE' && header.format !== 'TEXT' && (
          <TextInput
            label={t('editor.mediaExample')}
            description={t(simulator ? 'simulator.mediaExampleHelp' : 'editor.mediaExampleHelp')}
            placeholder="https://"
            required
            {...form.getInputProps('header.example')}
          />
        )}
      </Stack>
    </Fieldset>
  );
}

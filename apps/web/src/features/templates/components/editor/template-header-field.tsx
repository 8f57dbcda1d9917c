// The header: none, a short text (one variable at most, with its example) or a media whose sample
// Meta reviews: a file uploaded from here (its handle goes in the create), or on Gupshup a public link.
import { Fieldset, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { TEMPLATE_LIMITS } from '@atende/contract';
import { CountedField } from '@/shared/ui/counted-field';
import { templatesNamespace } from '../../locales';
import { useSampleByLink } from '../../model/sample-file';
import { HEADER_FORMATS, type HeaderFormat } from '../../model/template-form';
import { distinctVariables } from '../../model/template-text';
import type { TemplateForm } from './template-form-type';
import { TemplateSampleField } from './template-sample-field';

const isFormat = (value: string): value is HeaderFormat => HEADER_FORMATS.some((f) => f === value);

export function TemplateHeaderField({ form }: { form: TemplateForm }) {
  const { t } = useTranslation(templatesNamespace);
  const byLink = useSampleByLink();
  // Five formats side by side are wider than a phone: there they stack.
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  const header = form.getValues().header;
  // Another format needs another sample (and a text header its own example): nothing carries over.
  const choose = (value: string) => isFormat(value) && value !== header.format && form.setFieldValue('header', { format: value, text: header.text, example: '', sample: null });
  return (
    <Fieldset legend={t('editor.header')}>
      <Stack gap="sm">
        <SegmentedControl
          aria-label={t('editor.header')}
          value={header.format}
          data={HEADER_FORMATS.map((f) => ({ value: f, label: t(`editor.headerFormats.${f}`) }))}
          onChange={choose}
          orientation={phone ? 'vertical' : 'horizontal'}
          fullWidth={phone}
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
        {header.format !== 'NONE' && header.format !== 'TEXT' && byLink && (
          <TextInput label={t('editor.mediaExample')} description={t('editor.mediaExampleHelp')} placeholder="https://" required {...form.getInputProps('header.example')} />
        )}
        {header.format !== 'NONE' && header.format !== 'TEXT' && !byLink && <TemplateSampleField form={form} format={header.format} />}
      </Stack>
    </Fieldset>
  );
}

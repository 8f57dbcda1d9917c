// Name, category and language. Authentication templates stay disabled with the contract's reason:
// they use Meta's one-time-code format, created in WhatsApp Manager.
import { Select, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TEMPLATE_CATEGORIES, TEMPLATE_LANGUAGES, TEMPLATE_LIMITS } from '@atende/contract';
import { CountedField } from '@/shared/ui/counted-field';
import { templatesNamespace } from '../../locales';
import { authenticationReason } from '../../model/template-form';
import type { TemplateForm } from './template-form-type';

const languageOptions = TEMPLATE_LANGUAGES.map((l) => ({ value: l.code, label: l.label }));

export function TemplateBasicsFields({ form }: { form: TemplateForm }) {
  const { t } = useTranslation(templatesNamespace);
  const categoryOptions = TEMPLATE_CATEGORIES.map((c) => ({ value: c, label: t(`categoryLabels.${c}`), disabled: c === 'AUTHENTICATION' }));
  return (
    <Stack gap="sm">
      <CountedField label={t('editor.name')} help={t('editor.nameHelp')} max={TEMPLATE_LIMITS.name} required autoFocus input={form.getInputProps('name')} />
      <Select
        label={t('editor.category')}
        placeholder={t('editor.categoryPlaceholder')}
        description={`${t('categoryLabels.AUTHENTICATION')}: ${authenticationReason}`}
        data={categoryOptions}
        required
        {...form.getInputProps('category')}
      />
      <Select label={t('editor.language')} data={languageOptions} required allowDeselect={false} {...form.getInputProps('language')} />
    </Stack>
  );
}

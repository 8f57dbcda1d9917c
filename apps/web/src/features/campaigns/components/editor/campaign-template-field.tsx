// "Modelo": one of the channel's approved templates (name and language). Choosing one sizes the
// variable mappings to it; a campaign whose template is no longer approved says so.
import { Alert, Group, Loader, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Template } from '@atende/contract';
import { errorMessage } from '@/shared/http/http-client';
import { campaignsNamespace } from '../../locales';
import { withTemplate } from '../../model/campaign-form';
import type { CampaignForm } from './campaign-form-type';

type Props = {
  form: CampaignForm;
  templates: { data: Template[] | undefined; isPending: boolean; error: unknown };
  /** The name and language the campaign was saved with, for a template that left the approved list. */
  saved: { name: string; language: string } | null;
};

export function CampaignTemplateField({ form, templates, saved }: Props) {
  const { t } = useTranslation(campaignsNamespace);
  if (templates.isPending) {
    return (
      <Group gap="xs">
        <Loader size="xs" />
        <Text size="sm">{t('editor.templatesLoading')}</Text>
      </Group>
    );
  }
  if (templates.error) return <Alert color="red">{errorMessage(templates.error)}</Alert>;
  const list = templates.data ?? [];
  const templateId = form.getValues().templateId;
  // A saved campaign keeps its template's name even when the template was deleted (templateId null).
  const gone = !!saved && !list.some((x) => x._id === templateId);
  const choose = (id: string | null) => form.setValues(withTemplate(form.getValues(), list.find((x) => x._id === id) ?? null));
  return (
    <>
      {list.length === 0 && <Alert color="gray">{t('editor.noTemplates')}</Alert>}
      {gone && saved && (
        <Alert color="orange" role="alert">
          {t('editor.templateGone', { name: saved.name, language: saved.language })}
        </Alert>
      )}
      <Select
        label={t('editor.template')}
        placeholder={t('editor.templatePlaceholder')}
        data={list.map((x) => ({ value: x._id, label: `${x.name} (${x.language})` }))}
        value={gone ? null : templateId || null}
        onChange={choose}
        searchable
        withAsterisk
        error={form.errors.templateId}
      />
    </>
  );
}

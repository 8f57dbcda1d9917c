// /manageCampaign for a new, draft or scheduled campaign: name, approved template with its variables
// mapped, audience, what a reply does, checked by the contract's campaignInputSchema before saving;
// once saved, the list upload and the sending controls; the message preview beside it all.
import { useMemo } from 'react';
import { Anchor, Button, Divider, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Campaign } from '@atende/contract';
import { useApprovedTemplates } from '@/features/templates';
import { showFormError } from '@/shared/forms/use-zod-form';
import { alertSuccess } from '@/shared/ui/alerts';
import { useSaveCampaignMutation } from '../../api/campaign-mutations';
import { campaignsNamespace } from '../../locales';
import { campaignPath } from '../../model/campaign-paths';
import { blankCampaignForm, campaignFormValues, checkDraft, draftOf, type CampaignFormValues } from '../../model/campaign-form';
import { useCampaignProgressLive } from '../../realtime/use-campaign-progress-live';
import { CampaignAudienceField } from './campaign-audience-field';
import { CampaignPreview } from './campaign-preview';
import { CampaignReplyField } from './campaign-reply-field';
import { CampaignSendPanel } from './campaign-send-panel';
import { CampaignTemplateField } from './campaign-template-field';
import { TemplateVariablesFields } from './template-variables-fields';

export function CampaignEditor({ campaign }: { campaign: Campaign | null }) {
  const { t } = useTranslation(campaignsNamespace);
  const navigate = useNavigate();
  const templates = useApprovedTemplates(true);
  const save = useSaveCampaignMutation();
  // A scheduled campaign that starts sending turns into the live page.
  useCampaignProgressLive();
  const form = useForm<CampaignFormValues>({ mode: 'controlled', initialValues: campaign ? campaignFormValues(campaign) : blankCampaignForm() });
  const values = form.getValues();
  const template = templates.data?.find((x) => x._id === values.templateId) ?? null;
  // Unsaved: what the form would send differs from what the saved campaign would.
  const saved = useMemo(() => (campaign ? JSON.stringify(draftOf(campaignFormValues(campaign), template)) : null), [campaign, template]);
  const dirty = saved !== null && JSON.stringify(draftOf(values, template)) !== saved;

  const submit = () => {
    // A template no longer approved cannot be sent: the schema's "choose one" shows under the field.
    const check = checkDraft(template ? values : { ...values, templateId: '' }, template);
    if (!check.ok) return form.setErrors(check.errors);
    form.clearErrors();
    save.mutate(
      { id: campaign?._id ?? null, draft: check.draft },
      {
        onSuccess: ({ campaign: stored }) => {
          alertSuccess(t('editor.saved'));
          if (campaign) form.setValues(campaignFormValues(stored));
          else void navigate(campaignPath(stored._id), { replace: true });
        },
        onError: (error) => showFormError(form, error),
      },
    );
  };

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
      <Stack gap="md">
        <Anchor component={Link} to="/manageCampaigns" size="sm">
          {t('editor.back')}
        </Anchor>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="md">
            <TextInput label={t('editor.name')} withAsterisk {...form.getInputProps('name')} />
            <CampaignTemplateField
              form={form}
              templates={templates}
              saved={campaign ? { name: campaign.templateName, language: campaign.templateLanguage } : null}
            />
            <TemplateVariablesFields form={form} template={template} columns={campaign?.upload?.columns ?? null} />
            <Divider />
            <CampaignAudienceField form={form} campaign={campaign} />
            <Divider />
            <CampaignReplyField form={form} />
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending} disabled={templates.isPending}>
                {t('editor.save')}
              </Button>
            </Group>
          </Stack>
        </form>
        {campaign && <CampaignSendPanel campaign={campaign} dirty={dirty} />}
      </Stack>
      <CampaignPreview values={values} template={template} />
    </SimpleGrid>
  );
}

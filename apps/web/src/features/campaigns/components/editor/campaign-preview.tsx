// The chosen template on the customer's phone, each variable shown as its fixed value or as the name of
// the field or column in brackets (every contact gets its own value there).
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Template } from '@atende/contract';
import { TemplatePhonePreview, templateView } from '@/features/templates';
import { useSessionUser } from '@/shared/session/session-store';
import { campaignsNamespace } from '../../locales';
import type { CampaignFormValues } from '../../model/campaign-form';
import { templateNeeds } from '../../model/template-needs';
import { previewText } from '../../model/variable-mapping';

export function CampaignPreview({ values, template }: { values: CampaignFormValues; template: Template | null }) {
  const { t } = useTranslation(campaignsNamespace);
  const channelName = useSessionUser()?.channel?.name ?? '';
  const bracket = (name: string) => t('editor.previewField', { field: name });
  const fieldLabel = (field: string) => t(`contactFieldLabels.${field}`);
  // templateView fills {{n}} with values[n - 1].
  const bodyValues: string[] = [];
  templateNeeds(template).body.forEach((n, i) => {
    bodyValues[n - 1] = previewText(values.bodyVariables[i], bracket, fieldLabel);
  });
  const view = template ? templateView(template, bodyValues, previewText(values.headerVariable, bracket, fieldLabel)) : null;
  return (
    <Stack gap="xs" align="center" style={{ position: 'sticky', top: 0, alignSelf: 'start' }}>
      <Text size="sm" fw={600}>
        {t('editor.preview')}
      </Text>
      <TemplatePhonePreview view={view} title={channelName} />
    </Stack>
  );
}

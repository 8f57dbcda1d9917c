// "Público": contacts of the channel (any of the chosen tags, none meaning every contact, narrowed by
// responsible operator and birthday month) with a live count of who it reaches, or the campaign's
// uploaded list.
import { Group, Loader, MultiSelect, Radio, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Campaign } from '@atende/contract';
import { useContactOperators, useContactTags } from '@/features/contacts';
import { errorMessage } from '@/shared/http/http-client';
import { useSessionUser } from '@/shared/session/session-store';
import { useAudienceCount } from '../../api/audience-count';
import { campaignsNamespace } from '../../locales';
import { audienceOf, type AudienceForm } from '../../model/campaign-form';
import { AudienceUpload } from './audience-upload';
import { setPart, type CampaignForm } from './campaign-form-type';

const months = new Map<string, { value: string; label: string }[]>();
/** January..December in the interface's language, as select options '1'..'12'. */
function monthOptions(language: string) {
  let options = months.get(language);
  if (!options) {
    const format = new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' });
    options = Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: format.format(new Date(Date.UTC(2024, i, 15))) }));
    months.set(language, options);
  }
  return options;
}

function AudienceCount({ audience }: { audience: AudienceForm }) {
  const { t } = useTranslation(campaignsNamespace);
  const count = useAudienceCount(audienceOf(audience), true);
  if (count.isError) {
    return (
      <Text size="sm" c="red">
        {errorMessage(count.error)}
      </Text>
    );
  }
  if (!count.data) {
    return count.isFetching ? (
      <Group gap="xs">
        <Loader size="xs" />
        <Text size="sm">{t('editor.counting')}</Text>
      </Group>
    ) : null;
  }
  return (
    <Text size="sm" fw={500} data-testid="audience-count" aria-live="polite">
      {t('editor.audienceCount', {
        total: t('editor.audienceTotal', { count: count.data.total }),
        excluded: t('editor.audienceExcluded', { count: count.data.excluded }),
      })}
    </Text>
  );
}

export function CampaignAudienceField({ form, campaign }: { form: CampaignForm; campaign: Campaign | null }) {
  const { t, i18n } = useTranslation(campaignsNamespace);
  const channelId = useSessionUser()?.channelId ?? '';
  const tags = useContactTags(channelId);
  const operators = useContactOperators(channelId);
  const audience = form.getValues().audience;
  const set = (patch: Partial<AudienceForm>) => setPart(form, 'audience', { ...audience, ...patch });

  return (
    <Stack gap="xs">
      <Radio.Group label={t('editor.audience')} value={audience.kind} onChange={(kind) => set({ kind: kind as AudienceForm['kind'] })} withAsterisk>
        <Group gap="md" mt={4}>
          <Radio value="contacts" label={t('editor.audienceKinds.contacts')} />
          <Radio value="upload" label={t('editor.audienceKinds.upload')} />
        </Group>
      </Radio.Group>
      {audience.kind === 'contacts' ? (
        <>
          <MultiSelect
            label={t('editor.tags')}
            placeholder={audience.tagIds.length ? undefined : t('editor.tagsPlaceholder')}
            description={t('editor.tagsHelp')}
            data={(tags.data ?? []).map(({ value, label }) => ({ value, label }))}
            value={audience.tagIds}
            onChange={(tagIds) => set({ tagIds })}
            error={form.errors['audience.tagIds']}
            searchable
            clearable
          />
          <Group grow align="flex-start">
            <Select
              label={t('editor.responsible')}
              placeholder={t('editor.responsiblePlaceholder')}
              data={[{ value: 'none', label: t('editor.noResponsible') }, ...(operators.data ?? [])]}
              value={audience.operatorId || null}
              onChange={(operatorId) => set({ operatorId: operatorId ?? '' })}
              clearable
              searchable
            />
            <Select
              label={t('editor.birthdayMonth')}
              placeholder={t('editor.birthdayMonthPlaceholder')}
              data={monthOptions(i18n.language)}
              value={audience.birthdayMonth || null}
              onChange={(month) => set({ birthdayMonth: month ?? '' })}
              error={form.errors['audience.birthdayMonth']}
              clearable
            />
          </Group>
          <AudienceCount audience={audience} />
        </>
      ) : (
        <AudienceUpload campaign={campaign} />
      )}
    </Stack>
  );
}

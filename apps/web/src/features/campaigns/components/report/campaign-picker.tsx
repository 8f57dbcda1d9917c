// "Campanha": the report's campaign, searched on the server by name (the newest first), the chosen
// one kept among the options even when the search no longer finds it.
import { useState } from 'react';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useCampaign } from '../../api/campaign';
import { useCampaignsPage } from '../../api/campaigns-page';
import { campaignsNamespace } from '../../locales';

type Props = { value: string; onChange: (id: string | null) => void };

export function CampaignPicker({ value, onChange }: Props) {
  const { t } = useTranslation(campaignsNamespace);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const chosen = useCampaign(value || null);
  const page = useCampaignsPage(1, { perPage: 20, sort: 'createdAt', order: 'desc', ...(debounced.trim() ? { search: debounced.trim() } : {}) });
  const found = page.data?.items ?? [];
  const options = [...(chosen.data && !found.some((c) => c._id === chosen.data._id) ? [chosen.data] : []), ...found].map((c) => ({
    value: c._id,
    label: `${c.name} · ${t(`statusLabels.${c.status}`)}`,
  }));
  return (
    <Select
      label={t('report.campaign')}
      placeholder={t('report.campaignPlaceholder')}
      data={options}
      value={value || null}
      onChange={onChange}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={t('list.noMatch')}
      w={{ base: '100%', sm: 420 }}
    />
  );
}

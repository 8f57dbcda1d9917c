import { Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { apiTypes, type ApiType } from '@atende/contract';
import type { ChannelFilter } from '../api/channels-query';
import { channelsNamespace } from '../locales';

type ChannelsFiltersProps = {
  search: string;
  onSearchChange: (value: string) => void;
  filter: ChannelFilter;
  onFilterChange: (filter: ChannelFilter) => void;
};

const situationValue = (blocked: boolean | undefined) => (blocked === undefined ? 'all' : blocked ? 'blocked' : 'active');

export function ChannelsFilters({ search, onSearchChange, filter, onFilterChange }: ChannelsFiltersProps) {
  const { t } = useTranslation(channelsNamespace);
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => onSearchChange(event.currentTarget.value)}
        w={260}
      />
      <Select
        label={t('filters.apiType')}
        data={[
          { value: 'all', label: t('filters.all') },
          ...apiTypes.map((value) => ({ value, label: t(`apiType.${value}`) })),
        ]}
        value={filter.apiType ?? 'all'}
        onChange={(value) =>
          onFilterChange({ ...filter, apiType: !value || value === 'all' ? undefined : (value as ApiType) })
        }
        allowDeselect={false}
        w={180}
      />
      <Select
        label={t('filters.situation')}
        data={[
          { value: 'all', label: t('filters.all') },
          { value: 'active', label: t('filters.onlyActive') },
          { value: 'blocked', label: t('filters.onlyBlocked') },
        ]}
        value={situationValue(filter.blocked)}
        onChange={(value) =>
          onFilterChange({ ...filter, blocked: value === 'blocked' ? true : value === 'active' ? false : undefined })
        }
        allowDeselect={false}
        w={160}
      />
    </Group>
  );
}

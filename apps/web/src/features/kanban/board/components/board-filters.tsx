// The board's filters, kept in the URL (use-board-filters): responsible operator (or "Sem responsável",
// sent as 'none'), tag, and a text search asked after a short pause. Every column reads them.
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ContactOption } from '@/features/contacts';
import { ListFilter } from '@/shared/ui/list-filter';
import { ListToolbar } from '@/shared/ui/list-toolbar';
import { hasFilters } from '../../api/board';
import type { useBoardFilters } from '../hooks/use-board-filters';
import { kanbanBoardNamespace } from '../locales';

type BoardFiltersProps = {
  state: ReturnType<typeof useBoardFilters>;
  operators: ContactOption[];
  tags: ContactOption[];
  actions?: React.ReactNode;
};

export function BoardFilters({ state, operators, tags, actions }: BoardFiltersProps) {
  const { t } = useTranslation(kanbanBoardNamespace);
  const { filters, setFilter, clear } = state;
  return (
    <div role="search" aria-label={t('filters.label')}>
      <ListToolbar
        search={filters.search ?? ''}
        onSearchChange={(search) => setFilter('search', search)}
        searchPlaceholder={t('filters.searchPlaceholder')}
        filters={
          <>
            <ListFilter
              label={t('filters.operator')}
              placeholder={t('filters.operatorPlaceholder')}
              data={[{ value: 'none', label: t('filters.noOperator') }, ...operators]}
              value={filters.operatorId}
              onChange={(value) => setFilter('operatorId', value)}
            />
            <ListFilter
              label={t('filters.tag')}
              placeholder={t('filters.tagPlaceholder')}
              data={tags}
              value={filters.tagId}
              onChange={(value) => setFilter('tagId', value)}
            />
            {hasFilters(filters) && (
              <Button variant="subtle" onClick={clear}>
                {t('filters.clear')}
              </Button>
            )}
          </>
        }
        actions={actions}
      />
    </div>
  );
}

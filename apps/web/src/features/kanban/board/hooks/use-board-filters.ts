// The board's filters live in the URL (?operatorId=<id>|none&tagId=&search=), so a filtered board can be
// shared and survives a reload; the server applies them to every column, its count and its total.
import { useMemo } from 'react';
import type { KanbanBoardFilters } from '@atende/contract';
import { useUrlPatch } from '@/shared/list/use-url-patch';

export type BoardFilterKey = 'operatorId' | 'tagId' | 'search';

export function useBoardFilters(): { filters: KanbanBoardFilters; setFilter: (key: BoardFilterKey, value: string | null) => void; clear: () => void } {
  const [params, patch] = useUrlPatch();
  const operatorId = params.get('operatorId') ?? '';
  const tagId = params.get('tagId') ?? '';
  const search = params.get('search') ?? '';
  const filters = useMemo(() => {
    const out: KanbanBoardFilters = {};
    if (operatorId) out.operatorId = operatorId;
    if (tagId) out.tagId = tagId;
    if (search.trim()) out.search = search.trim();
    return out;
  }, [operatorId, tagId, search]);
  return {
    filters,
    setFilter: (key, value) => patch({ [key]: value }, false),
    clear: () => patch({ operatorId: null, tagId: null, search: null }, false),
  };
}

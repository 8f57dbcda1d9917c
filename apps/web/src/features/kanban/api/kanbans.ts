// The boards and their steps as /manageKanbans edits them: GET /api/kanbans/page/{page}, GET, POST,
// PATCH, duplicate and DELETE of a board, and POST/PATCH/DELETE of a step with PUT .../steps/order.
// Every change reads again whatever the app cached under 'kanbans' (the list pages, the open board,
// the boards an operator may use): a board is small and changes rarely.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  kanbanDeleteResponseSchema,
  kanbanPageSchema,
  kanbanResponseSchema,
  kanbanStepResponseSchema,
  okSchema,
  type KanbanCreate,
  type KanbanInput,
  type KanbanStepInput,
  type KanbanWithSteps,
} from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';
import { withQuery } from '@/shared/http/query-string';

export type KanbanListParams = Record<string, string | number>;

export const kanbanKeys = {
  all: ['kanbans'] as const,
  pages: ['kanbans', 'page'] as const,
  page: (page: number, query: KanbanListParams) => ['kanbans', 'page', page, query] as const,
  one: (id: string) => ['kanbans', 'one', id] as const,
};

const boardPath = (id: string) => `/api/kanbans/${id}`;
const stepsPath = (id: string) => `${boardPath(id)}/steps`;

export const fetchKanbansPage = (page: number, query: KanbanListParams, signal?: AbortSignal) =>
  apiRequest(withQuery(`/api/kanbans/page/${page}`, query), { schema: kanbanPageSchema, signal });

export const useKanbansPage = (page: number, query: KanbanListParams) =>
  useQuery({
    queryKey: kanbanKeys.page(page, query),
    queryFn: ({ signal }) => fetchKanbansPage(page, query, signal),
    placeholderData: keepPreviousData,
  });

/** The unarchived boards but `exceptId`, by name: where a deleted board's cards may go. */
export const useMoveTargets = (exceptId: string | null) =>
  useQuery({
    queryKey: kanbanKeys.page(1, { perPage: 100, sort: 'name', order: 'asc', archived: 'false' }),
    queryFn: ({ signal }) => fetchKanbansPage(1, { perPage: 100, sort: 'name', order: 'asc', archived: 'false' }, signal),
    select: (data) => data.items.filter((row) => row._id !== exceptId),
    enabled: !!exceptId,
  });

export const useKanban = (id: string | null) =>
  useQuery({
    queryKey: kanbanKeys.one(id ?? ''),
    queryFn: ({ signal }) => apiRequest(boardPath(id ?? ''), { schema: kanbanResponseSchema, signal }).then((r) => r.kanban),
    enabled: !!id,
  });

/** A mutation after which every cached kanban query is read again; a board answer also fills its own entry. */
function useKanbanMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (answer) => {
      const kanban = (answer as { kanban?: KanbanWithSteps } | undefined)?.kanban;
      if (kanban) client.setQueryData(kanbanKeys.one(kanban._id), kanban);
      return client.invalidateQueries({ queryKey: kanbanKeys.all });
    },
  });
}

const send = (method: 'POST' | 'PATCH', path: string, body: unknown = {}) => apiRequest(path, { method, body, schema: kanbanResponseSchema });

export const useCreateKanban = () => useKanbanMutation((body: KanbanCreate) => send('POST', '/api/kanbans', body));

export type KanbanPatch = Partial<KanbanInput> & { archived?: boolean };
export const usePatchKanban = () => useKanbanMutation(({ id, patch }: { id: string; patch: KanbanPatch }) => send('PATCH', boardPath(id), patch));

export const useDuplicateKanban = () => useKanbanMutation((id: string) => send('POST', `${boardPath(id)}/duplicate`));

export type KanbanDeletion = { id: string; cards: 'delete' } | { id: string; cards: 'move'; moveTo: string };
export const useDeleteKanban = () =>
  useKanbanMutation((deletion: KanbanDeletion) =>
    apiRequest(withQuery(boardPath(deletion.id), { cards: deletion.cards, moveTo: deletion.cards === 'move' ? deletion.moveTo : undefined }), {
      method: 'DELETE',
      schema: kanbanDeleteResponseSchema,
    }),
  );

export const useCreateStep = () =>
  useKanbanMutation(({ kanbanId, step }: { kanbanId: string; step: KanbanStepInput }) =>
    apiRequest(stepsPath(kanbanId), { method: 'POST', body: step, schema: kanbanStepResponseSchema }),
  );

export const usePatchStep = () =>
  useKanbanMutation(({ kanbanId, stepId, step }: { kanbanId: string; stepId: string; step: KanbanStepInput }) =>
    apiRequest(`${stepsPath(kanbanId)}/${stepId}`, { method: 'PATCH', body: step, schema: kanbanStepResponseSchema }),
  );

export const useDeleteStep = () =>
  useKanbanMutation(({ kanbanId, stepId }: { kanbanId: string; stepId: string }) =>
    apiRequest(`${stepsPath(kanbanId)}/${stepId}`, { method: 'DELETE', schema: okSchema }),
  );

/**
 * PUT .../steps/order with every step id in the new order. The cached board takes the order at once
 * (the list does not jump back while the request runs) and gets it back from the server either way.
 */
export function useOrderSteps() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kanbanId, stepIds }: { kanbanId: string; stepIds: string[] }) =>
      apiRequest(`${stepsPath(kanbanId)}/order`, { method: 'PUT', body: { stepIds }, schema: okSchema }),
    onMutate: ({ kanbanId, stepIds }) => {
      const key = kanbanKeys.one(kanbanId);
      const before = client.getQueryData<KanbanWithSteps>(key);
      if (before) client.setQueryData<KanbanWithSteps>(key, { ...before, steps: orderSteps(before.steps, stepIds) });
      return { before };
    },
    onError: (_error, { kanbanId }, context) => {
      if (context?.before) client.setQueryData(kanbanKeys.one(kanbanId), context.before);
    },
    onSettled: () => client.invalidateQueries({ queryKey: kanbanKeys.all }),
  });
}

/** The steps in the order of `stepIds`, their positions renumbered from 0. */
export function orderSteps<S extends { _id: string; position: number }>(steps: S[], stepIds: string[]): S[] {
  const byId = new Map(steps.map((step) => [step._id, step]));
  return stepIds.flatMap((id, position) => {
    const step = byId.get(id);
    return step ? [{ ...step, position }] : [];
  });
}

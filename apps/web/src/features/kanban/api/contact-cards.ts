// GET /api/kanbans/contact-cards/{contactId}: the contact's cards on the boards the caller may use,
// with the board's name and the step's name and colour (the contact panel's "Kanban" section).
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { kanbanContactCardsResponseSchema } from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';

export const contactCardsKey = (contactId: string) => ['kanbans', 'contact-cards', contactId] as const;

export const contactCardsOptions = (contactId: string) =>
  queryOptions({
    queryKey: contactCardsKey(contactId),
    queryFn: async ({ signal }) => (await apiRequest(`/api/kanbans/contact-cards/${contactId}`, { schema: kanbanContactCardsResponseSchema, signal })).cards,
  });

export const useContactKanbanCards = (contactId: string, enabled: boolean) => useQuery({ ...contactCardsOptions(contactId), enabled });

/** A card of the contact was created or moved (here or elsewhere): the section reads them again. */
export const refreshContactCards = (queryClient: QueryClient, contactId: string) => queryClient.invalidateQueries({ queryKey: contactCardsKey(contactId) });

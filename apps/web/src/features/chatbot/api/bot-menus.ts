// POST /api/chatbot/menus (the client picks the id), PUT and DELETE /api/chatbot/menus/:menuId.
// The bot is fetched again after each: creating the first menu also makes it the initial one.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { menuResponseSchema, type Menu } from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';
import { chatbotKeys } from './chatbot-query';

export function useSaveMenu() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ menu, creating }: { menu: Menu; creating: boolean }) =>
      apiRequest(creating ? '/api/chatbot/menus' : `/api/chatbot/menus/${encodeURIComponent(menu.id)}`, {
        method: creating ? 'POST' : 'PUT',
        body: menu,
        schema: menuResponseSchema,
      }).then((r) => r.menu),
    onSuccess: () => client.invalidateQueries({ queryKey: chatbotKeys.bot() }),
  });
}

export function useDeleteMenu() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (menuId: string) => apiRequest(`/api/chatbot/menus/${encodeURIComponent(menuId)}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: chatbotKeys.bot() }),
  });
}

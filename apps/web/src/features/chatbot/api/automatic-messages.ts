// GET and PUT /api/chatbot/messages: the channel's automatic messages (permission Managemessages).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { automaticMessagesResponseSchema, type AutomaticMessages } from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';
import { chatbotKeys } from './chatbot-query';

export function useAutomaticMessages(enabled = true) {
  return useQuery({
    queryKey: chatbotKeys.messages(),
    queryFn: ({ signal }) => apiRequest('/api/chatbot/messages', { schema: automaticMessagesResponseSchema, signal }).then((r) => r.messages),
    enabled,
  });
}

export function useSaveAutomaticMessages() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (messages: AutomaticMessages) =>
      apiRequest('/api/chatbot/messages', { method: 'PUT', body: messages, schema: automaticMessagesResponseSchema }).then((r) => r.messages),
    onSuccess: (messages) => client.setQueryData(chatbotKeys.messages(), messages),
  });
}

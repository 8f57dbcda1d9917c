// GET /api/chatbot: the bot's settings, every menu, whether the channel shows buttons and lists, and
// the simulator's address. The menus screens and the try-it chat share this one cached answer.
import { useQuery } from '@tanstack/react-query';
import { chatbotResponseSchema, type ChatbotResponse } from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';

export type Chatbot = ChatbotResponse['chatbot'];

export const chatbotKeys = {
  all: ['chatbot'] as const,
  bot: () => ['chatbot', 'bot'] as const,
  messages: () => ['chatbot', 'messages'] as const,
};

export function useChatbot() {
  return useQuery({
    queryKey: chatbotKeys.bot(),
    queryFn: ({ signal }) => apiRequest('/api/chatbot', { schema: chatbotResponseSchema, signal }).then((r) => r.chatbot),
  });
}

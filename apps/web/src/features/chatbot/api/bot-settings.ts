// PUT /api/chatbot/settings: the whole settings object (the on/off switch sends it too).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { botSettingsResponseSchema, type BotSettings } from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';
import { chatbotKeys, type Chatbot } from './chatbot-query';

export function useSaveBotSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: BotSettings) =>
      apiRequest('/api/chatbot/settings', { method: 'PUT', body: settings, schema: botSettingsResponseSchema }).then((r) => r.settings),
    onSuccess: (settings) => client.setQueryData<Chatbot>(chatbotKeys.bot(), (old) => (old ? { ...old, settings } : old)),
  });
}

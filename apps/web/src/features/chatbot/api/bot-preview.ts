// POST /api/chatbot/preview: one step of the bot's engine on a draft, nothing stored.
import { botPreviewResponseSchema, type BotPreviewRequest, type BotPreviewResponse } from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';

export const previewBot = (body: BotPreviewRequest): Promise<BotPreviewResponse> =>
  apiRequest('/api/chatbot/preview', { method: 'POST', body, schema: botPreviewResponseSchema });

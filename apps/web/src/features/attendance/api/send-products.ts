// POST /api/message/send with type product or product_list (the picker's body). No optimistic bubble:
// the server checks every product first, and its message enters the conversation when it answers.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { messageSchema, type Attendance } from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';
import { applyMessage } from '../realtime/apply-events';
import type { productSendBody } from '../model/product-send-model';

const sendResponseSchema = z.object({ statusCode: z.number().int(), message: messageSchema });

export function useSendProducts(attendance: Attendance, operatorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReturnType<typeof productSendBody>) =>
      apiRequest('/api/message/send', { method: 'POST', body: { attendanceId: attendance._id, ...body }, schema: sendResponseSchema }).then((r) => r.message),
    onSuccess: (message) => applyMessage(queryClient, { operatorId, selectedId: attendance._id }, message),
  });
}

// POST /api/message/send_template: an approved template, the only thing allowed outside the 24-hour
// window. The server answers with the stored message, which lands in the history like any other.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendMessageResponseSchema, type Attendance, type SendTemplate } from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';
import { applyMessage } from '../realtime/apply-events';

export function useSendTemplate(attendance: Attendance, operatorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendTemplate) =>
      apiRequest('/api/message/send_template', { method: 'POST', body, schema: sendMessageResponseSchema }).then((r) => r.message),
    onSuccess: (message) => applyMessage(queryClient, { operatorId, selectedId: attendance._id }, message),
  });
}

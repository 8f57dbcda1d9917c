// POST /api/message/send: the bubble appears at once as pending and the server's message takes its
// place when the answer (or the socket) brings it; ticks then follow message.status events.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { messageSchema, type Attendance, type Message } from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';
import { isApiError } from '@/shared/http/api-error';
import { removeMessage, settleOptimistic, upsertMessage, type MessageData } from '../model/message-cache';
import { applyMessage, patchAttendanceEverywhere } from '../realtime/apply-events';
import { attendanceKeys } from './query-keys';

const sendResponseSchema = z.object({ statusCode: z.number().int(), message: messageSchema });

export type SendInput = { text: string; replyToId: string | null };
type SendVariables = SendInput & { tempId: string };

export const sendText = (attendanceId: string, input: SendInput) =>
  apiRequest('/api/message/send', {
    method: 'POST',
    body: { attendanceId, type: 'text', text: input.text, ...(input.replyToId ? { replyToId: input.replyToId } : {}) },
    schema: sendResponseSchema,
  }).then((r) => r.message);

export function optimisticMessage(attendance: Attendance, operatorId: string, input: SendVariables, now = new Date()): Message {
  return {
    _id: input.tempId,
    channelId: attendance.channelId,
    attendanceId: attendance._id,
    contactId: attendance.contact._id,
    direction: 'out',
    type: 'text',
    content: { text: input.text },
    status: 'pending',
    error: null,
    replyToId: input.replyToId,
    operatorId,
    providerMessageId: null,
    createdAt: now.toISOString(),
  };
}

export function useSendMessage(attendance: Attendance, operatorId: string) {
  const queryClient = useQueryClient();
  const key = attendanceKeys.messages(attendance._id);
  const ctx = { operatorId, selectedId: attendance._id };
  const mutation = useMutation({
    mutationFn: ({ text, replyToId }: SendVariables) => sendText(attendance._id, { text, replyToId }),
    onMutate: (variables) => {
      queryClient.setQueryData<MessageData>(key, (data) =>
        data ? upsertMessage(data, optimisticMessage(attendance, operatorId, variables)) : data,
      );
    },
    onSuccess: (message, { tempId }) => {
      queryClient.setQueryData<MessageData>(key, (data) => (data ? settleOptimistic(data, tempId, message) : data));
      applyMessage(queryClient, ctx, message);
    },
    onError: (error, { tempId }) => {
      queryClient.setQueryData<MessageData>(key, (data) => (data ? removeMessage(data, tempId) : data));
      if (isApiError(error) && error.error === 'window_closed') {
        patchAttendanceEverywhere(queryClient, operatorId, attendance._id, (a) => ({ ...a, windowOpen: false }));
      }
    },
  });
  return {
    ...mutation,
    send: (input: SendInput, callbacks?: { onError?: (error: unknown) => void }) =>
      mutation.mutate({ ...input, tempId: crypto.randomUUID() }, callbacks),
  };
}

// POST /api/message/send: the bubble appears at once as pending and the server's message takes its
// place when the answer or the socket brings it, whichever is first (model/message-cache); ticks then
// follow message.status events.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { messageSchema, type Attendance, type UploadedMedia } from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';
import { isApiErrorOf } from '@/shared/http/api-error';
import { dropPending, settleOptimistic, upsertMessage, type CachedMessage, type MessageData } from '../model/message-cache';
import { applyMessage, patchAttendanceEverywhere } from '../realtime/apply-events';
import { attendanceKeys } from './query-keys';

const sendResponseSchema = z.object({ statusCode: z.number().int(), message: messageSchema });

/** Text, or a file already uploaded (POST /api/upload) with its caption. */
export type SendInput =
  | { text: string; replyToId: string | null; media?: undefined }
  | { media: UploadedMedia; caption: string; replyToId: string | null; text?: undefined };
type SendVariables = SendInput & { tempId: string };

const bodyOf = (attendanceId: string, input: SendInput) => {
  const reply = input.replyToId ? { replyToId: input.replyToId } : {};
  if (input.media) {
    return { attendanceId, type: input.media.kind, mediaId: input.media._id, ...(input.caption.trim() ? { caption: input.caption.trim() } : {}), ...reply };
  }
  return { attendanceId, type: 'text', text: input.text, ...reply };
};

export const sendMessage = (attendanceId: string, input: SendInput) =>
  apiRequest('/api/message/send', { method: 'POST', body: bodyOf(attendanceId, input), schema: sendResponseSchema }).then((r) => r.message);

export const sendText = (attendanceId: string, input: { text: string; replyToId: string | null }) => sendMessage(attendanceId, input);

export function optimisticMessage(attendance: Attendance, operatorId: string, input: SendVariables, now = new Date()): CachedMessage {
  return {
    _id: input.tempId,
    optimistic: true,
    channelId: attendance.channelId,
    attendanceId: attendance._id,
    contactId: attendance.contact._id,
    direction: 'out',
    type: input.media ? input.media.kind : 'text',
    content: input.media
      ? {
          media: { mediaId: input.media._id, mimeType: input.media.mimeType, fileName: input.media.fileName, size: input.media.size, state: 'ready', url: input.media.url },
          ...(input.caption.trim() ? { caption: input.caption.trim() } : {}),
        }
      : { text: input.text },
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
    mutationFn: ({ tempId: _tempId, ...input }: SendVariables) => sendMessage(attendance._id, input),
    onMutate: (variables) => {
      const optimistic = optimisticMessage(attendance, operatorId, variables);
      queryClient.setQueryData<MessageData>(key, (data) => (data ? upsertMessage(data, optimistic) : data));
      return { optimistic };
    },
    onSuccess: (message, _variables, context) => {
      queryClient.setQueryData<MessageData>(key, (data) => (data ? settleOptimistic(data, context.optimistic, message) : data));
      applyMessage(queryClient, ctx, message);
    },
    onError: (error, _variables, context) => {
      const optimistic = context?.optimistic;
      if (optimistic) queryClient.setQueryData<MessageData>(key, (data) => (data ? dropPending(data, optimistic) : data));
      if (isApiErrorOf(error, 'window_closed')) {
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

// The panel's socket subscriptions: each event patches the cached lists, the open history and the
// selected attendance in place (no refetch), and a customer's message may ring. After a reconnection
// what was missed is read again.
import { useQueryClient } from '@tanstack/react-query';
import { useSocketEvent, useSocketReconnect } from '@/shared/socket/socket-client';
import { applyAttendance, applyMessage, applyMessageStatus, applyMessageUpdate, type PanelContext } from './apply-events';
import { beep, shouldBeep } from './beep';
import { resyncAfterReconnect } from './resync';

export function useConversationEvents(ctx: PanelContext & { soundAlert: boolean }): void {
  const queryClient = useQueryClient();

  useSocketEvent('message.created', ({ message }) => {
    applyMessage(queryClient, ctx, message);
    const ring = shouldBeep({
      soundAlert: ctx.soundAlert,
      direction: message.direction,
      attendanceId: message.attendanceId,
      selectedId: ctx.selectedId,
      hidden: document.visibilityState === 'hidden',
    });
    if (ring) beep();
  });

  useSocketEvent('message.status', ({ messageId, attendanceId, status, error }) =>
    applyMessageStatus(queryClient, attendanceId, { messageId, status, error }),
  );

  useSocketEvent('message.updated', ({ message }) => applyMessageUpdate(queryClient, message));

  useSocketEvent('attendance.updated', ({ attendance }) => applyAttendance(queryClient, ctx, attendance));

  useSocketReconnect(() => {
    resyncAfterReconnect(queryClient, ctx).catch((error: unknown) => console.warn('Falha ao atualizar o painel após reconectar', error));
  });
}

// POST /api/attendance/{id}/typing: while the operator writes, the customer sees "digitando…" in
// WhatsApp. Called at most once per TYPING_SIGNAL_SECONDS per attendance, not per keystroke; the
// server holds to the same window and decides.
import { useCallback, useRef } from 'react';
import { attendanceTypingResponseSchema, TYPING_SIGNAL_SECONDS } from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';

export const signalTyping = (attendanceId: string) =>
  apiRequest(`/api/attendance/${attendanceId}/typing`, { method: 'POST', schema: attendanceTypingResponseSchema });

/** What the composer calls on each keystroke; only the first of each window reaches the server. */
export function useTypingSignal(attendanceId: string, enabled: boolean): () => void {
  const lastSignalAt = useRef(new Map<string, number>());
  return useCallback(() => {
    if (!enabled) return;
    const now = Date.now();
    const last = lastSignalAt.current.get(attendanceId);
    if (last !== undefined && now - last < TYPING_SIGNAL_SECONDS * 1000) return;
    lastSignalAt.current.set(attendanceId, now);
    // A courtesy to the customer: when it fails there is nothing for the operator to do or retry.
    void signalTyping(attendanceId).catch(() => undefined);
  }, [attendanceId, enabled]);
}

// What the attendance engine changed in one unit of work, announced only once that work is done.
// The engine's operations record here, in the order they happen, the events their changes call for
// (attendance.changed for the screens, attendance.left_queue for the queue tabs, queue.check for the
// queue drain); the caller publishes them after its transaction resolves, never inside it, so a
// rollback announces nothing.
import type { DomainEvents, EventBus } from '../../platform/events/domain-events.js';
import type { AttendanceStatus } from '@atende/contract';
import type { AttendanceRef } from './attendance-engine.repository.js';

type AttendanceEventName = 'attendance.changed' | 'attendance.left_queue' | 'queue.check';
export type AttendanceEvent = { [N in AttendanceEventName]: { name: N; data: DomainEvents[N] } }[AttendanceEventName];

/** The events a unit of work owes, in order. Create one per unit of work (newAttendanceChanges). */
export type AttendanceChanges = { events: AttendanceEvent[] };

export const newAttendanceChanges = (): AttendanceChanges => ({ events: [] });

/** Announces the recorded events, in order, once; call it after the transaction committed. */
export function publishAttendanceChanges(bus: EventBus, changes: AttendanceChanges): void {
  for (const event of changes.events.splice(0)) bus.emit(event.name, event.data);
}

export const isQueued = (status: AttendanceStatus): boolean => status === 'waiting' || status === 'offline_operators';

type Target = Pick<AttendanceRef, 'id' | 'channelId'>;

/** The attendance changed: its audience (and the operator it left, if any) sees it again. */
export function recordChanged(changes: AttendanceChanges, a: Target, previousOperatorId: string | null): void {
  changes.events.push({ name: 'attendance.changed', data: { attendanceId: a.id, channelId: a.channelId, previousOperatorId } });
}

/** The attendance left the queue: every operator's queue tab drops it. */
export function recordLeftQueue(changes: AttendanceChanges, a: Target): void {
  changes.events.push({ name: 'attendance.left_queue', data: { attendanceId: a.id, channelId: a.channelId } });
}

/** Someone may now be free to take a queued attendance of the channel. */
export function recordQueueCheck(changes: AttendanceChanges, channelId: string): void {
  changes.events.push({ name: 'queue.check', data: { channelId } });
}

/**
 * A conversation a webhook batch opened or moved (routed, sent to the survey, finished by the bot):
 * pushed to its audience; queued although someone is online, the queue is checked, since they may
 * only have been busy being assigned just now.
 */
export function recordMoved(changes: AttendanceChanges, a: AttendanceRef): void {
  recordChanged(changes, a, null);
  if (a.status === 'waiting') recordQueueCheck(changes, a.channelId);
}

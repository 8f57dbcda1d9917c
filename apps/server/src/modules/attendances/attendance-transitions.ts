// The one place that says which attendance status may follow which (spec section 4 lists the
// statuses; the transitions are ours, documented in docs/decisions.md). Anything else is an error.
import type { AttendanceStatus } from '@atende/contract';

export const openStatuses: readonly AttendanceStatus[] = ['opened', 'waiting', 'offline_operators', 'in_attendance', 'campaign', 'in_survey'];

const allowed: Record<AttendanceStatus, readonly AttendanceStatus[]> = {
  // The chatbot is serving the customer (who may ask for the satisfaction survey from a menu).
  opened: ['waiting', 'offline_operators', 'in_attendance', 'in_survey', 'finished', 'abandoned'],
  // A campaign message went out; the customer's answer opens the conversation.
  campaign: ['opened', 'waiting', 'offline_operators', 'in_attendance', 'finished'],
  // In a department queue with operators online but none free yet.
  waiting: ['in_attendance', 'offline_operators', 'finished', 'abandoned'],
  // In a department queue with nobody online.
  offline_operators: ['waiting', 'in_attendance', 'finished', 'abandoned'],
  // With an operator; a transfer to another operator stays in_attendance.
  in_attendance: ['in_attendance', 'waiting', 'offline_operators', 'in_survey', 'finished'],
  in_survey: ['finished', 'abandoned'],
  abandoned: [],
  finished: [],
};

export const initialStatuses: readonly AttendanceStatus[] = ['opened', 'waiting', 'offline_operators', 'in_attendance', 'campaign'];

export class IllegalTransitionError extends Error {
  constructor(
    readonly from: AttendanceStatus,
    readonly to: AttendanceStatus,
  ) {
    super(`Attendance cannot go from ${from} to ${to}`);
  }
}

export function canTransition(from: AttendanceStatus, to: AttendanceStatus): boolean {
  return allowed[from].includes(to);
}

export function assertTransition(from: AttendanceStatus, to: AttendanceStatus): void {
  if (!canTransition(from, to)) throw new IllegalTransitionError(from, to);
}

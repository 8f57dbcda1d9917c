// The three tabs of the operator's list and which attendances belong to each.
import { RECENT_MESSAGE_MS, type Attendance, type AttendanceStatus } from '@atende/contract';

export const listTabs = ['active', 'queue', 'finished'] as const;
export type ListTab = (typeof listTabs)[number];

export const isListTab = (value: unknown): value is ListTab => listTabs.some((tab) => tab === value);

/** The statuses of each tab (the queue tab asks its own endpoint for both). */
export const tabStatuses: Record<ListTab, readonly AttendanceStatus[]> = {
  // A campaign's reply handed to this operator (their wallet) is theirs to answer.
  active: ['in_attendance', 'campaign'],
  queue: ['waiting', 'offline_operators'],
  finished: ['finished'],
};

export const isQueued = (status: AttendanceStatus): boolean => tabStatuses.queue.includes(status);

/** Queued for anyone to pull: in a department queue, or a campaign's reply with no operator yet. */
const inQueue = (a: Pick<Attendance, 'status' | 'operatorId'>): boolean => isQueued(a.status) || (a.status === 'campaign' && !a.operatorId);

/**
 * Whether the operator may pull a queued attendance: it has no department, or one of theirs
 * (`departmentIds` unknown: any). The server applies the same rule.
 */
export const mayTake = (attendance: Pick<Attendance, 'departmentId'>, departmentIds?: readonly string[]): boolean =>
  !departmentIds || !attendance.departmentId || departmentIds.includes(attendance.departmentId);

/**
 * The tab an attendance is listed under for this operator, or null when it leaves the lists. Queued
 * attendances belong to nobody: they are in the queue tab of every operator who may pull them.
 */
export function tabOf(
  attendance: Pick<Attendance, 'status' | 'operatorId' | 'departmentId'>,
  operatorId: string,
  departmentIds?: readonly string[],
): ListTab | null {
  if (inQueue(attendance)) return mayTake(attendance, departmentIds) ? 'queue' : null;
  if (attendance.operatorId !== operatorId) return null;
  return listTabs.find((tab) => tabStatuses[tab].includes(attendance.status)) ?? null;
}

/** The operator may write only in an attendance of theirs that is in progress. */
export const canWrite = (attendance: Pick<Attendance, 'status' | 'operatorId'>, operatorId: string): boolean =>
  (attendance.status === 'in_attendance' || attendance.status === 'campaign') && attendance.operatorId === operatorId;

/**
 * The server's windowOpen was true when it answered; it closes by itself 24 h after the customer's
 * last message, so a panel left open overnight does not offer a send the server would refuse.
 */
export function windowOpenAt(attendance: Pick<Attendance, 'windowOpen' | 'lastInboundAt'>, now: number): boolean {
  if (!attendance.windowOpen) return false;
  if (!attendance.lastInboundAt) return true;
  return now - Date.parse(attendance.lastInboundAt) < RECENT_MESSAGE_MS;
}

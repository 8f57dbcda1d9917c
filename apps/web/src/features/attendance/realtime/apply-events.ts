// Writes one server fact (a message, a status, an attendance) into every cache that shows it. The
// socket handlers and the mutations' answers both come through here, so a fact that arrives twice,
// by socket and by HTTP, lands once.
import type { QueryClient } from '@tanstack/react-query';
import type { Attendance, Message } from '@atende/contract';
import { attendanceKeys } from '../api/query-keys';
import { placeAttendance, patchAttendance, recordMessage, renameContact, withMessage, type ListData } from '../model/list-cache';
import { applyStatus, patchMessage, receiveMessage, type MessageData, type StatusChange } from '../model/message-cache';
import { listTabs, tabOf } from '../model/list-tabs';

/** departmentIds: the operator's, to tell which queued attendances they may pull (unknown: any). */
export type PanelContext = { operatorId: string; selectedId: string | null; departmentIds?: readonly string[] };

export function applyMessage(queryClient: QueryClient, ctx: PanelContext, message: Message): void {
  const id = message.attendanceId;
  if (!id) return;
  queryClient.setQueryData<MessageData>(attendanceKeys.messages(id), (data) => (data ? receiveMessage(data, message) : data));
  queryClient.setQueriesData<ListData>({ queryKey: attendanceKeys.lists(ctx.operatorId) }, (data) =>
    data ? recordMessage(data, message, ctx.selectedId) : data,
  );
  queryClient.setQueryData<Attendance>(attendanceKeys.detail(id), (a) => (a ? (withMessage(a, message, id === ctx.selectedId) ?? a) : a));
}

/** A message that changed in place (its file finished downloading): only the history shows it. */
export function applyMessageUpdate(queryClient: QueryClient, message: Message): void {
  if (!message.attendanceId) return;
  queryClient.setQueryData<MessageData>(attendanceKeys.messages(message.attendanceId), (data) => (data ? patchMessage(data, message) : data));
}

export function applyMessageStatus(queryClient: QueryClient, attendanceId: string | null, change: StatusChange): void {
  if (attendanceId) {
    queryClient.setQueryData<MessageData>(attendanceKeys.messages(attendanceId), (data) => (data ? applyStatus(data, change) : data));
    return;
  }
  // Without the attendance id, look in every open history.
  queryClient.setQueriesData<MessageData>({ queryKey: ['attendance', 'messages'] }, (data) => (data ? applyStatus(data, change) : data));
}

export function applyAttendance(queryClient: QueryClient, ctx: PanelContext, incoming: Attendance): void {
  // The selected conversation is on screen: it has been read, whatever the server counts.
  const attendance = incoming._id === ctx.selectedId ? { ...incoming, unread: 0 } : incoming;
  const home = tabOf(attendance, ctx.operatorId, ctx.departmentIds);
  for (const tab of listTabs) {
    queryClient.setQueryData<ListData>(attendanceKeys.list(ctx.operatorId, tab), (data) =>
      data ? placeAttendance(data, attendance, tab === home) : data,
    );
  }
  queryClient.setQueryData<Attendance>(attendanceKeys.detail(attendance._id), (a) => (a ? attendance : a));
}

/** An attendance left the queue (someone pulled it, it was assigned or finished): out of the queue tab. */
export function removeFromQueue(queryClient: QueryClient, operatorId: string, attendanceId: string): void {
  queryClient.setQueryData<ListData>(attendanceKeys.list(operatorId, 'queue'), (data) => {
    const present = data?.pages.some((p) => p.attendances.some((a) => a._id === attendanceId));
    if (!data || !present) return data;
    const pages = data.pages.map((p) => ({ ...p, attendances: p.attendances.filter((a) => a._id !== attendanceId) }));
    if (pages[0]) pages[0] = { ...pages[0], total: Math.max(0, pages[0].total - 1) };
    return { ...data, pages };
  });
}

/** A local change of one attendance (read, window closed) in the lists and the detail. */
export function patchAttendanceEverywhere(
  queryClient: QueryClient,
  operatorId: string,
  id: string,
  patch: (a: Attendance) => Attendance,
): void {
  queryClient.setQueriesData<ListData>({ queryKey: attendanceKeys.lists(operatorId) }, (data) =>
    data ? patchAttendance(data, id, patch) : data,
  );
  queryClient.setQueryData<Attendance>(attendanceKeys.detail(id), (a) => (a ? patch(a) : a));
}

/**
 * The contact was edited here: every list row and open conversation of that customer shows the new
 * name at once (the server pushes the open attendance too; finished rows only change here).
 */
export function renameContactEverywhere(queryClient: QueryClient, operatorId: string, contactId: string, name: string | null): void {
  queryClient.setQueriesData<ListData>({ queryKey: attendanceKeys.lists(operatorId) }, (data) => (data ? renameContact(data, contactId, name) : data));
  queryClient.setQueriesData<Attendance>({ queryKey: ['attendance', 'detail'] }, (a) =>
    a && a.contact._id === contactId && a.contact.name !== name ? { ...a, contact: { ...a.contact, name } } : a,
  );
}

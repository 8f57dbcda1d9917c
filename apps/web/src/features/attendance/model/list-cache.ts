// Pure patchers of the cached attendance lists (one infinite query per tab), fed by socket events and
// mutation answers so the list follows the server without refetching. Each returns the same object
// when nothing changed, so React Query does not re-render for events that do not concern a tab.
import type { InfiniteData } from '@tanstack/react-query';
import type { Attendance, Message } from '@atende/contract';
import { lastMessageOf } from './message-preview';

export type ListPage = { attendances: Attendance[]; total: number; hasMore: boolean };
export type ListData = InfiniteData<ListPage>;

/** Newest activity first, as the server orders the list. */
export const activityOf = (a: Attendance): number => Date.parse(a.lastMessage?.createdAt ?? a.openedAt);

/** The loaded rows; paging by offset may repeat a row after an insert, so ids are deduplicated. */
export function flattenList(data: ListData | undefined): Attendance[] {
  if (!data) return [];
  const seen = new Set<string>();
  const out: Attendance[] = [];
  for (const page of data.pages) {
    for (const a of page.attendances) {
      if (seen.has(a._id)) continue;
      seen.add(a._id);
      out.push(a);
    }
  }
  return out;
}

export const findInList = (data: ListData | undefined, id: string): Attendance | undefined =>
  data?.pages.flatMap((p) => p.attendances).find((a) => a._id === id);

function withPages(data: ListData, pages: ListPage[]): ListData {
  return { ...data, pages };
}

/**
 * Puts an attendance where it belongs: out of the list when `belongs` is false, otherwise at its
 * place by activity. A row older than everything loaded while more pages remain is left for paging.
 */
export function placeAttendance(data: ListData, attendance: Attendance, belongs: boolean): ListData {
  const present = data.pages.some((p) => p.attendances.some((a) => a._id === attendance._id));
  if (!present && !belongs) return data;
  let pages = data.pages.map((p) =>
    present ? { ...p, attendances: p.attendances.filter((a) => a._id !== attendance._id) } : p,
  );
  if (belongs) pages = insertByActivity(pages, attendance);
  const delta = present === belongs ? 0 : belongs ? 1 : -1;
  if (delta !== 0 && pages[0]) pages[0] = { ...pages[0], total: Math.max(0, pages[0].total + delta) };
  return withPages(data, pages);
}

function insertByActivity(pages: ListPage[], attendance: Attendance): ListPage[] {
  const at = activityOf(attendance);
  for (let p = 0; p < pages.length; p += 1) {
    const page = pages[p];
    if (!page) continue;
    const index = page.attendances.findIndex((a) => activityOf(a) < at);
    if (index >= 0) {
      const attendances = [...page.attendances.slice(0, index), attendance, ...page.attendances.slice(index)];
      return pages.map((x, i) => (i === p ? { ...x, attendances } : x));
    }
  }
  const last = pages[pages.length - 1];
  if (!last) return [{ attendances: [attendance], total: 0, hasMore: false }];
  if (last.hasMore) return pages;
  return pages.map((x, i) => (i === pages.length - 1 ? { ...x, attendances: [...x.attendances, attendance] } : x));
}

/** An attendance updated by a new message: its preview, unread count and customer window. */
export function withMessage(attendance: Attendance, message: Message, selected: boolean): Attendance | null {
  const current = attendance.lastMessage ? Date.parse(attendance.lastMessage.createdAt) : -Infinity;
  // Not newer than what the row shows: an attendance.updated already counted it, or a replay.
  if (Date.parse(message.createdAt) <= current) return null;
  const inbound = message.direction === 'in';
  return {
    ...attendance,
    lastMessage: lastMessageOf(message),
    unread: selected ? 0 : inbound ? attendance.unread + 1 : attendance.unread,
    lastInboundAt: inbound ? message.createdAt : attendance.lastInboundAt,
    windowOpen: inbound ? true : attendance.windowOpen,
  };
}

/** message.created: the row's preview and unread change and it moves up by activity. */
export function recordMessage(data: ListData, message: Message, selectedId: string | null): ListData {
  const found = message.attendanceId ? findInList(data, message.attendanceId) : undefined;
  if (!found) return data;
  const updated = withMessage(found, message, found._id === selectedId);
  return updated ? placeAttendance(data, updated, true) : data;
}

/** Changes one row in place (unread reset, window closed after a refused send, ...). */
export function patchAttendance(data: ListData, id: string, patch: (a: Attendance) => Attendance): ListData {
  if (!findInList(data, id)) return data;
  return withPages(
    data,
    data.pages.map((p) => ({ ...p, attendances: p.attendances.map((a) => (a._id === id ? patch(a) : a)) })),
  );
}

/** The customer's new name on every row of theirs (an edit of the contact, finished rows included). */
export function renameContact(data: ListData, contactId: string, name: string | null): ListData {
  const touched = data.pages.some((p) => p.attendances.some((a) => a.contact._id === contactId && a.contact.name !== name));
  if (!touched) return data;
  return withPages(
    data,
    data.pages.map((p) => ({
      ...p,
      attendances: p.attendances.map((a) => (a.contact._id === contactId ? { ...a, contact: { ...a.contact, name } } : a)),
    })),
  );
}

/** The server's unread counts for the operator's attendances in progress (absent means zero). */
export function applyUnreadCounts(data: ListData, counts: Map<string, number>, selectedId: string | null): ListData {
  let changed = false;
  const pages = data.pages.map((p) => ({
    ...p,
    attendances: p.attendances.map((a) => {
      const unread = a._id === selectedId ? 0 : (counts.get(a._id) ?? 0);
      if (unread === a.unread) return a;
      changed = true;
      return { ...a, unread };
    }),
  }));
  return changed ? withPages(data, pages) : data;
}

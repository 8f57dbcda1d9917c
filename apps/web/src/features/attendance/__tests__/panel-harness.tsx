// Test support for the attendance panel: fixtures for attendances and messages, an in-memory server
// for the panel's endpoints, and the real route tree rendered with a fixed-size virtual viewport
// (jsdom has no layout, so react-virtuoso is told how tall the viewport and the items are).
import { renderRoute } from '@/test/render-route';
import { act, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { attendanceStatusLabel, type Attendance, type Message, type SessionUser, type Tabulation } from '@atende/contract';
import { sessionStore } from '@/shared/session/session-store';
import { ids, jsonResponse, makeUser } from '@/test/fixtures';
import { fakeServer, on, type FakeEndpoint } from '@/test/render-app';
import { fakeSockets } from '@/test/fake-socket';
// The route lazy-loads the chat pane; loading it here keeps its first transform out of the tests' timeouts.
import '../components/chat/chat-pane';

// react-virtuoso keeps the position on prepend with scrollBy, which jsdom does not implement.
if (!Element.prototype.scrollBy) Element.prototype.scrollBy = () => undefined;

export const contactId = '00000000-0000-4000-8000-0000000000c1';
export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function makeAttendance(n: number, overrides: Partial<Attendance> = {}): Attendance {
  const status = overrides.status ?? 'in_attendance';
  return {
    _id: uuid(1000 + n),
    channelId: ids.channel,
    protocol: String(n).padStart(6, '0'),
    contact: { _id: uuid(2000 + n), name: `Cliente ${n}`, number: `5511988880${String(n).padStart(3, '0')}` },
    status,
    statusLabel: attendanceStatusLabel(status),
    departmentId: null,
    operatorId: ids.operator,
    unread: 0,
    lastMessage: { type: 'text', text: `Mensagem ${n}`, direction: 'in', createdAt: new Date(Date.now() - n * 60_000).toISOString() },
    lastInboundAt: new Date(Date.now() - n * 60_000).toISOString(),
    windowOpen: true,
    openedAt: new Date(Date.now() - 3_600_000).toISOString(),
    finishedAt: null,
    ...overrides,
  };
}

export function makeMessage(n: number, attendance: Attendance, overrides: Partial<Message> = {}): Message {
  return {
    _id: uuid(5_000_000 + n),
    channelId: ids.channel,
    attendanceId: attendance._id,
    contactId: attendance.contact._id,
    direction: 'in',
    type: 'text',
    content: { text: `Texto ${n}` },
    status: 'received',
    error: null,
    replyToId: null,
    operatorId: null,
    providerMessageId: `wamid.${n}`,
    createdAt: new Date(Date.UTC(2025, 0, 1, 12, 0, n)).toISOString(),
    ...overrides,
  };
}

/** Messages newest first in pages of `limit`, cut at `before` like the server. */
export function messagePage(all: Message[], url: string) {
  const query = new URL(url, 'http://x').searchParams;
  const limit = Number(query.get('limit') ?? 50);
  const before = query.get('before');
  const newestFirst = [...all].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const rows = newestFirst.filter((m) => !before || m.createdAt < before).slice(0, limit);
  const last = rows[rows.length - 1];
  return jsonResponse(200, { statusCode: 200, messages: rows, nextBefore: rows.length === limit && last ? last.createdAt : null });
}

export type PanelState = {
  user: SessionUser;
  attendances: Attendance[];
  messages: Map<string, Message[]>;
  /** The channel's tabulations (none by default). */
  tabulations?: Tabulation[];
};

/** The panel's endpoints over a mutable state; `extra` endpoints are tried first. */
export function panelServer(state: PanelState, ...extra: FakeEndpoint[]) {
  const perStatus = (url: string) => {
    const query = new URL(url, 'http://x').searchParams;
    const page = Number(query.get('page'));
    const perPage = Number(query.get('perPage'));
    const rows = state.attendances.filter((a) => a.status === query.get('status') && a.operatorId === ids.operator);
    return jsonResponse(200, { statusCode: 200, attendances: rows.slice((page - 1) * perPage, page * perPage), page, perPage, total: rows.length });
  };
  return fakeServer(
    ...extra,
    on('GET', '/api/user/me', () => jsonResponse(200, { statusCode: 200, user: state.user })),
    // The queue: every waiting attendance (the server filters by department; tests give the ones it would).
    (request) => {
      if (request.method !== 'GET' || !request.url.startsWith('/api/attendance/queue?')) return undefined;
      const query = new URL(request.url, 'http://x').searchParams;
      const page = Number(query.get('page'));
      const perPage = Number(query.get('perPage'));
      const rows = state.attendances.filter((a) => a.status === 'waiting' || a.status === 'offline_operators');
      return jsonResponse(200, { statusCode: 200, attendances: rows.slice((page - 1) * perPage, page * perPage), page, perPage, total: rows.length });
    },
    on('GET', `/api/channel/tabulations/${ids.channel}`, () => jsonResponse(200, { statusCode: 200, tabulations: state.tabulations ?? [] })),
    (request) => (request.method === 'GET' && request.url.startsWith(`/api/attendance/operator/${ids.operator}?`) ? perStatus(request.url) : undefined),
    (request) => {
      const match = /^\/api\/attendance\/([0-9a-f-]{36})$/.exec(request.url);
      const found = match && state.attendances.find((a) => a._id === match[1]);
      if (request.method !== 'GET' || !match) return undefined;
      return found
        ? jsonResponse(200, { statusCode: 200, attendance: found })
        : jsonResponse(404, { statusCode: 404, error: 'not_found', erroMensagem: 'Atendimento não encontrado.' });
    },
    (request) => {
      const match = /^\/api\/message\/attendance\/([0-9a-f-]{36})\?/.exec(request.url);
      return request.method === 'GET' && match ? messagePage(state.messages.get(match[1] ?? '') ?? [], request.url) : undefined;
    },
    on('GET', `/api/message/unread/${ids.operator}`, () =>
      jsonResponse(200, {
        statusCode: 200,
        unread: state.attendances.filter((a) => a.status === 'in_attendance' && a.unread > 0).map((a) => ({ attendanceId: a._id, unread: a.unread })),
      }),
    ),
  );
}

export function operatorState(overrides: Partial<SessionUser> = {}, privacy = false): PanelState {
  const base = makeUser('operator', { overrides });
  const user: SessionUser = base.operatorData ? { ...base, operatorData: { ...base.operatorData, status: true, privacy } } : base;
  return { user, attendances: [], messages: new Map() };
}

export function renderPanel(state: PanelState, path = '/attendance') {
  sessionStore.start('tok-1', state.user);
  return renderRoute(path);
}

/** A server push on the main socket. */
export function serverPush(event: string, payload: unknown): void {
  const socket = fakeSockets.find((s) => s.namespace === '/');
  if (!socket) throw new Error('no socket connected yet');
  act(() => socket.serverEmits(event, payload));
}

/** Virtuoso shows its items once it has scrolled to the newest one, a few frames after rendering. */
export async function historyShown(): Promise<void> {
  await waitFor(() => expect(screen.getByTestId('virtuoso-item-list').style.visibility).not.toBe('hidden'));
}

// A kanban board as the API answers it (three steps, a few cards), the owner of a channel with the
// kanban module on, and the tags and operators the filters and the card's form choose from.
import { act } from '@testing-library/react';
import type { KanbanBoard, KanbanCard, KanbanColumn, KanbanHistoryEntry, KanbanStep, KanbanWithSteps } from '@atende/contract';
import { sessionStore } from '@/shared/session/session-store';
import { fakeSockets } from '@/test/fake-socket';
import { ids, jsonResponse, makeUser } from '@/test/fixtures';
import { fakeServer, on, type FakeEndpoint } from '@/test/render-app';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const kanbanId = uuid(7001);
export const stepId = (n: number) => uuid(7100 + n);
export const cardId = (n: number) => uuid(7200 + n);
export const contactId = (n: number) => uuid(7300 + n);
export const tagId = (n: number) => uuid(7400 + n);
export const operatorId = (n: number) => uuid(7500 + n);
export const attendanceId = (n: number) => uuid(7600 + n);

export const ok = (body: object, status = 200) => jsonResponse(status, { statusCode: status, ...body });
export const fail = (status: number, error: string, message: string) => jsonResponse(status, { statusCode: status, error, erroMensagem: message, message });

const stepNames = ['Prospecção', 'Proposta', 'Fechado'];
export const makeStep = (n: number, overrides: Partial<KanbanStep> = {}): KanbanStep => ({
  _id: stepId(n),
  kanbanId,
  name: stepNames[n - 1] ?? `Etapa ${n}`,
  color: '#228be6',
  position: n - 1,
  outcome: n === 3 ? 'won' : 'open',
  action: { kind: 'none' },
  ...overrides,
});

export const makeKanban = (overrides: Partial<KanbanWithSteps> = {}): KanbanWithSteps => ({
  _id: kanbanId,
  channelId: ids.channel,
  name: 'Vendas 2025',
  departmentIds: [],
  archived: false,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  steps: [makeStep(1), makeStep(2), makeStep(3)],
  ...overrides,
});

export const makeCard = (n: number, overrides: Partial<KanbanCard> = {}): KanbanCard => ({
  _id: cardId(n),
  kanbanId,
  stepId: stepId(1),
  contactId: contactId(n),
  contactName: `Cliente ${n}`,
  attendanceId: null,
  conversation: { state: 'finished', attendanceId: null },
  title: `Negócio ${n}`,
  valueCents: 10_000 * n,
  responsibleOperatorId: null,
  responsibleOperatorName: null,
  tagIds: [],
  dueDate: null,
  notes: '',
  rank: `a${n}`,
  version: 1,
  stepEnteredAt: '2025-03-01T12:00:00.000Z',
  createdAt: '2025-03-01T12:00:00.000Z',
  updatedAt: '2025-03-01T12:00:00.000Z',
  ...overrides,
});

export const column = (n: number, cards: KanbanCard[], overrides: Partial<KanbanColumn> = {}): KanbanColumn => ({
  stepId: stepId(n),
  count: cards.length,
  totalCents: cards.reduce((sum, c) => sum + c.valueCents, 0),
  cards,
  nextCursor: null,
  ...overrides,
});

/** Two cards in Prospecção (R$ 100 + R$ 200), one in Proposta (R$ 300), none in Fechado. */
export const makeBoard = (overrides: Partial<KanbanBoard> = {}): KanbanBoard => ({
  statusCode: 200,
  kanban: makeKanban(),
  columns: [column(1, [makeCard(1), makeCard(2)]), column(2, [makeCard(3, { stepId: stepId(2) })]), column(3, [])],
  ...overrides,
});

export const history = (entries: Partial<KanbanHistoryEntry>[]): KanbanHistoryEntry[] =>
  entries.map((e, i) => ({
    _id: uuid(7900 + i),
    kind: 'created',
    at: '2025-03-10T15:30:00.000Z',
    userId: ids.user,
    userName: 'Maria da Silva',
    fromStepId: null,
    toStepId: null,
    details: {},
    ...e,
  }));

const boardUrl = new RegExp(`^/api/kanbans/${kanbanId}/board(\\?|$)`);

/** The owner signed in with the kanban module on; the board, tags and operators answered; `extra` tried first. */
export function kanbanServer(board: KanbanBoard | (() => KanbanBoard), ...extra: FakeEndpoint[]) {
  const owner = makeUser('channel', { modules: { kanban: true }, config: { customerPortfolioEnabled: true } });
  sessionStore.start('tok-1', owner);
  return fakeServer(
    ...extra,
    on('GET', boardUrl, () => ok(typeof board === 'function' ? board() : board)),
    on('GET', `/api/channel/tags/${ids.channel}`, () =>
      ok({ tags: [1, 2].map((n) => ({ _id: tagId(n), channelId: ids.channel, name: n === 1 ? 'VIP' : 'Atacado', color: '#228be6', createdAt: '2025-01-01T00:00:00.000Z' })) }),
    ),
    on('GET', `/api/operator/hideDeleted/channel/${ids.channel}`, () => ok({ operators: [{ _id: operatorId(1), name: 'Ana Operadora' }] })),
    on('GET', '/api/user/me', () => ok({ user: owner })),
  );
}

export const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

export function serverEmits(event: string, payload: unknown) {
  act(() => fakeSockets.find((s) => s.namespace === '/')?.serverEmits(event, payload));
}

import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ManageAttendance, Message } from '@atende/contract';
import { ids, jsonResponse, makeUser } from '@/test/fixtures';
import { fakeServer, on, renderApp } from '@/test/render-app';
import { fakeSockets } from '@/test/fake-socket';
import { sessionStore } from '@/shared/session/session-store';
import { disconnectSocket } from '@/shared/socket/socket-client';
import { serverQuery } from '../components/attendances-filters';
import { manageRow, uuid } from './manage-fixtures';

afterEach(() => {
  disconnectSocket();
  sessionStore.clear();
  fakeSockets.length = 0;
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const row = manageRow;

const message = (n: number, attendanceId: string, text: string): Message => ({
  _id: uuid(5000 + n),
  channelId: ids.channel,
  attendanceId,
  contactId: uuid(201),
  direction: 'in',
  type: 'text',
  content: { text },
  status: 'received',
  error: null,
  replyToId: null,
  operatorId: null,
  providerMessageId: `wamid.${n}`,
  createdAt: new Date(Date.UTC(2025, 2, 10, 15, 0, n)).toISOString(),
});

type State = { rows: ManageAttendance[]; total: number; capped: boolean; messages: Message[] };

function ownerServer(state: State) {
  return fakeServerWith(state);
}

/** The owner's server; endpoints given first win over the defaults. */
function fakeServerWith(state: State, ...extra: Parameters<typeof fakeServer>) {
  const owner = makeUser('channel');
  sessionStore.start('tok-1', owner);
  const page = () => jsonResponse(200, { statusCode: 200, items: state.rows, page: 1, perPage: 10, total: state.total, totalCapped: state.capped });
  return fakeServer(
    ...extra,
    on('GET', '/api/user/me', () => jsonResponse(200, { statusCode: 200, user: owner })),
    on('GET', /^\/api\/attendance\/manage\/page\/1\?/, page),
    on('GET', `/api/department/channel/${ids.channel}`, () => jsonResponse(200, { statusCode: 200, departments: [{ _id: uuid(300), name: 'Vendas' }] })),
    on('GET', `/api/operator/hideDeleted/channel/${ids.channel}`, () => jsonResponse(200, { statusCode: 200, operators: [] })),
    on('GET', `/api/channel/tags/${ids.channel}`, () => jsonResponse(200, { statusCode: 200, tags: [] })),
    on('GET', /^\/api\/message\/attendance\//, () => jsonResponse(200, { statusCode: 200, messages: [...state.messages].reverse(), nextBefore: null })),
    on('GET', /^\/api\/attendance\/contact\//, () =>
      jsonResponse(200, { statusCode: 200, items: [state.rows[0], row(7, { status: 'finished', statusLabel: 'Finalizado' })], page: 1, perPage: 5, total: 2 }),
    ),
  );
}

const listCalls = (calls: { url: string }[]) => calls.filter((c) => c.url.startsWith('/api/attendance/manage/'));
const push = (event: string, payload: unknown) => {
  const socket = fakeSockets.find((s) => s.namespace === '/');
  if (!socket) throw new Error('no socket yet');
  act(() => socket.serverEmits(event, payload));
};

// The first render loads the route's chunks (Mantine dates, the panel's dialogs): slow on a busy machine.
describe('/attendancesManage', { timeout: 20_000 }, () => {
  it('lists the channel’s attendances with pt-BR statuses and says when there are more than 10.000', async () => {
    ownerServer({ rows: [row(123), row(124, { status: 'waiting', statusLabel: 'Aguardando', operator: null })], total: 10_000, capped: true, messages: [] });
    renderApp('/attendancesManage');
    expect(await screen.findByText('Cliente 123', {}, { timeout: 5000 })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Atendimentos do canal' });
    expect(within(table).getByText('Aguardando')).toBeTruthy();
    expect(within(table).getByText('000123')).toBeTruthy();
    expect(screen.getByText(/Mais de 10\.?000 registros/)).toBeTruthy();
  });

  it('sends the URL’s filters to the server, the period as from and to', async () => {
    const server = ownerServer({ rows: [], total: 0, capped: false, messages: [] });
    renderApp(`/attendancesManage?status=waiting,finished&departmentId=${uuid(300)}&period=2025-03-01..2025-03-31&protocol=42&search=maria`);
    expect(await screen.findByText('Nenhum atendimento com esses filtros', {}, { timeout: 5000 })).toBeTruthy();
    const url = new URL(listCalls(server.calls)[0]?.url ?? '', 'http://x');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      perPage: '10',
      sort: 'createdAt',
      order: 'desc',
      search: 'maria',
      status: 'waiting,finished',
      departmentId: uuid(300),
      from: '2025-03-01',
      to: '2025-03-31',
      protocol: '42',
    });
  });

  it('asks for another order when a sortable header is clicked', async () => {
    const server = ownerServer({ rows: [row(1)], total: 1, capped: false, messages: [] });
    renderApp('/attendancesManage');
    await screen.findByText('Cliente 1', {}, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: /Última mensagem/ }));
    await waitFor(() => expect(listCalls(server.calls).some((c) => c.url.includes('sort=lastMessageAt'))).toBe(true));
  });

  it('reads the page again when an attendance of the channel changes', async () => {
    const state: State = { rows: [row(1)], total: 1, capped: false, messages: [] };
    const server = ownerServer(state);
    renderApp('/attendancesManage');
    await screen.findByText('Cliente 1', {}, { timeout: 5000 });
    await waitFor(() => expect(fakeSockets.length).toBeGreaterThan(0));
    const before = listCalls(server.calls).length;
    state.rows = [row(2), row(1)];
    state.total = 2;
    push('attendance.updated', { attendance: { _id: uuid(102) } });
    expect(await screen.findByText('Cliente 2')).toBeTruthy();
    expect(listCalls(server.calls).length).toBe(before + 1);
  });

  it('follows an attendance: its conversation, live and read only, and the contact’s history', async () => {
    const state: State = { rows: [row(1)], total: 1, capped: false, messages: [message(1, uuid(101), 'Olá, preciso de ajuda')] };
    ownerServer(state);
    renderApp('/attendancesManage');
    await screen.findByText('Cliente 1', {}, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Ações do atendimento 000001' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Acompanhar' }));
    const drawer = await screen.findByRole('dialog', { name: 'Acompanhar atendimento 000001' });
    expect(await within(drawer).findByText('Olá, preciso de ajuda')).toBeTruthy();
    expect(within(drawer).queryByRole('textbox')).toBeNull();
    expect(await within(drawer).findByText('000007')).toBeTruthy();

    await waitFor(() => expect(fakeSockets.length).toBeGreaterThan(0));
    push('message.created', { message: message(2, uuid(999), 'De outro atendimento') });
    push('message.created', { message: message(3, uuid(101), 'Mensagem ao vivo') });
    expect(await within(drawer).findByText('Mensagem ao vivo')).toBeTruthy();
    expect(within(drawer).queryByText('De outro atendimento')).toBeNull();
  });

  it('offers no transfer or finish for a finished attendance', async () => {
    ownerServer({ rows: [row(5, { status: 'finished', statusLabel: 'Finalizado' })], total: 1, capped: false, messages: [] });
    renderApp('/attendancesManage');
    await screen.findByText('Cliente 5', {}, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Ações do atendimento 000005' }));
    expect(await screen.findByRole('menuitem', { name: 'Ver transcrição' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Transferir' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Finalizar' })).toBeNull();
  });
});

/** The attendance as the transfer and finish routes answer it. */
const answered = (r: ManageAttendance, overrides: Record<string, unknown> = {}) => ({
  statusCode: 200,
  attendance: {
    _id: r._id,
    channelId: ids.channel,
    protocol: r.protocol,
    contact: r.contact,
    status: r.status,
    statusLabel: r.statusLabel,
    departmentId: r.department?._id ?? null,
    operatorId: r.operator?._id ?? null,
    unread: 0,
    lastMessage: null,
    lastInboundAt: null,
    windowOpen: false,
    openedAt: r.createdAt,
    finishedAt: null,
    observation: null,
    tabulationId: null,
    ...overrides,
  },
});

describe('transfer and finish from the list', { timeout: 20_000 }, () => {
  const bruno = { _id: uuid(401), name: 'Bruno Operador', status: true, departmentIds: [] };

  it('the owner transfers a queued attendance to an operator and the page is read again', async () => {
    const waiting = row(9, { status: 'waiting', statusLabel: 'Aguardando', operator: null });
    const state: State = { rows: [waiting], total: 1, capped: false, messages: [] };
    const server = fakeServerWith(
      state,
      on('GET', `/api/operator/hideDeleted/channel/${ids.channel}`, () => jsonResponse(200, { statusCode: 200, operators: [bruno] })),
      on('POST', `/api/attendance/${waiting._id}/transfer`, () => jsonResponse(200, answered(waiting, { status: 'in_attendance', operatorId: bruno._id }))),
    );
    renderApp('/attendancesManage');
    await screen.findByText('Cliente 9', {}, { timeout: 5000 });
    const before = listCalls(server.calls).length;
    fireEvent.click(screen.getByRole('button', { name: 'Ações do atendimento 000009' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Transferir' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Transferir atendimento' }, { timeout: 5000 }));
    fireEvent.click(await dialog.findByRole('textbox', { name: 'Operador' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Bruno Operador (online)' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Transferir' }));
    expect(await screen.findByText('Atendimento transferido com sucesso!')).toBeTruthy();
    expect(server.calls.find((c) => c.url.endsWith('/transfer'))?.body).toEqual({ operatorId: bruno._id });
    await waitFor(() => expect(listCalls(server.calls).length).toBeGreaterThan(before));
  });

  it('finishing asks for the tabulation when the channel has them', async () => {
    const open = row(8);
    const state: State = { rows: [open], total: 1, capped: false, messages: [] };
    const tabulation = { _id: uuid(600), channelId: ids.channel, name: 'Venda realizada', createdAt: '2025-01-01T00:00:00.000Z' };
    const server = fakeServerWith(
      state,
      on('GET', `/api/channel/tabulations/${ids.channel}`, () => jsonResponse(200, { statusCode: 200, tabulations: [tabulation] })),
      on('POST', `/api/attendance/${open._id}/finish`, () => jsonResponse(200, answered(open, { status: 'finished', statusLabel: 'Finalizado' }))),
    );
    renderApp('/attendancesManage');
    await screen.findByText('Cliente 8', {}, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Ações do atendimento 000008' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Finalizar' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Finalizar atendimento' }, { timeout: 5000 }));
    fireEvent.click(await dialog.findByRole('textbox', { name: 'Tabulação' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Venda realizada' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Finalizar' }));
    expect(await screen.findByText('Atendimento finalizado com sucesso!')).toBeTruthy();
    expect(server.calls.find((c) => c.url.endsWith('/finish'))?.body).toEqual({ tabulationId: tabulation._id });
  });
});

describe('serverQuery', () => {
  it('turns the period into from and to and leaves the rest', () => {
    expect(serverQuery({ perPage: 10, period: '2025-01-01..2025-01-31', status: 'waiting' })).toEqual({
      perPage: 10,
      from: '2025-01-01',
      to: '2025-01-31',
      status: 'waiting',
    });
    expect(serverQuery({ perPage: 10 })).toEqual({ perPage: 10 });
  });
});

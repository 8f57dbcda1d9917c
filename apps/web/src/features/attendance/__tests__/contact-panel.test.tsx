// The operator's contact panel (issue 17 item 9): the customer's e-mail, CPF/CNPJ and tag, edited and
// tagged from the panel; their previous attendances with tabulations, each opening its transcript.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Attendance, Contact, ManageAttendance, Tag, TranscriptResponse } from '@atende/contract';
import { attendanceStatusLabel } from '@atende/contract';
import { sessionStore } from '@/shared/session/session-store';
import { disconnectSocket } from '@/shared/socket/socket-client';
import { fakeSockets } from '@/test/fake-socket';
import { ids, jsonResponse } from '@/test/fixtures';
import { on } from '@/test/render-app';
import { renderRoute } from '@/test/render-route';
import { makeAttendance, makeMessage, operatorState, panelServer, renderPanel, serverPush, uuid, type PanelState } from './panel-harness';

beforeEach(() => {
  fakeSockets.length = 0;
});
afterEach(() => {
  disconnectSocket();
  sessionStore.clear();
  vi.unstubAllGlobals();
});

const vip: Tag = { _id: uuid(301), channelId: ids.channel, name: 'VIP', color: '#e64980', createdAt: '2025-01-01T00:00:00.000Z' };
const atacado: Tag = { _id: uuid(302), channelId: ids.channel, name: 'Atacado', color: '#228be6', createdAt: '2025-01-01T00:00:00.000Z' };

function contactOf(attendance: Attendance, overrides: Partial<Contact> = {}): Contact {
  return {
    _id: attendance.contact._id,
    channelId: ids.channel,
    number: attendance.contact.number,
    name: attendance.contact.name,
    code: null,
    email: 'cliente1@exemplo.com.br',
    tagId: vip._id,
    tag: { _id: vip._id, name: vip.name, color: vip.color },
    responsibleOperatorId: null,
    responsibleOperatorName: null,
    birthday: null,
    document: '52998224725',
    optedOutOfCampaigns: false,
    optedOutAt: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

function historyRow(attendance: Attendance, overrides: Partial<ManageAttendance> = {}): ManageAttendance {
  return {
    _id: attendance._id,
    protocol: attendance.protocol,
    status: attendance.status,
    statusLabel: attendanceStatusLabel(attendance.status),
    contact: attendance.contact,
    tag: null,
    department: null,
    operator: { _id: ids.operator, name: 'Ana Operadora' },
    tabulation: null,
    unread: 0,
    createdAt: attendance.openedAt,
    lastMessageAt: null,
    finishedAt: null,
    ...overrides,
  };
}

/** The conversation of Cliente 1 open, their card on the server, and one earlier attendance of theirs by a colleague. */
function scene() {
  const state: PanelState = operatorState();
  const attendance = makeAttendance(1);
  state.attendances = [attendance, makeAttendance(2), makeAttendance(3, { status: 'finished', contact: attendance.contact, finishedAt: new Date().toISOString() })];
  state.messages.set(attendance._id, [makeMessage(1, attendance)]);
  const earlier = historyRow(makeAttendance(9, { status: 'finished', contact: attendance.contact }), {
    protocol: '000009',
    operator: { _id: uuid(77), name: 'Bruno Colega' },
    tabulation: { _id: uuid(401), name: 'Venda realizada' },
    createdAt: '2025-01-02T15:00:00.000Z',
  });
  const server = { contact: contactOf(attendance), history: [historyRow(attendance), earlier] };
  const endpoints = [
    on('GET', `/api/contact/${attendance.contact._id}`, () => jsonResponse(200, { statusCode: 200, contact: server.contact })),
    on('PATCH', `/api/contact/${attendance.contact._id}`, (body) => {
      const patch = body as Partial<Contact>;
      const tagId = 'tagId' in patch ? (patch.tagId ?? null) : server.contact.tagId;
      const tag = [vip, atacado].find((t) => t._id === tagId);
      server.contact = { ...server.contact, ...patch, tagId, tag: tag ? { _id: tag._id, name: tag.name, color: tag.color } : null };
      return jsonResponse(200, { statusCode: 200, contact: server.contact });
    }),
    on('GET', `/api/channel/tags/${ids.channel}`, () => jsonResponse(200, { statusCode: 200, tags: [vip, atacado] })),
    on('GET', new RegExp(`^/api/attendance/contact/${attendance.contact._id}/page/1\\?`), () =>
      jsonResponse(200, { statusCode: 200, items: server.history, page: 1, perPage: 5, total: server.history.length }),
    ),
  ];
  return { state, attendance, earlier, server, endpoints };
}

const panel = () => within(screen.getByRole('complementary', { name: 'Dados do contato' }));
/** The panel once the conversation (its own chunk) is on screen. */
const panelShown = async () => within(await screen.findByRole('complementary', { name: 'Dados do contato' }));

describe('the operator’s contact panel', () => {
  it('shows the customer’s e-mail, CPF formatted and tag beside the attendance’s fields', async () => {
    const { state, attendance, endpoints } = scene();
    panelServer(state, ...endpoints);
    renderPanel(state, `/attendance?a=${attendance._id}`);
    expect((await screen.findByTestId('contact-email')).textContent).toBe('cliente1@exemplo.com.br');
    expect(screen.getByTestId('contact-document').textContent).toBe('529.982.247-25');
    expect(screen.getByTestId('contact-name').textContent).toBe('Cliente 1');
    expect(screen.getByTestId('contact-protocol').textContent).toBe('000001');
    await waitFor(() => expect((panel().getByRole('textbox', { name: 'Etiqueta' }) as HTMLInputElement).value).toBe('VIP'));
  });

  it('edits name, e-mail and CPF (masked while typed); the header and the list show the new name without a reload', async () => {
    const { state, attendance, endpoints } = scene();
    const server = panelServer(state, ...endpoints);
    renderPanel(state, `/attendance?a=${attendance._id}`);
    await screen.findByTestId('contact-email');
    fireEvent.click(panel().getByRole('button', { name: 'Editar contato' }));
    const form = within(screen.getByRole('form', { name: 'Editar contato' }));
    fireEvent.change(form.getByRole('textbox', { name: /Nome/ }), { target: { value: 'Maria Souza' } });
    fireEvent.change(form.getByRole('textbox', { name: 'E-mail' }), { target: { value: 'maria@souza.com' } });
    const cpf = form.getByRole('textbox', { name: 'CPF/CNPJ' }) as HTMLInputElement;
    fireEvent.change(cpf, { target: { value: '11222333000181' } });
    expect(cpf.value).toBe('11.222.333/0001-81');
    fireEvent.click(form.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Contato atualizado.')).toBeTruthy();
    expect(server.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ name: 'Maria Souza', email: 'maria@souza.com', document: '11222333000181' });
    await waitFor(() => expect(screen.getByTestId('chat-contact').textContent).toBe('Maria Souza'));
    expect(screen.getByTestId('contact-name').textContent).toBe('Maria Souza');
    expect(screen.getByTestId('contact-document').textContent).toBe('11.222.333/0001-81');
    const rows = screen.getAllByTestId('attendance-row');
    expect(rows.some((row) => row.textContent?.includes('Maria Souza'))).toBe(true);
    expect(rows.some((row) => row.textContent?.includes('Cliente 1'))).toBe(false);
  });

  it('refuses an invalid CPF and a blank name under their fields, sending nothing', async () => {
    const { state, attendance, endpoints } = scene();
    const server = panelServer(state, ...endpoints);
    renderPanel(state, `/attendance?a=${attendance._id}`);
    await screen.findByTestId('contact-email');
    fireEvent.click(panel().getByRole('button', { name: 'Editar contato' }));
    const form = within(screen.getByRole('form', { name: 'Editar contato' }));
    fireEvent.change(form.getByRole('textbox', { name: /Nome/ }), { target: { value: '   ' } });
    fireEvent.change(form.getByRole('textbox', { name: 'CPF/CNPJ' }), { target: { value: '123.456.789-00' } });
    fireEvent.click(form.getByRole('button', { name: 'Salvar' }));
    expect(await form.findByText('CPF ou CNPJ inválido')).toBeTruthy();
    expect(form.getByText('Informe o nome do contato')).toBeTruthy();
    expect(server.calls.some((c) => c.method === 'PATCH')).toBe(false);
    fireEvent.click(form.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('form', { name: 'Editar contato' })).toBeNull();
    expect(screen.getByTestId('contact-document').textContent).toBe('529.982.247-25');
  });

  it('sets another tag and clears it, each on the spot', async () => {
    const { state, attendance, endpoints } = scene();
    const server = panelServer(state, ...endpoints);
    renderPanel(state, `/attendance?a=${attendance._id}`);
    const tag = (await (await panelShown()).findByRole('textbox', { name: 'Etiqueta' })) as HTMLInputElement;
    await waitFor(() => expect(tag.value).toBe('VIP'));
    fireEvent.click(tag);
    fireEvent.click(await screen.findByRole('option', { name: 'Atacado' }));
    expect(await screen.findByText('Etiqueta definida.')).toBeTruthy();
    expect(server.calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([{ tagId: atacado._id }]);
    await waitFor(() => expect(tag.value).toBe('Atacado'));

    const clear = tag.closest('.mantine-Select-root')?.querySelector('button');
    expect(clear).toBeTruthy();
    fireEvent.click(clear as HTMLButtonElement);
    expect(await screen.findByText('Etiqueta removida.')).toBeTruthy();
    expect(server.calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([{ tagId: atacado._id }, { tagId: null }]);
    await waitFor(() => expect(tag.value).toBe(''));
  });

  it('lists the customer’s attendances with operator and tabulation, the current one marked', async () => {
    const { state, attendance, endpoints } = scene();
    panelServer(state, ...endpoints);
    renderPanel(state, `/attendance?a=${attendance._id}`);
    const history = within(await (await panelShown()).findByRole('list', { name: 'Atendimentos do contato' }));
    const items = await history.findAllByTestId('history-item');
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toContain('000001');
    expect(items[0]?.textContent).toContain('(este)');
    expect(items[1]?.textContent).toContain('000009');
    expect(items[1]?.textContent).toContain('Finalizado');
    expect(items[1]?.textContent).toContain('Bruno Colega');
    expect(items[1]?.textContent).toContain('Tabulação: Venda realizada');
  });

  it('opens a previous attendance’s transcript in a new tab, read with the operator’s session', async () => {
    const { state, attendance, earlier, endpoints } = scene();
    panelServer(state, ...endpoints);
    renderPanel(state, `/attendance?a=${attendance._id}`);
    const link = (await (await panelShown()).findByRole('link', { name: 'Ver transcrição do atendimento 000009' })) as HTMLAnchorElement;
    const path = `/messages/${ids.channel}/${earlier._id}`;
    expect(link.getAttribute('href')).toBe(path);
    expect(link.getAttribute('target')).toBe('_blank');

    // The new tab: the transcript page at that address, with the session the browser keeps.
    cleanup();
    const header: TranscriptResponse['attendance'] = {
      _id: earlier._id,
      channelId: ids.channel,
      channelName: 'Loja Exemplo',
      protocol: '000009',
      contact: { name: 'Cliente 1', number: attendance.contact.number, numberFormatted: '+55 (11) 9 8888-0001' },
      operator: { _id: uuid(77), name: 'Bruno Colega' },
      status: 'finished',
      statusLabel: 'Finalizado',
      openedAt: '2025-01-02T15:00:00.000Z',
      finishedAt: '2025-01-02T16:00:00.000Z',
      timeZone: 'America/Sao_Paulo',
    };
    const transcript = panelServer(
      state,
      on('GET', new RegExp(`^/api/transcript/${ids.channel}/${earlier._id}\\?`), () =>
        jsonResponse(200, { statusCode: 200, attendance: header, messages: [makeMessage(40, attendance, { attendanceId: earlier._id, content: { text: 'Quero o atacado' } })], nextAfter: null }),
      ),
    );
    renderRoute(path);
    expect(await screen.findByText('Quero o atacado')).toBeTruthy();
    expect(screen.getByText('Bruno Colega')).toBeTruthy();
    const call = transcript.calls.find((c) => c.url.startsWith('/api/transcript/'));
    expect(call?.url).not.toMatch(/sig=/);
  });

  it('reads the card again when the customer is renamed elsewhere (the attendance comes by socket)', async () => {
    const { state, attendance, server: data, endpoints } = scene();
    const server = panelServer(state, ...endpoints);
    renderPanel(state, `/attendance?a=${attendance._id}`);
    await screen.findByTestId('contact-email');
    data.contact = { ...data.contact, name: 'Nome Pelo Dono', email: 'dono@mudou.com' };
    await waitFor(() => expect(fakeSockets.some((s) => s.namespace === '/')).toBe(true));
    serverPush('attendance.updated', { attendance: { ...attendance, contact: { ...attendance.contact, name: 'Nome Pelo Dono' } } });
    await waitFor(() => expect(screen.getByTestId('chat-contact').textContent).toBe('Nome Pelo Dono'));
    await waitFor(() => expect(screen.getByTestId('contact-email').textContent).toBe('dono@mudou.com'));
    expect(server.calls.filter((c) => c.url === `/api/contact/${attendance.contact._id}`)).toHaveLength(2);
  });

  it('keeps the attendance’s own fields, without editing, when the contact cannot be read', async () => {
    const { state, attendance } = scene();
    panelServer(state);
    renderPanel(state, `/attendance?a=${attendance._id}`);
    expect((await screen.findByTestId('contact-name')).textContent).toBe('Cliente 1');
    expect(await panel().findByText('Não foi possível carregar os atendimentos do contato.')).toBeTruthy();
    expect(panel().queryByRole('button', { name: 'Editar contato' })).toBeNull();
    expect(screen.queryByTestId('contact-email')).toBeNull();
  });
});

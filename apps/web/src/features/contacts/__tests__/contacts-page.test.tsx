import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Contact } from '@atende/contract';
import { ids, jsonResponse, makeUser } from '@/test/fixtures';
import { fakeServer, on, renderApp } from '@/test/render-app';
import { changeLanguage } from '@/shared/i18n/i18n';
import { sessionStore } from '@/shared/session/session-store';
import { disconnectSocket } from '@/shared/socket/socket-client';
// Loaded up front so the lazy route resolves at once on a busy machine.
import '../routes/contacts-route';

afterEach(() => {
  disconnectSocket();
  sessionStore.clear();
  vi.unstubAllGlobals();
  changeLanguage('pt-BR');
});

const tagId = '00000000-0000-4000-8000-0000000000a1';
const contactId = '00000000-0000-4000-8000-0000000000c1';
const base = `/api/contact/channel/${ids.channel}`;

const contact = (overrides: Partial<Contact> = {}): Contact => ({
  _id: contactId,
  channelId: ids.channel,
  number: '5511988887777',
  name: 'Maria Cliente',
  code: 'C-9',
  email: 'maria@cliente.com',
  tagId,
  tag: { _id: tagId, name: 'VIP', color: '#e64980' },
  responsibleOperatorId: ids.operator,
  responsibleOperatorName: 'Ana Operadora',
  birthday: '1990-03-25',
  document: '52998224725',
  optedOutOfCampaigns: false,
  optedOutAt: null,
  createdAt: '2025-01-02T12:00:00.000Z',
  ...overrides,
});

const page = (items: Contact[]) => jsonResponse(200, { statusCode: 200, items, page: 1, perPage: 20, total: items.length });

function serve(items: () => Contact[], ...extra: Parameters<typeof fakeServer>) {
  const user = makeUser('channel');
  sessionStore.start('tok-1', user);
  return fakeServer(
    on('GET', '/api/user/me', () => jsonResponse(200, { statusCode: 200, user })),
    on('GET', new RegExp(`^${base}/page/1`), () => page(items())),
    on('GET', `${base}/birthdays?period=day`, () =>
      jsonResponse(200, { statusCode: 200, period: 'day', today: '2025-03-25', total: 1, contacts: [contact()] }),
    ),
    on('GET', `${base}/birthdays?period=month`, () =>
      jsonResponse(200, { statusCode: 200, period: 'month', today: '2025-03-25', total: 0, contacts: [] }),
    ),
    on('GET', `/api/channel/tags/${ids.channel}`, () =>
      jsonResponse(200, { statusCode: 200, tags: [{ _id: tagId, channelId: ids.channel, name: 'VIP', color: '#e64980', createdAt: '2025-01-01T00:00:00.000Z' }] }),
    ),
    on('GET', `/api/operator/hideDeleted/channel/${ids.channel}`, () =>
      jsonResponse(200, { statusCode: 200, operators: [{ _id: ids.operator, name: 'Ana Operadora' }] }),
    ),
    ...extra,
  );
}

// A generous bound for a busy machine; nothing here asserts timing.
const slow = { timeout: 10_000 };

describe('/contacts', { timeout: 30_000 }, () => {
  it('shows each contact with phone, CPF, tag and birthday formatted, and today’s birthdays', async () => {
    serve(() => [contact()]);
    renderApp('/contacts');
    const table = await screen.findByRole('table', { name: 'Contatos do canal' }, slow);
    const row = await within(table).findByRole('row', { name: /Maria Cliente/ });
    expect(within(row).getByText('+55 (11) 9 8888-7777')).toBeTruthy();
    expect(within(row).getByText('529.982.247-25')).toBeTruthy();
    expect(within(row).getByText('VIP')).toBeTruthy();
    expect(within(row).getByText('25/03')).toBeTruthy();
    expect(within(row).getByText('Ana Operadora')).toBeTruthy();
    const birthdays = screen.getByRole('region', { name: 'Aniversariantes' });
    expect(await within(birthdays).findByRole('button', { name: 'Maria Cliente' })).toBeTruthy();
    fireEvent.click(within(birthdays).getByRole('tab', { name: 'Este mês' }));
    expect(await within(birthdays).findByText('Nenhum aniversariante este mês')).toBeTruthy();
  });

  it('in English shows dates month first: the birthday and the day the contact was created', async () => {
    changeLanguage('en');
    serve(() => [contact()]);
    renderApp('/contacts');
    const table = await screen.findByRole('table', { name: 'Channel contacts' }, slow);
    const row = await within(table).findByRole('row', { name: /Maria Cliente/ });
    expect(within(row).getByText('03/25')).toBeTruthy();
    expect(within(row).getByText('01/02/2025')).toBeTruthy();
    expect(within(row).queryByText('25/03')).toBeNull();
    expect(within(row).queryByText('02/01/2025')).toBeNull();
  });

  it('says so when the channel has no contacts', async () => {
    serve(() => []);
    renderApp('/contacts');
    expect(await screen.findByText('Nenhum contato encontrado', {}, slow)).toBeTruthy();
  });

  it('asks the server again with the birthday month, the sort and the search', async () => {
    const server = serve(() => [contact()]);
    renderApp('/contacts');
    await screen.findByRole('row', { name: /Maria Cliente/ }, slow);
    fireEvent.click(screen.getByRole('textbox', { name: 'Mês de aniversário' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Junho' }));
    await waitFor(() => expect(server.calls.some((c) => c.url.includes('birthdayMonth=6'))).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Ordenar por Aniversário' }));
    await waitFor(() => expect(server.calls.some((c) => c.url.includes('sort=birthday') && c.url.includes('birthdayMonth=6'))).toBe(true));
    const search = screen.getByRole('textbox', { name: 'Nome, número, código ou e-mail' });
    fireEvent.change(search, { target: { value: 'maria' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    await waitFor(() => expect(server.calls.some((c) => c.url.includes('search=maria'))).toBe(true));
  });

  it('validates a new contact in pt-BR, masks the CPF, then creates it with digits', async () => {
    const posted: unknown[] = [];
    serve(
      () => [],
      on('POST', '/api/contact', (body) => {
        posted.push(body);
        return jsonResponse(201, { statusCode: 201, contact: contact() });
      }),
    );
    renderApp('/contacts');
    fireEvent.click(await screen.findByRole('button', { name: 'Novo contato' }, slow));
    const drawer = await screen.findByRole('dialog', { name: 'Novo contato' });
    fireEvent.change(within(drawer).getByLabelText(/E-mail/), { target: { value: 'nao-e-email' } });
    const cpf = within(drawer).getByLabelText('CPF/CNPJ');
    fireEvent.change(cpf, { target: { value: '52998224726' } });
    expect((cpf as HTMLInputElement).value).toBe('529.982.247-26');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Salvar' }));
    expect(await within(drawer).findByText('Informe o número')).toBeTruthy();
    expect(within(drawer).getByText('Informe o nome do contato')).toBeTruthy();
    expect(within(drawer).getByText('E-mail inválido')).toBeTruthy();
    expect(within(drawer).getByText('CPF ou CNPJ inválido')).toBeTruthy();
    expect(posted).toEqual([]);

    fireEvent.change(within(drawer).getByLabelText(/Número/), { target: { value: '(11) 98888-7777' } });
    fireEvent.change(within(drawer).getByLabelText(/^Nome/), { target: { value: 'Maria Cliente' } });
    fireEvent.change(within(drawer).getByLabelText(/E-mail/), { target: { value: 'maria@cliente.com' } });
    fireEvent.change(cpf, { target: { value: '529.982.247-25' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Contato criado com sucesso!')).toBeTruthy();
    expect(posted).toEqual([
      {
        number: '5511988887777',
        name: 'Maria Cliente',
        code: null,
        email: 'maria@cliente.com',
        tagId: null,
        responsibleOperatorId: null,
        birthday: null,
        document: '52998224725',
        optedOutOfCampaigns: false,
      },
    ]);
  });

  it('shows a taken number under the number field', async () => {
    serve(
      () => [],
      on('POST', '/api/contact', () =>
        jsonResponse(409, { statusCode: 409, error: 'contact_number_taken', erroMensagem: 'Já existe um contato com este número.' }),
      ),
    );
    renderApp('/contacts');
    fireEvent.click(await screen.findByRole('button', { name: 'Novo contato' }, slow));
    const drawer = await screen.findByRole('dialog', { name: 'Novo contato' });
    fireEvent.change(within(drawer).getByLabelText(/Número/), { target: { value: '11988887777' } });
    fireEvent.change(within(drawer).getByLabelText(/^Nome/), { target: { value: 'Repetido' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Salvar' }));
    expect(await within(drawer).findByText('Já existe um contato com este número.')).toBeTruthy();
  });

  it('edits a contact with its number fixed, sending only the editable fields', async () => {
    const put: unknown[] = [];
    serve(
      () => [contact()],
      on('PUT', `/api/contact/${contactId}`, (body) => {
        put.push(body);
        return jsonResponse(200, { statusCode: 200, contact: contact({ name: 'Maria Souza' }) });
      }),
    );
    renderApp('/contacts');
    fireEvent.click(await screen.findByRole('button', { name: 'Editar Maria Cliente' }, slow));
    const drawer = await screen.findByRole('dialog', { name: 'Editar contato' });
    expect((within(drawer).getByLabelText(/Número/) as HTMLInputElement).disabled).toBe(true);
    expect((within(drawer).getByLabelText('CPF/CNPJ') as HTMLInputElement).value).toBe('529.982.247-25');
    fireEvent.change(within(drawer).getByLabelText(/^Nome/), { target: { value: 'Maria Souza' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Contato editado com sucesso!')).toBeTruthy();
    expect(put).toEqual([
      {
        name: 'Maria Souza',
        code: 'C-9',
        email: 'maria@cliente.com',
        tagId,
        responsibleOperatorId: ids.operator,
        birthday: '1990-03-25',
        document: '52998224725',
        optedOutOfCampaigns: false,
      },
    ]);
  });

  it('"Não receber campanhas": the switch explains itself and saves true, and the list marks the contact', async () => {
    const put: unknown[] = [];
    let optedOut = false;
    serve(
      () => [contact({ optedOutOfCampaigns: optedOut, optedOutAt: optedOut ? '2025-03-10T12:00:00.000Z' : null })],
      on('PUT', `/api/contact/${contactId}`, (body) => {
        put.push(body);
        optedOut = (body as { optedOutOfCampaigns?: boolean }).optedOutOfCampaigns === true;
        return jsonResponse(200, { statusCode: 200, contact: contact({ optedOutOfCampaigns: optedOut, optedOutAt: optedOut ? '2025-03-10T12:00:00.000Z' : null }) });
      }),
    );
    renderApp('/contacts');
    const row = await screen.findByRole('row', { name: /Maria Cliente/ }, slow);
    expect(within(row).queryByTestId('opted-out-badge')).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'Editar Maria Cliente' }));
    const drawer = await screen.findByRole('dialog', { name: 'Editar contato' });
    const toggle = within(drawer).getByRole('switch', { name: /^Não receber campanhas/ }) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    expect(within(drawer).getByText('O cliente pediu para não receber mensagens de campanha. Conversas e respostas continuam normalmente.')).toBeTruthy();
    fireEvent.click(toggle);
    fireEvent.click(within(drawer).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Contato editado com sucesso!')).toBeTruthy();
    expect(put).toEqual([expect.objectContaining({ name: 'Maria Cliente', tagId, optedOutOfCampaigns: true })]);
    const marked = await screen.findByTestId('opted-out-badge', {}, slow);
    expect(marked.textContent).toBe('Sem campanhas');
    expect(marked.closest('tr')?.textContent).toContain('Maria Cliente');
  });

  it('an opted-out contact opens with the switch on and its date, and switching it off saves false', async () => {
    const put: unknown[] = [];
    serve(
      () => [contact({ optedOutOfCampaigns: true, optedOutAt: '2025-03-10T12:00:00.000Z' })],
      on('PUT', `/api/contact/${contactId}`, (body) => {
        put.push(body);
        return jsonResponse(200, { statusCode: 200, contact: contact() });
      }),
    );
    renderApp('/contacts');
    fireEvent.click(await screen.findByRole('button', { name: 'Editar Maria Cliente' }, slow));
    const drawer = await screen.findByRole('dialog', { name: 'Editar contato' });
    const toggle = within(drawer).getByRole('switch', { name: /^Não receber campanhas/ }) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    expect(within(drawer).getByTestId('opted-out-since').textContent).toBe('Registrado em 10/03/2025.');
    fireEvent.click(toggle);
    fireEvent.click(within(drawer).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Contato editado com sucesso!')).toBeTruthy();
    expect(put).toEqual([expect.objectContaining({ optedOutOfCampaigns: false })]);
  });

  it('shows the contact’s attendance history below the edit form', async () => {
    serve(
      () => [contact()],
      on('GET', new RegExp(`^/api/attendance/contact/${contactId}/page/1`), () =>
        jsonResponse(200, {
          statusCode: 200,
          page: 1,
          perPage: 10,
          total: 1,
          items: [
            {
              _id: '00000000-0000-4000-8000-0000000000f1',
              protocol: '000042',
              status: 'finished',
              statusLabel: 'Finalizado',
              contact: { _id: contactId, name: 'Maria Cliente', number: '5511988887777' },
              tag: null,
              department: { _id: '00000000-0000-4000-8000-0000000000d1', name: 'Vendas' },
              operator: { _id: ids.operator, name: 'Ana Operadora' },
              tabulation: { _id: '00000000-0000-4000-8000-0000000000e1', name: 'Venda realizada' },
              unread: 0,
              createdAt: '2025-01-05T12:00:00.000Z',
              lastMessageAt: '2025-01-05T12:10:00.000Z',
              finishedAt: '2025-01-05T12:20:00.000Z',
            },
          ],
        }),
      ),
    );
    renderApp('/contacts');
    fireEvent.click(await screen.findByRole('button', { name: 'Editar Maria Cliente' }, slow));
    const drawer = await screen.findByRole('dialog', { name: 'Editar contato' });
    expect(await within(drawer).findByText('Histórico de atendimentos')).toBeTruthy();
    const history = await within(drawer).findByRole('table', {}, slow);
    expect(within(history).getByText('000042')).toBeTruthy();
    expect(within(history).getByText('Venda realizada')).toBeTruthy();
  });

  it('asks before deleting and shows the refusal of a contact with attendances', async () => {
    const server = serve(
      () => [contact()],
      on('DELETE', `/api/contact/${contactId}`, () =>
        jsonResponse(409, {
          statusCode: 409,
          error: 'contact_has_attendances',
          erroMensagem: 'Este contato tem atendimentos e não pode ser excluído: o histórico é mantido.',
        }),
      ),
    );
    renderApp('/contacts');
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir Maria Cliente' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir contato' });
    expect(server.calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Este contato tem atendimentos e não pode ser excluído: o histórico é mantido.')).toBeTruthy();
  });
});

import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ids, jsonResponse } from '@/test/fixtures';
import { on, renderApp } from '@/test/render-app';
import { cleanAppStateBetweenTests } from '@/test/clean-state';
import { fakeSockets } from '@/test/fake-socket';
import { listQuery, makeTemplate, ownerServer, page, templateId } from './template-fixtures';

cleanAppStateBetweenTests();

const slow = { timeout: 10000 };
const rowOf = async (name: string) => (await screen.findByText(name, {}, slow)).closest('tr') as HTMLElement;

describe('/manageHSMModels', { timeout: 30000 }, () => {
  it('lists the templates with category, language, status label and the rejection reason, paged 10 at a time', async () => {
    const all = Array.from({ length: 12 }, (_, i) => makeTemplate(i + 1));
    all[0] = makeTemplate(1, { name: 'boas_vindas', category: 'MARKETING', status: 'PENDING' });
    all[1] = makeTemplate(2, { name: 'cobranca', status: 'REJECTED', rejectedReason: 'INVALID_FORMAT' });
    const server = ownerServer((request) => {
      if (request.method !== 'GET' || !request.url.startsWith('/api/templates?')) return undefined;
      const query = listQuery(request.url);
      const p = Number(query.get('page'));
      return page(all.slice((p - 1) * 10, p * 10), query, all.length);
    });
    renderApp('/manageHSMModels');
    const welcome = await rowOf('boas_vindas');
    expect(within(welcome).getByText('Marketing')).toBeTruthy();
    expect(within(welcome).getByText('Português (Brasil)')).toBeTruthy();
    expect(within(welcome).getByText('Em análise')).toBeTruthy();
    const rejected = await rowOf('cobranca');
    expect(within(rejected).getByText('Rejeitado')).toBeTruthy();
    expect(within(rejected).getByTestId('rejected-reason').textContent).toBe('Motivo da rejeição: INVALID_FORMAT');
    expect(within(await rowOf('modelo_3')).getByText('Aprovado')).toBeTruthy();
    expect(screen.queryByText('modelo_11')).toBeNull();
    const first = listQuery(server.calls.find((c) => c.url.startsWith('/api/templates?'))!.url);
    expect(Object.fromEntries(first)).toMatchObject({ page: '1', perPage: '10', sort: 'name', order: 'asc' });

    fireEvent.click(screen.getByRole('button', { name: 'Página 2' }));
    expect(await screen.findByText('modelo_11', {}, slow)).toBeTruthy();
    expect(screen.queryByText('boas_vindas')).toBeNull();
    expect(server.calls.some((c) => c.url.startsWith('/api/templates?') && listQuery(c.url).get('page') === '2')).toBe(true);
  });

  it('filters by status on the server', async () => {
    const server = ownerServer(
      on('GET', /^\/api\/templates\?/, () => page([makeTemplate(1)], new URLSearchParams())),
    );
    renderApp('/manageHSMModels');
    await rowOf('modelo_1');
    fireEvent.click(screen.getByRole('textbox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Rejeitado' }));
    await waitFor(() => expect(server.calls.some((c) => c.url.startsWith('/api/templates?') && listQuery(c.url).get('status') === 'REJECTED')).toBe(true));
  });

  it('syncs with Meta and tells how many templates came and went', async () => {
    let synced = false;
    const server = ownerServer(
      on('POST', '/api/templates/sync', () => {
        synced = true;
        return jsonResponse(200, { statusCode: 200, synced: 7, removed: 2 });
      }),
      on('GET', /^\/api\/templates\?/, () => page(synced ? [makeTemplate(1), makeTemplate(2)] : [makeTemplate(1)], new URLSearchParams())),
    );
    renderApp('/manageHSMModels');
    await rowOf('modelo_1');
    fireEvent.click(screen.getByRole('button', { name: 'Sincronizar com a Meta' }));
    expect(await screen.findByText('Sincronização concluída: 7 modelos atualizados, 2 removidos.')).toBeTruthy();
    expect(server.calls.filter((c) => c.method === 'POST' && c.url === '/api/templates/sync')).toHaveLength(1);
    // The list is read again after the sync.
    expect(await screen.findByText('modelo_2', {}, slow)).toBeTruthy();
  });

  it('shows the empty state with both ways to start when the channel has no template', async () => {
    ownerServer(on('GET', /^\/api\/templates\?/, () => page([], new URLSearchParams())));
    const { router } = renderApp('/manageHSMModels');
    const empty = await screen.findByTestId('empty-state', {}, slow);
    expect(within(empty).getByText('Nenhum modelo ainda')).toBeTruthy();
    expect(within(empty).getByRole('button', { name: 'Sincronizar com a Meta' })).toBeTruthy();
    fireEvent.click(within(empty).getByRole('link', { name: 'Novo modelo' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/templateHSM'));
  });

  it('deletes only after a confirmation that says every language goes at Meta too', async () => {
    const server = ownerServer(
      on('DELETE', `/api/templates/${templateId(1)}`, () => jsonResponse(200, { statusCode: 200 })),
      on('GET', /^\/api\/templates\?/, () => page([makeTemplate(1)], new URLSearchParams())),
    );
    renderApp('/manageHSMModels');
    fireEvent.click(within(await rowOf('modelo_1')).getByRole('button', { name: 'Excluir modelo_1 (pt_BR)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir modelo' });
    expect(within(dialog).getByText(/também será excluído na Meta, em todos os idiomas com esse nome/)).toBeTruthy();
    expect(server.calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Modelo excluído.')).toBeTruthy();
    expect(server.calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([`/api/templates/${templateId(1)}`]);
  });

  it('reads the list again when template.changed arrives, so a review by Meta shows at once', async () => {
    let status = 'PENDING';
    ownerServer(on('GET', /^\/api\/templates\?/, () => page([makeTemplate(1, { status })], new URLSearchParams())));
    renderApp('/manageHSMModels');
    expect(within(await rowOf('modelo_1')).getByText('Em análise')).toBeTruthy();
    await waitFor(() => expect(fakeSockets.some((s) => s.namespace === '/')).toBe(true));
    status = 'APPROVED';
    act(() => fakeSockets.find((s) => s.namespace === '/')?.serverEmits('template.changed', { channelId: ids.channel, templateId: templateId(1), status }));
    expect(await within(await rowOf('modelo_1')).findByText('Aprovado')).toBeTruthy();
  });
});

describe('/manageHSMModels-old', { timeout: 30000 }, () => {
  it('lists name, language and status and only links to the new list', async () => {
    ownerServer(on('GET', /^\/api\/templates\?/, () => page([makeTemplate(1, { status: 'PAUSED' })], new URLSearchParams())));
    renderApp('/manageHSMModels-old');
    const row = await rowOf('modelo_1');
    expect(within(row).getByText('Português (Brasil)')).toBeTruthy();
    expect(within(row).getByText('Pausado')).toBeTruthy();
    expect(within(row).queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Abrir a nova lista de modelos' }).getAttribute('href')).toBe('/manageHSMModels');
  });
});

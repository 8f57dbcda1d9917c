import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { QuickAnswerRow, TagRow } from '@atende/contract';
import { jsonResponse } from '@/test/fixtures';
import { fakeServer, on, renderApp } from '@/test/render-app';
import { cleanAppStateBetweenTests } from '@/test/clean-state';
import { channelId, pageOf, signInOwner, uuid } from './catalog-fixtures';

cleanAppStateBetweenTests();

const tag = (n: number, name: string, color: string, contactsCount = 0): TagRow => ({
  _id: uuid(n),
  channelId,
  name,
  color,
  createdAt: '2025-02-03T12:00:00.000Z',
  contactsCount,
});

describe('/managetags', { timeout: 30_000 }, () => {
  const pageUrl = `/api/channel/tags/${channelId}/page/1?perPage=20&sort=name&order=asc`;

  it('shows each tag as its coloured badge with its contacts', async () => {
    fakeServer(signInOwner(), on('GET', pageUrl, () => pageOf([tag(1, 'VIP', '#aa3300', 12)])));
    renderApp('/managetags');
    const row = (await screen.findByText('VIP')).closest('tr') as HTMLElement;
    expect(within(row).getByText('#aa3300')).toBeTruthy();
    expect(within(row).getByText('12')).toBeTruthy();
  });

  it('starts a new tag with a random colour capped at 200, previews the badge and sends name and colour', async () => {
    const server = fakeServer(
      signInOwner(),
      on('GET', pageUrl, () => pageOf([])),
      on('POST', `/api/channel/tags/${channelId}`, (body) => jsonResponse(201, { statusCode: 201, tag: { ...tag(2, 'x', '#000000'), ...(body as object) } })),
    );
    renderApp('/managetags');
    fireEvent.click(await screen.findByRole('button', { name: 'Nova etiqueta' }));
    const drawer = await screen.findByRole('dialog');
    const color = within(drawer).getByRole('textbox', { name: /^Cor/ }) as HTMLInputElement;
    expect(color.value).toMatch(/^#[0-9a-f]{6}$/);
    for (const at of [1, 3, 5]) expect(parseInt(color.value.slice(at, at + 2), 16)).toBeLessThanOrEqual(200);
    const preview = within(drawer).getByLabelText('Prévia');
    expect(within(preview).getByText('Etiqueta')).toBeTruthy();

    fireEvent.change(within(drawer).getByRole('textbox', { name: /^Nome/ }), { target: { value: 'Atacado' } });
    expect(within(preview).getByText('Atacado')).toBeTruthy();

    fireEvent.change(color, { target: { value: 'azul' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Salvar' }));
    expect(await within(drawer).findByText('Cor inválida (use #rrggbb)')).toBeTruthy();
    expect(server.calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(color, { target: { value: '#1e64c8' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Etiqueta criada com sucesso!')).toBeTruthy();
    expect(server.calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Atacado', color: '#1e64c8' });
  });

  it('offers moving a tag’s contacts to another tag or removing it from them', async () => {
    const server = fakeServer(
      signInOwner(),
      on('GET', pageUrl, () => pageOf([tag(1, 'Lead frio', '#336699', 1), tag(2, 'Lead', '#123456')])),
      on('GET', `/api/channel/tags/${channelId}/${uuid(1)}/usage`, () => jsonResponse(200, { statusCode: 200, usage: [{ kind: 'contacts', count: 1 }] })),
      on('GET', `/api/channel/tags/${channelId}`, () => jsonResponse(200, { statusCode: 200, tags: [tag(1, 'Lead frio', '#336699'), tag(2, 'Lead', '#123456')] })),
      on('DELETE', `/api/channel/tags/${channelId}/${uuid(1)}`, () => jsonResponse(200, { statusCode: 200 })),
    );
    renderApp('/managetags');
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir Lead frio' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('1 contato')).toBeTruthy();
    fireEvent.click(within(dialog).getByLabelText('Remover dos contatos'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(server.calls.some((c) => c.method === 'DELETE' && c.url === `/api/channel/tags/${channelId}/${uuid(1)}`)).toBe(true));
  });
});

const answer = (overrides: Partial<QuickAnswerRow> = {}): QuickAnswerRow => ({
  _id: uuid(9),
  channelId,
  shortcut: 'tabela',
  text: 'Segue a tabela',
  mediaId: uuid(50),
  createdAt: '2025-02-03T12:00:00.000Z',
  updatedAt: '2025-02-04T12:00:00.000Z',
  media: { fileName: 'tabela.png', mimeType: 'image/png' },
  ...overrides,
});

describe('/manageQuickAnswers', { timeout: 30_000 }, () => {
  const pageUrl = '/api/quickanswers/page/1?perPage=20&sort=shortcut&order=asc';

  it('lists shortcuts with their slash, text and attachment', async () => {
    fakeServer(signInOwner(), on('GET', pageUrl, () => pageOf([answer()])));
    renderApp('/manageQuickAnswers');
    const row = (await screen.findByText('/tabela')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Segue a tabela')).toBeTruthy();
    expect(within(row).getByText('tabela.png')).toBeTruthy();
  });

  it('inserts variables into the text and previews them with sample values', async () => {
    const server = fakeServer(
      signInOwner(),
      on('GET', pageUrl, () => pageOf([])),
      on('POST', '/api/quickanswers', () => jsonResponse(201, { statusCode: 201, quickAnswer: answer({ media: undefined }) })),
    );
    renderApp('/manageQuickAnswers');
    fireEvent.click(await screen.findByRole('button', { name: 'Nova resposta rápida' }));
    const drawer = await screen.findByRole('dialog');
    const shortcut = within(drawer).getByRole('textbox', { name: /^Atalho/ });
    const text = within(drawer).getByRole('textbox', { name: /^Texto/ }) as HTMLTextAreaElement;
    expect(within(drawer).getByText('O texto aparece aqui enquanto você digita.')).toBeTruthy();

    fireEvent.change(text, { target: { value: 'Olá, !' } });
    text.setSelectionRange(5, 5);
    fireEvent.click(within(drawer).getByRole('button', { name: 'Inserir Primeiro nome' }));
    expect(text.value).toBe('Olá, {{primeiro_nome}}!');
    expect(within(within(drawer).getByLabelText('Prévia com dados de exemplo')).getByText('Olá, Maria!')).toBeTruthy();

    fireEvent.change(shortcut, { target: { value: '/ola' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Salvar' }));
    expect(await within(drawer).findByText('Escreva o atalho sem a barra (/) do início')).toBeTruthy();

    fireEvent.change(shortcut, { target: { value: 'ola' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Resposta rápida criada com sucesso!')).toBeTruthy();
    expect(server.calls.find((c) => c.method === 'POST')?.body).toEqual({ shortcut: 'ola', text: 'Olá, {{primeiro_nome}}!', mediaId: null });
  });

  it('removes the attachment of an answer being edited', async () => {
    const server = fakeServer(
      signInOwner(),
      on('GET', pageUrl, () => pageOf([answer()])),
      on('PUT', `/api/quickanswers/${uuid(9)}`, () => jsonResponse(200, { statusCode: 200, quickAnswer: answer({ mediaId: null }) })),
    );
    renderApp('/manageQuickAnswers');
    fireEvent.click(await screen.findByRole('button', { name: 'Editar tabela' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('tabela.png')).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Remover anexo' }));
    expect(within(drawer).getByText('Sem anexo')).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Resposta rápida alterada com sucesso!')).toBeTruthy();
    expect(server.calls.find((c) => c.method === 'PUT')?.body).toEqual({ shortcut: 'tabela', text: 'Segue a tabela', mediaId: null });
  });

  it('asks for a plain confirmation before deleting (nothing points at a quick answer)', async () => {
    const server = fakeServer(
      signInOwner(),
      on('GET', pageUrl, () => pageOf([answer()])),
      on('DELETE', `/api/quickanswers/${uuid(9)}`, () => jsonResponse(200, { statusCode: 200 })),
    );
    renderApp('/manageQuickAnswers');
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir tabela' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Excluir a resposta rápida "/tabela"? Esta ação não pode ser desfeita.')).toBeTruthy();
    expect(server.calls.some((c) => c.url.includes('usage'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Resposta rápida excluída com sucesso!')).toBeTruthy();
  });
});

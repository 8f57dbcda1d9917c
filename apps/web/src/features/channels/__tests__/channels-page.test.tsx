import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { Channel } from '@atende/contract';
import { jsonResponse, makeChannel, makeUser } from '@/test/fixtures';
import { fakeServer, on, renderApp } from '@/test/render-app';
import { cleanAppStateBetweenTests } from '@/test/clean-state';
import { sessionStore } from '@/shared/session/session-store';

cleanAppStateBetweenTests();

const channel = (overrides: Partial<Channel> = {}): Channel =>
  makeChannel({
    _id: '00000000-0000-4000-8000-0000000000aa',
    name: 'Padaria Central',
    channelNumber: '5511988887777',
    apiType: 'business',
    status: 'qr',
    ...overrides,
  });

const page = (channels: Channel[]) =>
  jsonResponse(200, { statusCode: 200, page: 1, perPage: 20, total: channels.length, channels });

function adminServer(channels: () => Channel[], ...extra: Parameters<typeof fakeServer>) {
  const admin = makeUser('admin');
  sessionStore.start('tok-1', admin);
  return fakeServer(
    on('GET', '/api/user/me', () => jsonResponse(200, { statusCode: 200, user: admin })),
    on('GET', '/api/channel/page/1?perPage=20', () => page(channels())),
    on('POST', '/api/channel/filter/page/1?perPage=100', () => page(channels().filter((c) => c.apiType === 'business'))),
    ...extra,
  );
}

describe('admin channels page', () => {
  it('says so when there are no channels yet', async () => {
    adminServer(() => []);
    renderApp('/channels');
    expect(await screen.findByText('Nenhum canal cadastrado')).toBeTruthy();
  });

  it('paints the QR button red while a business channel waits for its QR', async () => {
    adminServer(() => [channel()]);
    renderApp('/channels');
    await screen.findByText('Padaria Central');
    const qr = await screen.findByRole('link', { name: 'QR Code' });
    expect(qr.getAttribute('data-status')).toBe('pending');
  });

  it('blocks a channel after confirmation', async () => {
    let blocked = false;
    const server = adminServer(
      () => [channel({ blocked })],
      on('PATCH', /\/blocked\/true$/, () => {
        blocked = true;
        return jsonResponse(200, { statusCode: 200, channel: { channel: channel({ blocked: true }) } });
      }),
    );
    renderApp('/channels');
    fireEvent.click(await screen.findByRole('button', { name: 'Bloquear o canal Padaria Central' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bloquear canal' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bloquear' }));
    expect(await screen.findByText('Canal bloqueado com sucesso!')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Desbloquear o canal Padaria Central' })).toBeTruthy();
    expect(server.calls.some((c) => c.method === 'PATCH' && c.url.endsWith('/blocked/true'))).toBe(true);
  });

  it('turns the channel\'s product catalogue on from its row', async () => {
    const put: unknown[] = [];
    const config = (enabled: boolean) => jsonResponse(200, { statusCode: 200, config: { enabled, metaCatalogId: null, syncToMeta: false, cloudChannel: false, sync: { lastSyncAt: null, lastSentCount: 0, totalSentCount: 0, pending: 0, lastError: null, lastErrorAt: null, fullSync: null, processing: 0, rejected: { total: 0, items: [] } } } });
    adminServer(
      () => [channel()],
      on('GET', `/api/catalog/config/${channel()._id}`, () => config(false)),
      on('PUT', `/api/catalog/config/${channel()._id}/enabled`, (body) => {
        put.push(body);
        return config(true);
      }),
    );
    renderApp('/channels');
    fireEvent.click(await screen.findByRole('button', { name: 'Catálogo de Padaria Central' }));
    const dialog = await screen.findByRole('dialog', { name: 'Catálogo de Padaria Central' });
    // A switch's accessible name is its label followed by its explanation.
    const toggle = await within(dialog).findByRole('switch', { name: /^Catálogo ativo neste canal/ });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    fireEvent.click(toggle);
    expect(await screen.findByText('Catálogo ativado.')).toBeTruthy();
    expect(put).toEqual([{ enabled: true }]);
    expect((within(dialog).getByRole('switch', { name: /^Catálogo ativo neste canal/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('validates the new company form, then creates it', async () => {
    const server = adminServer(
      () => [],
      on('POST', '/api/channel', () => jsonResponse(201, { statusCode: 201, channel: { channel: channel() } })),
    );
    renderApp('/channels');
    fireEvent.click(await screen.findByRole('button', { name: 'Nova empresa' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Nova empresa' }));
    fireEvent.click(drawer.getByRole('button', { name: 'Criar empresa' }));
    expect(await drawer.findByText('Informe o nome da empresa')).toBeTruthy();
    expect(drawer.getByText('Tipo de API inválido')).toBeTruthy();

    fireEvent.change(drawer.getByLabelText('Nome da empresa'), { target: { value: 'Padaria Central' } });
    fireEvent.change(drawer.getByLabelText('Número do canal'), { target: { value: '5511988887777' } });
    fireEvent.click(drawer.getByRole('textbox', { name: 'Tipo de API' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Business (QR)' }));
    fireEvent.change(drawer.getByLabelText('Login do responsável'), { target: { value: 'padaria' } });
    fireEvent.change(drawer.getByLabelText('Senha do responsável'), { target: { value: 'segredo-123' } });
    fireEvent.change(drawer.getByLabelText('Nome do responsável'), { target: { value: 'Joana' } });
    fireEvent.change(drawer.getByLabelText('E-mail do responsável'), { target: { value: 'joana@padaria.com' } });
    fireEvent.click(drawer.getByRole('button', { name: 'Criar empresa' }));

    expect(await screen.findByText('Empresa criada com sucesso!')).toBeTruthy();
    expect(server.calls.find((c) => c.method === 'POST' && c.url === '/api/channel')?.body).toEqual({
      name: 'Padaria Central',
      channelNumber: '5511988887777',
      apiType: 'business',
      credentials: {},
      owner: { login: 'padaria', password: 'segredo-123', name: 'Joana', email: 'joana@padaria.com' },
    });
  });
});

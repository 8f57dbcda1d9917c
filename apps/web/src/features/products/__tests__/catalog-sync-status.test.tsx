// /catalogConfig's Meta sync: the status the server reports (last sync, items sent, the pt-BR error,
// batches Meta is processing, the products Meta refused by SKU, the items a full sync removed) and
// "Sincronizar agora", which starts a full sync and shows its progress.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { CatalogConfig } from '@atende/contract';
import { jsonResponse, makeUser } from '@/test/fixtures';
import { fakeServer, on, renderApp } from '@/test/render-app';
import { sessionStore } from '@/shared/session/session-store';
import { disconnectSocket } from '@/shared/socket/socket-client';
import '../routes/catalog-config-route';

afterEach(() => {
  disconnectSocket();
  sessionStore.clear();
  vi.unstubAllGlobals();
});

const store = { platform: null, vtexAccount: null, vtexSalesChannel: '1', vtexAppKey: null, vtexAppTokenMasked: null, mercadoPagoTokenMasked: null, webhookSecretMasked: null, webhookPath: '/api/webhooks/store/x' };

const config = (sync: Partial<CatalogConfig['sync']> = {}, overrides: Partial<CatalogConfig> = {}): CatalogConfig => ({
  enabled: true,
  metaCatalogId: '146265584024623',
  syncToMeta: true,
  cloudChannel: true,
  sync: {
    lastSyncAt: '2025-06-02T17:05:00.000Z',
    lastSentCount: 12,
    totalSentCount: 40,
    pending: 0,
    lastError: null,
    lastErrorAt: null,
    fullSync: null,
    processing: 0,
    rejected: { total: 0, items: [] },
    ...sync,
  },
  ...overrides,
});

function serve(current: () => CatalogConfig, ...extra: Parameters<typeof fakeServer>) {
  const user = makeUser('channel', { modules: { products: true } });
  sessionStore.start('tok-1', user);
  return fakeServer(
    on('GET', '/api/user/me', () => jsonResponse(200, { statusCode: 200, user })),
    on('GET', '/api/catalog/config', () => jsonResponse(200, { statusCode: 200, config: current() })),
    on('GET', '/api/catalog/store', () => jsonResponse(200, { statusCode: 200, store })),
    ...extra,
  );
}

describe('/catalogConfig: the Meta sync', { timeout: 30_000 }, () => {
  it("shows the last sync, the items sent and Meta's refusal as the server wrote it", async () => {
    serve(() => config({ lastError: 'A Meta recusou o produto SKU-1: The image could not be downloaded.' }));
    renderApp('/catalogConfig');
    const region = await screen.findByRole('region', { name: 'Sincronização com a Meta' }, { timeout: 10_000 });
    expect(region.textContent).toContain('Última sincronização: 02/06/2025 14:05 (12 itens enviados).');
    expect(region.textContent).toContain('Total enviado: 40 itens.');
    expect(screen.getByRole('alert').textContent).toContain('A Meta recusou o produto SKU-1: The image could not be downloaded.');
  });

  it('lists the products Meta refused by SKU with its message, the batches it is processing and the items the full sync removed', async () => {
    serve(() =>
      config({
        processing: 2,
        fullSync: { total: 33, sent: 33, removed: 3, startedAt: '2025-06-02T17:06:00.000Z', finishedAt: '2025-06-02T17:07:00.000Z' },
        rejected: {
          total: 5,
          items: [
            { retailerId: 'COLAR-1', message: 'The image could not be downloaded.', at: '2025-06-02T17:08:00.000Z' },
            { retailerId: 'ANEL-2', message: 'Invalid price.', at: '2025-06-02T17:08:00.000Z' },
          ],
        },
      }),
    );
    renderApp('/catalogConfig');
    const refused = await screen.findByRole('status', { name: '5 produtos recusados pela Meta' }, { timeout: 10_000 });
    expect(refused.textContent).toContain('COLAR-1: The image could not be downloaded.');
    expect(refused.textContent).toContain('ANEL-2: Invalid price.');
    expect(refused.textContent).toContain('E mais 3: veja no Commerce Manager.');
    const region = screen.getByRole('region', { name: 'Sincronização com a Meta' });
    expect(region.textContent).toContain('A Meta está processando 2 lotes enviados.');
    expect(region.textContent).toContain('3 itens que só existiam no catálogo da Meta foram removidos na última sincronização completa.');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('"Sincronizar agora" posts the full sync and shows its progress', async () => {
    let current = config();
    const server = serve(
      () => current,
      on('POST', '/api/catalog/sync', () => {
        current = config({ pending: 30, fullSync: { total: 30, sent: 10, removed: null, startedAt: '2025-06-02T17:06:00.000Z', finishedAt: null } });
        return jsonResponse(200, { statusCode: 200, config: current });
      }),
    );
    renderApp('/catalogConfig');
    fireEvent.click(await screen.findByRole('button', { name: 'Sincronizar agora' }, { timeout: 10_000 }));
    await waitFor(() => expect(server.calls.some((c) => c.method === 'POST' && c.url.endsWith('/api/catalog/sync'))).toBe(true));
    expect(await screen.findByText('Sincronizando 10 de 30 produtos…')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sincronizar agora' })).toHaveProperty('disabled', true);
  });

  it('with the switch off the button stays disabled and says why', async () => {
    serve(() => config({ lastSyncAt: null, lastSentCount: 0, totalSentCount: 0 }, { syncToMeta: false }));
    renderApp('/catalogConfig');
    expect(await screen.findByText('Ative a sincronização e salve para enviar os produtos ao catálogo da Meta.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Nenhum produto enviado à Meta ainda.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sincronizar agora' })).toHaveProperty('disabled', true);
  });
});

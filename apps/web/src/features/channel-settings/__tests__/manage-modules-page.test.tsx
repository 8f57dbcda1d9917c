import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { defaultChannelConfig, type ChannelConfig } from '@atende/contract';
import { ids, jsonResponse, makeUser } from '@/test/fixtures';
import { fakeServer, on, renderApp } from '@/test/render-app';
import { fakeSockets } from '@/test/fake-socket';
import { cleanAppStateBetweenTests } from '@/test/clean-state';
import { sessionStore } from '@/shared/session/session-store';
import { slow } from './owner-server';

cleanAppStateBetweenTests();

/** A switch's accessible name is its label followed by its explanation. */
const named = (label: string) => new RegExp(`^${label} `);
const quickAnswersLink = () => screen.queryByRole('link', { name: 'Respostas rápidas' });

function ownerServer(config: () => ChannelConfig, onPut?: (body: unknown) => ChannelConfig) {
  const user = makeUser('channel');
  sessionStore.start('tok-1', user);
  return fakeServer(
    on('GET', '/api/user/me', () => jsonResponse(200, { statusCode: 200, user: { ...user, channelConfig: config() } })),
    on('GET', `/api/channel/config/${ids.channel}`, () => jsonResponse(200, { statusCode: 200, channelConfig: config() })),
    on('PUT', `/api/channel/config/${ids.channel}`, (body) => jsonResponse(200, { statusCode: 200, channelConfig: onPut?.(body) ?? config() })),
  );
}

describe('/manageModules', { timeout: 40_000 }, () => {
  it('lists every module and flag with its explanation, and a switch saves at once and the sidebar follows', async () => {
    let config: ChannelConfig = structuredClone(defaultChannelConfig);
    const server = ownerServer(
      () => config,
      (body) => {
        const patch = body as { modules?: Partial<ChannelConfig['modules']> };
        config = { ...config, ...patch, modules: { ...config.modules, ...patch.modules } };
        return config;
      },
    );
    renderApp('/manageModules');
    const quickAnswers = await screen.findByRole('switch', { name: named('Respostas rápidas') }, slow);
    for (const label of ['API', 'Campanhas', 'Kanban', 'Produtos', 'Chatbot linear', 'Sair só sem atendimentos', 'Carteira de clientes', 'Grupos', 'Canal operacional', 'Conexão por QR pelo canal']) {
      expect(screen.getByRole('switch', { name: named(label) })).toBeTruthy();
    }
    expect(screen.getByText('Atalhos de texto que os operadores usam durante o atendimento.')).toBeTruthy();
    expect((quickAnswers as HTMLInputElement).checked).toBe(true);
    expect(quickAnswersLink()).toBeTruthy();
    // The session refresh at start (GET /api/user/me) answers first, so it cannot overwrite the change.
    await waitFor(() => expect(server.calls.some((c) => c.url === '/api/user/me')).toBe(true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));

    fireEvent.click(quickAnswers);
    expect(await screen.findByText('Configuração atualizada.')).toBeTruthy();
    expect(server.calls.find((c) => c.method === 'PUT')?.body).toEqual({ modules: { quickAnswers: false } });
    await waitFor(() => expect(quickAnswersLink()).toBeNull());
    expect(sessionStore.user()?.channelConfig?.modules.quickAnswers).toBe(false);

    fireEvent.click(screen.getByRole('switch', { name: named('Grupos') }));
    await waitFor(() => expect(server.calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({ enableGroup: true }));
  });

  it('follows a change made in another session (channel.config_updated)', async () => {
    let config: ChannelConfig = structuredClone(defaultChannelConfig);
    ownerServer(() => config);
    renderApp('/manageModules');
    const quickAnswers = await screen.findByRole('switch', { name: named('Respostas rápidas') }, slow);
    expect(quickAnswersLink()).toBeTruthy();
    config = { ...config, modules: { ...config.modules, quickAnswers: false } };
    await waitFor(() => expect(fakeSockets.some((s) => s.namespace === '/')).toBe(true));
    act(() => fakeSockets.find((s) => s.namespace === '/')?.serverEmits('channel.config_updated', { channelId: ids.channel }));
    await waitFor(() => expect((quickAnswers as HTMLInputElement).checked).toBe(false));
    expect(quickAnswersLink()).toBeNull();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { makeUser, jsonResponse } from '@/test/fixtures';
import { fakeServer, on, renderApp } from '@/test/render-app';
import { fakeSockets } from '@/test/fake-socket';
import { sessionKeys, sessionStore } from '@/shared/session/session-store';
import type { SessionUser } from '@atende/contract';
import { cleanAppStateBetweenTests } from '@/test/clean-state';
import { checkSessionAtStart } from '@/app/session-start';

const me = (user: SessionUser) => on('GET', '/api/user/me', () => jsonResponse(200, { statusCode: 200, user }));
const loginOk = (user: SessionUser) =>
  on('POST', '/api/user/login', () =>
    jsonResponse(200, { statusCode: 200, token: 'tok-1', expiresAt: '2099-01-01T00:00:00.000Z', user }),
  );
const signIn = (user: SessionUser) => sessionStore.start('tok-1', user);

cleanAppStateBetweenTests();

describe('routing and sign-in', () => {
  it('sends a visitor to login and back to the page asked for after signing in', async () => {
    const user = makeUser('channel', { modules: { api: true } });
    const server = fakeServer(loginOk(user), me(user));
    const { router } = renderApp('/api?tab=tokens');

    const loginField = await screen.findByLabelText('Login');
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?redirect=%2Fapi%3Ftab%3Dtokens');
    expect(screen.getByLabelText('Senha')).toHaveProperty('type', 'password');

    fireEvent.change(loginField, { target: { value: 'empresa' } });
    fireEvent.change(screen.getByLabelText('Senha'), { target: { value: 'segredo123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(await screen.findByTestId('page-title')).toHaveProperty('textContent', 'API');
    expect(router.state.location.pathname).toBe('/api');
    expect(screen.getByText('Em breve')).toBeTruthy();
    expect(server.calls.find((c) => c.url === '/api/user/login')?.body).toEqual({ login: 'empresa', password: 'segredo123' });
    expect(localStorage.getItem(sessionKeys.token)).toBe('tok-1');
    expect(Number(localStorage.getItem(sessionKeys.timestamp))).toBeGreaterThan(Date.now() - 5000);
    await waitFor(() => expect(fakeSockets.map((s) => s.namespace)).toContain('/'));
  });

  it('shows the server message when the credentials are wrong', async () => {
    fakeServer(
      on('POST', '/api/user/login', () =>
        jsonResponse(401, { statusCode: 401, error: 'invalid_credentials', erroMensagem: 'Login ou senha incorretos' }),
      ),
    );
    renderApp('/login');
    fireEvent.change(await screen.findByLabelText('Login'), { target: { value: 'x' } });
    fireEvent.change(screen.getByLabelText('Senha'), { target: { value: 'y' } });
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect((await screen.findByTestId('login-error')).textContent).toContain('Login ou senha incorretos');
  });

  it('explains a forced logout outside working hours', async () => {
    fakeServer();
    renderApp('/login?logout=outside_working_hours');
    expect((await screen.findByTestId('logout-notice')).textContent).toBe(
      'Você foi desconectado: fora do horário de atendimento',
    );
  });

  it('shows admins the channels list on Home', async () => {
    const admin = makeUser('admin');
    signIn(admin);
    fakeServer(
      me(admin),
      on('GET', '/api/channel/page/1?perPage=20', () =>
        jsonResponse(200, {
          statusCode: 200,
          page: 1,
          perPage: 20,
          total: 1,
          channels: [
            {
              _id: '00000000-0000-4000-8000-0000000000aa',
              name: 'Padaria Central',
              channelNumber: '5511988887777',
              apiType: 'cloud',
              status: 'authenticated',
              blocked: false,
              deleted: false,
              timezone: 'America/Sao_Paulo',
              secondaryChannelIds: [],
              credentials: {},
              config: {
                modules: { api: false, broadcastList: false, quickAnswers: true, kanban: false, products: false, linearChatbot: false, logoffRequiresAttendancesToFinish: false },
                enableQRThroughChannel: false,
                operationalChannelEnabled: false,
                customerPortfolioEnabled: false,
                enableGroup: false,
              },
              createdAt: '2025-01-01T00:00:00.000Z',
            },
          ],
        }),
      ),
      on('POST', /\/api\/channel\/filter\/page\/1/, () =>
        jsonResponse(200, { statusCode: 200, page: 1, perPage: 100, total: 0, channels: [] }),
      ),
    );
    renderApp('/');
    expect((await screen.findByTestId('page-title')).textContent).toBe('Canais');
    expect(await screen.findByText('Padaria Central')).toBeTruthy();
    expect(screen.getByText('+55 (11) 9 8888-7777')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bloquear o canal Padaria Central' })).toBeTruthy();
  });

  it('sends a manager without the permission back to the dashboard', async () => {
    const manager = makeUser('channel_manager', { permissions: ['Reports'] });
    signIn(manager);
    fakeServer(me(manager));
    const { router } = renderApp('/contacts');
    expect((await screen.findByTestId('page-title')).textContent).toBe('Dashboard');
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByText('Canal Loja Exemplo')).toBeTruthy();
  });

  it('sends operators from Home to the attendance panel and shows the work-time alert on 408', async () => {
    const operator = makeUser('operator');
    signIn(operator);
    fakeServer(
      me(operator),
      on('PATCH', /\/api\/operator\/status\//, () =>
        jsonResponse(408, { statusCode: 408, error: 'work_time_over', erroMensagem: 'Fora do horário' }),
      ),
    );
    const { router } = renderApp('/');
    const toggle = await screen.findByRole('switch', { name: 'Status de atendimento' });
    expect(router.state.location.pathname).toBe('/attendance');
    expect(screen.getByTestId('operator-name').textContent).toBe('Ana Operadora');
    fireEvent.click(toggle);
    expect(await screen.findByText('Seu horário de atendimento foi finalizado!')).toBeTruthy();
  });

  it('logs out with the reason when the server says the operator is outside working hours', async () => {
    const operator = makeUser('operator');
    signIn(operator);
    fakeServer(me(operator), on('POST', '/api/user/logout', () => jsonResponse(200, { statusCode: 200 })));
    const { router } = renderApp('/attendance');
    await screen.findByTestId('operator-name');
    await waitFor(() => expect(fakeSockets.length).toBeGreaterThan(0));
    act(() => fakeSockets[0]?.serverEmits('outside_working_hours'));
    expect(await screen.findByTestId('logout-notice')).toBeTruthy();
    expect(router.state.location.search).toBe('?logout=outside_working_hours');
    expect(localStorage.getItem(sessionKeys.token)).toBeNull();
  });

  it('an expired stored session lands on the login page saying the session expired', async () => {
    const user = makeUser('channel');
    signIn(user);
    localStorage.setItem(sessionKeys.timestamp, String(Date.now() - 25 * 60 * 60 * 1000));
    sessionStore.reload();
    fakeServer(me(user), on('POST', '/api/user/logout', () => jsonResponse(200, { statusCode: 200 })));
    checkSessionAtStart();
    const { router } = renderApp('/main');
    expect((await screen.findByTestId('logout-notice')).textContent).toBe('Sua sessão expirou. Entre novamente.');
    expect(router.state.location.pathname).toBe('/login');
    expect(sessionStore.get()).toBeNull();
  });

  it('after the reconnect attempts run out, the login page says the server could not be reached', async () => {
    const operator = makeUser('operator');
    signIn(operator);
    fakeServer(me(operator), on('POST', '/api/user/logout', () => jsonResponse(200, { statusCode: 200 })));
    const { router } = renderApp('/attendance');
    await screen.findByTestId('operator-name');
    await waitFor(() => expect(fakeSockets.length).toBeGreaterThan(0));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    try {
      for (let attempt = 0; attempt < 6; attempt++) {
        act(() => fakeSockets[0]?.fire('connect_error', new Error('xhr poll error')));
        act(() => vi.advanceTimersByTime(30_000));
      }
    } finally {
      vi.useRealTimers();
    }
    const notice = await screen.findByTestId('logout-notice');
    expect(notice.textContent).toBe('Não foi possível falar com o servidor. Verifique a conexão e entre novamente.');
    expect(notice.textContent).not.toContain('sessão');
    expect(router.state.location.search).toBe('?logout=connection_lost');
  });

  it('a page of a module that is off, opened by URL, sends the user Home with a notice', async () => {
    const user = makeUser('channel', { modules: { broadcastList: false } });
    signIn(user);
    const server = fakeServer(me(user), on('GET', /^\/api\/dashboard/, () => jsonResponse(200, { statusCode: 200 })));
    const { router } = renderApp('/manageCampaigns');
    expect(await screen.findByText('Este módulo não está habilitado para o seu canal.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(server.calls.some((c) => c.url.startsWith('/api/campaign'))).toBe(false);
  });

  it('logs out when any call answers 401', async () => {
    const user = makeUser('channel');
    signIn(user);
    fakeServer(
      on('GET', '/api/user/me', () => jsonResponse(401, { statusCode: 401, error: 'unauthorized', erroMensagem: 'Sessão inválida' })),
      on('POST', '/api/user/logout', () => jsonResponse(401, {})),
    );
    const { router } = renderApp('/main');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sessionStore.get()).toBeNull();
  });

  it('warns about the end of the work day and a second connection elsewhere', async () => {
    const operator = makeUser('operator');
    signIn(operator);
    fakeServer(me(operator));
    renderApp('/attendance');
    await screen.findByTestId('operator-name');
    await waitFor(() => expect(fakeSockets.length).toBeGreaterThan(0));
    act(() => fakeSockets[0]?.serverEmits('workTimeOver'));
    expect(await screen.findByText('Seu horário de atendimento foi finalizado!')).toBeTruthy();
    act(() => fakeSockets[0]?.serverEmits('already_connected'));
    expect(await screen.findByRole('dialog', { name: 'Sessão aberta em outro lugar' })).toBeTruthy();
  });

  it('reloads the channel config when the server says it changed, updating the sidebar', async () => {
    const user = makeUser('channel');
    signIn(user);
    fakeServer(
      me(user),
      on('GET', `/api/channel/config/${user.channelId}`, () =>
        jsonResponse(200, {
          statusCode: 200,
          channelConfig: { ...user.channelConfig, modules: { ...user.channelConfig?.modules, api: true } },
        }),
      ),
    );
    renderApp('/main');
    await screen.findByTestId('welcome-card');
    expect(screen.queryByRole('link', { name: 'API' })).toBeNull();
    await waitFor(() => expect(fakeSockets.length).toBeGreaterThan(0));
    act(() => fakeSockets[0]?.serverEmits('channel.config_updated', { channelId: user.channelId }));
    expect(await screen.findByRole('link', { name: 'API' })).toBeTruthy();
  });
});

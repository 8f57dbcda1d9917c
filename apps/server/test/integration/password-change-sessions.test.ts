// Changing one's own password (Meu Perfil) ends one's other sessions: their tokens answer 401 and
// their sockets close. The session that changed it continues with the fresh token it receives.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, auth, DEMO_PASSWORD, type TestApp } from '../support/test-app.js';
import { socketClients } from '../support/operator-fixtures.js';

let t: TestApp;
let clients: ReturnType<typeof socketClients>;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  clients = socketClients(t);
});
afterAll(async () => {
  clients.closeAll();
  await t.close();
});

const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/user/me', headers: auth(token) });

describe('a new password ends the other sessions', () => {
  it("the other sign-in's token gets 401 and its socket closes; the one that changed keeps working", async () => {
    const here = await t.login('gerente');
    const elsewhere = await t.login('gerente');
    const hereSocket = await clients.open(here.token);
    const elsewhereSocket = await clients.open(elsewhere.token);
    const elsewhereClosed = new Promise<string>((resolve) => elsewhereSocket.once('disconnect', (reason) => resolve(reason)));

    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${here.user._id}`,
      headers: auth(here.token),
      payload: { name: here.user.name, email: here.user.email, currentPassword: DEMO_PASSWORD, password: 'uma-senha-nova-123' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Usuário editado com sucesso!');
    expect(typeof body.token).toBe('string');
    expect(typeof body.expiresAt).toBe('string');

    expect(await elsewhereClosed).toBe('io server disconnect');
    expect((await me(elsewhere.token)).statusCode).toBe(401);
    // The session that changed it continues, with the token it was given, and its socket stays.
    expect((await me(body.token as string)).statusCode).toBe(200);
    expect(hereSocket.connected).toBe(true);
    // The fresh token opens a socket; the old ones do not.
    await clients.open(body.token as string);
    await expect(clients.open(elsewhere.token)).rejects.toThrow('unauthorized');
    // And the new password is the one that signs in.
    expect((await t.login('gerente', 'uma-senha-nova-123')).token).toBeTruthy();
  });

  it('saving the profile without a new password ends no session and issues no token', async () => {
    const first = await t.login('empresa');
    const second = await t.login('empresa');
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${first.user._id}`,
      headers: auth(first.token),
      payload: { name: 'Dona Renomeada', email: first.user.email },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().token).toBeUndefined();
    expect((await me(second.token)).statusCode).toBe(200);
    expect((await me(first.token)).statusCode).toBe(200);
  });
});

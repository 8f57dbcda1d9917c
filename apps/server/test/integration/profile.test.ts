import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, auth, DEMO_PASSWORD, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const put = async (login: string, body: Record<string, unknown>, asId?: string) => {
  const { token, user } = await t.login(login);
  return t.app.inject({ method: 'PUT', url: `/api/user/${asId ?? user._id}`, headers: auth(token), payload: body });
};

describe('Meu Perfil (PUT /api/user/:id)', () => {
  it('saves the own data and answers the spec success message', async () => {
    const res = await put('empresa', { name: 'Maria Souza', email: 'maria@empresa.com.br', cpf: '529.982.247-25', mobile: '11987654321' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Usuário editado com sucesso!');
    expect(body.user.name).toBe('Maria Souza');
    expect(body.user.cpf).toBe('52998224725');
    const me = await t.login('empresa');
    expect(me.user.email).toBe('maria@empresa.com.br');
  });

  it('accepts a valid CNPJ', async () => {
    const res = await put('empresa', { name: 'Empresa', email: 'a@b.com', cpf: '11.222.333/0001-81' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.cpf).toBe('11222333000181');
  });

  it('requires name and email', async () => {
    const res = await put('empresa', { name: '', email: '' });
    expect(res.statusCode).toBe(400);
    const fields = res.json().details.map((d: { field: string }) => d.field);
    expect(fields).toEqual(expect.arrayContaining(['name', 'email']));
    expect(res.json().details.find((d: { field: string }) => d.field === 'name').message).toBe('Informe o nome completo');
  });

  it('refuses a CPF with wrong check digits', async () => {
    const res = await put('empresa', { name: 'X', email: 'x@y.com', cpf: '529.982.247-26' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0]).toEqual({ field: 'cpf', message: 'CPF ou CNPJ inválido' });
  });

  it('changes the password only with the right current password', async () => {
    const missing = await put('operador', { name: 'Op', email: 'op@x.com', password: 'nova-senha-123' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details[0].field).toBe('currentPassword');

    const wrong = await put('operador', { name: 'Op', email: 'op@x.com', password: 'nova-senha-123', currentPassword: 'errada' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().erroMensagem).toBe('A senha atual não confere.');

    const ok = await put('operador', { name: 'Op', email: 'op@x.com', password: 'nova-senha-123', currentPassword: DEMO_PASSWORD });
    expect(ok.statusCode).toBe(200);
    expect((await t.login('operador', 'nova-senha-123')).user.login).toBe('operador');
  });

  it("refuses editing someone else's profile with 403", async () => {
    const other = (await t.login('gerente')).user._id;
    const res = await put('empresa', { name: 'Hacker', email: 'h@x.com' }, other);
    expect(res.statusCode).toBe(403);
    expect((await t.login('gerente')).user.name).not.toBe('Hacker');
  });
});

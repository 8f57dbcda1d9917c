import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { SessionUser } from '@atende/contract';
import { jsonResponse, makeUser } from '@/test/fixtures';
import { fakeServer, on, renderApp } from '@/test/render-app';
import { sessionStore } from '@/shared/session/session-store';
import { disconnectSocket } from '@/shared/socket/socket-client';
import { checkProfileForm, profileFormFrom } from '../components/profile-form-state';

afterEach(() => {
  disconnectSocket();
  sessionStore.clear();
  vi.unstubAllGlobals();
});

describe('checkProfileForm', () => {
  const user = makeUser('channel');

  it('requires full name and e-mail with the contract messages', () => {
    const result = checkProfileForm({ ...profileFormFrom(user), name: ' ', email: 'nope' });
    expect(result).toEqual({ ok: false, errors: { name: 'Informe o nome completo', email: 'E-mail inválido' } });
  });

  it('rejects a CPF with wrong check digits and accepts a valid CNPJ', () => {
    expect(checkProfileForm({ ...profileFormFrom(user), cpf: '123.456.789-00' })).toMatchObject({
      ok: false,
      errors: { cpf: 'CPF ou CNPJ inválido' },
    });
    expect(checkProfileForm({ ...profileFormFrom(user), cpf: '11.222.333/0001-81' }).ok).toBe(true);
  });

  it('sends passwords only when changing them, and then needs the current one', () => {
    const plain = checkProfileForm(profileFormFrom(user));
    expect(plain.ok && 'password' in plain.body).toBe(false);
    expect(checkProfileForm({ ...profileFormFrom(user), password: 'nova-senha-1' })).toMatchObject({
      ok: false,
      errors: { currentPassword: 'Informe a senha atual para trocar a senha' },
    });
  });
});

describe('Meu Perfil', () => {
  it('opens from the profile menu, masks the CPF and saves with the success alert', async () => {
    const user = makeUser('channel');
    sessionStore.start('tok-1', user);
    const server = fakeServer(
      on('GET', '/api/user/me', () => jsonResponse(200, { statusCode: 200, user })),
      on('PUT', `/api/user/${user._id}`, (body) => {
        const sent = body as { name: string };
        const updated: SessionUser = { ...user, name: sent.name, cpf: '52998224725' };
        return jsonResponse(200, { statusCode: 200, message: 'Usuário editado com sucesso!', user: updated });
      }),
    );
    renderApp('/main');

    fireEvent.click(await screen.findByRole('button', { name: 'Perfil' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Meu Perfil' }));
    const dialog = await screen.findByRole('dialog', { name: 'Meu Perfil' });
    const form = within(dialog);

    expect(form.getByLabelText('Senha atual')).toHaveProperty('type', 'password');
    expect(form.getByLabelText('Nova senha')).toHaveProperty('type', 'password');
    const cpf = form.getByLabelText('CPF/CNPJ');
    fireEvent.change(cpf, { target: { value: '52998224725' } });
    expect(cpf).toHaveProperty('value', '529.982.247-25');

    fireEvent.change(form.getByLabelText('Nome completo'), { target: { value: '' } });
    fireEvent.click(form.getByRole('button', { name: 'Salvar' }));
    expect(await form.findByText('Informe o nome completo')).toBeTruthy();

    fireEvent.change(form.getByLabelText('Nome completo'), { target: { value: 'Maria Souza' } });
    fireEvent.click(form.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Usuário editado com sucesso!')).toBeTruthy();
    const put = server.calls.find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({ name: 'Maria Souza', email: 'maria@example.com', cpf: '529.982.247-25' });
    expect(sessionStore.user()?.name).toBe('Maria Souza');
  });

  it('a new password keeps this session signed in with the fresh token the server returns (the others end)', async () => {
    const user = makeUser('channel');
    sessionStore.start('tok-antigo', user);
    const server = fakeServer(
      on('GET', '/api/user/me', () => jsonResponse(200, { statusCode: 200, user })),
      on('PUT', `/api/user/${user._id}`, () =>
        jsonResponse(200, { statusCode: 200, message: 'Usuário editado com sucesso!', user, token: 'tok-novo', expiresAt: new Date(Date.now() + 86_400_000).toISOString() }),
      ),
    );
    renderApp('/main');

    fireEvent.click(await screen.findByRole('button', { name: 'Perfil' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Meu Perfil' }));
    const form = within(await screen.findByRole('dialog', { name: 'Meu Perfil' }));
    fireEvent.change(form.getByLabelText('Senha atual'), { target: { value: 'senha-antiga-1' } });
    fireEvent.change(form.getByLabelText('Nova senha'), { target: { value: 'senha-nova-123' } });
    fireEvent.click(form.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Usuário editado com sucesso!')).toBeTruthy();
    expect(server.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ currentPassword: 'senha-antiga-1', password: 'senha-nova-123' });
    expect(sessionStore.token()).toBe('tok-novo');
    expect(localStorage.getItem('atende.token')).toBe('tok-novo');
  });
});

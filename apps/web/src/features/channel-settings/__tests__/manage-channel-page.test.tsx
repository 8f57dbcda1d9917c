import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BlacklistEntry, Channel } from '@atende/contract';
import { ids, jsonResponse, makeChannel } from '@/test/fixtures';
import { on, renderApp } from '@/test/render-app';
import { cleanAppStateBetweenTests } from '@/test/clean-state';
import { sessionStore } from '@/shared/session/session-store';
import { ownerServer, putBodies, saved, savesAs, slow } from './owner-server';

cleanAppStateBetweenTests();

const channel = (overrides: Partial<Channel> = {}): Channel =>
  makeChannel({
    credentials: { accessToken: '••••1234', phoneNumberId: '••••5678' },
    openingHours: [],
    outsideHoursMessage: null,
    queueMessage: 'Você é o {{posicao}}º',
    ...overrides,
  });

describe('/manageChannel', { timeout: 40_000 }, () => {
  it('Dados: shows the number read-only and saves name and time zone', async () => {
    const server = ownerServer(
      channel(),
      savesAs(channel),
    );
    renderApp('/manageChannel');
    const name = await screen.findByLabelText(/Nome da empresa/, {}, slow);
    expect((screen.getByLabelText('Número do canal') as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByLabelText('Número do canal') as HTMLInputElement).value).toBe('+55 (11) 9 1234-5678');
    fireEvent.change(name, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Informe o nome da empresa')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Loja Nova' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Configurações salvas com sucesso!')).toBeTruthy();
    expect(putBodies(server)).toEqual([{ name: 'Loja Nova', timezone: 'America/Sao_Paulo' }]);
    await waitFor(() => expect(sessionStore.user()?.channel?.name).toBe('Loja Nova'));
  });

  it('Horário de atendimento: turning "Sempre aberto" off sends Monday to Friday windows, and refuses overlaps', async () => {
    const server = ownerServer(
      channel(),
      savesAs(channel),
    );
    renderApp('/manageChannel?tab=hours');
    fireEvent.click(await screen.findByRole('switch', { name: /Sempre aberto/ }, slow));
    // Monday gets a second window that overlaps the first.
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar janela em Segunda' }));
    fireEvent.change(screen.getByLabelText('Segunda: início da janela 2'), { target: { value: '17:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('As janelas do mesmo dia não podem se sobrepor')).toBeTruthy();
    expect(putBodies(server)).toEqual([]);

    fireEvent.change(screen.getByLabelText('Segunda: início da janela 2'), { target: { value: '19:00' } });
    fireEvent.change(screen.getByLabelText('Segunda: fim da janela 2'), { target: { value: '21:00' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Sexta aberto' }));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Configurações salvas com sucesso!')).toBeTruthy();
    expect(putBodies(server)).toEqual([
      {
        openingHours: [
          { weekday: 1, start: '08:00', finish: '18:00' },
          { weekday: 1, start: '19:00', finish: '21:00' },
          { weekday: 2, start: '08:00', finish: '18:00' },
          { weekday: 3, start: '08:00', finish: '18:00' },
          { weekday: 4, start: '08:00', finish: '18:00' },
        ],
      },
    ]);
  });

  it('Mensagens: shows the {{posicao}} hint and clears a message sent empty', async () => {
    const server = ownerServer(
      channel(),
      savesAs(channel),
    );
    renderApp('/manageChannel?tab=messages');
    const queue = await screen.findByLabelText('Mensagem de fila', {}, slow);
    expect(screen.getByText(/Use \{\{posicao\}\} para a posição dele na fila/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Mensagem fora do horário'), { target: { value: 'Fechados agora.' } });
    fireEvent.change(queue, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Configurações salvas com sucesso!')).toBeTruthy();
    expect(putBodies(server)).toEqual([{ outsideHoursMessage: 'Fechados agora.', queueMessage: null }]);
  });

  it('Credenciais: shows masked values, replaces only what was typed, removes after confirmation', async () => {
    let current = channel();
    const server = ownerServer(
      current,
      on('PUT', `/api/channel/${ids.channel}`, (body) => {
        const sent = (body as { credentials: Record<string, string> }).credentials;
        const credentials = { ...current.credentials };
        for (const [k, v] of Object.entries(sent)) {
          if (v === '') delete credentials[k];
          else credentials[k] = `••••${v.slice(-4)}`;
        }
        current = channel({ credentials });
        return saved(current);
      }),
    );
    renderApp('/manageChannel?tab=credentials');
    expect((await screen.findByTestId('credential-accessToken', {}, slow)).textContent).toBe('Atual: ••••1234');
    expect(screen.getByTestId('credential-appSecret').textContent).toBe('Não definida');
    // appId is the Meta app on a Cloud channel (the Gupshup app elsewhere): named for this provider.
    expect(screen.getByLabelText('Novo valor para ID do app da Meta (opcional: exemplos de mídia dos modelos)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Preencha ao menos um novo valor.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Novo valor para Chave secreta do app'), { target: { value: 'segredo-novo-9999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.getByTestId('credential-appSecret').textContent).toBe('Atual: ••••9999'));
    fireEvent.click(screen.getByRole('button', { name: 'Remover Token de acesso' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remover credencial' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remover' }));
    await waitFor(() => expect(screen.getByTestId('credential-accessToken').textContent).toBe('Não definida'));
    expect(putBodies(server)).toEqual([{ credentials: { appSecret: 'segredo-novo-9999' } }, { credentials: { accessToken: '' } }]);
    expect(document.body.textContent).not.toContain('segredo-novo-9999');
  });

  it('Números bloqueados: lists, blocks with validation, and unblocks after confirmation', async () => {
    let entries: BlacklistEntry[] = [{ number: '5511988887777', createdAt: '2025-06-02T15:00:00.000Z', createdByName: 'Maria da Silva' }];
    const server = ownerServer(
      channel(),
      on('GET', /^\/api\/channel\/blacklist\/page\/1/, () =>
        jsonResponse(200, { statusCode: 200, items: entries, page: 1, perPage: 20, total: entries.length }),
      ),
      on('POST', '/api/channel/blacklist/number', (body) => {
        const entry = { number: (body as { number: string }).number, createdAt: '2025-06-02T16:00:00.000Z', createdByName: 'Maria da Silva' };
        entries = [entry, ...entries];
        return jsonResponse(201, { statusCode: 201, entry });
      }),
      on('DELETE', '/api/channel/blacklist/number', (body) => {
        entries = entries.filter((e) => e.number !== (body as { number: string }).number);
        return jsonResponse(200, { statusCode: 200 });
      }),
    );
    renderApp('/manageChannel?tab=blacklist');
    expect(await screen.findByText('+55 (11) 9 8888-7777', {}, slow)).toBeTruthy();
    // Shown in the channel's time zone (São Paulo, UTC-3).
    expect(screen.getByText('02/06/2025 12:00')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Número'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bloquear número' }));
    expect(await screen.findByText('Número inválido: informe DDD e número')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Número'), { target: { value: '(21) 97777-0003' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bloquear número' }));
    expect(await screen.findByText('Número bloqueado com sucesso!')).toBeTruthy();
    expect(server.calls.find((c) => c.method === 'POST')?.body).toEqual({ number: '5521977770003' });
    expect(await screen.findByText('+55 (21) 9 7777-0003')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Desbloquear +55 (11) 9 8888-7777' }));
    const dialog = await screen.findByRole('dialog', { name: 'Desbloquear número' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Desbloquear' }));
    expect(await screen.findByText('Número desbloqueado.')).toBeTruthy();
    expect(server.calls.find((c) => c.method === 'DELETE')?.body).toEqual({ number: '5511988887777' });
    await waitFor(() => expect(screen.queryByText('+55 (11) 9 8888-7777')).toBeNull());
  });
});

import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Channel } from '@atende/contract';
import { makeChannel } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { cleanAppStateBetweenTests } from '@/test/clean-state';
import { formatGrace } from '../components/security-presence-tab';
import { ownerServer, putBodies, savesAs, slow } from './owner-server';

cleanAppStateBetweenTests();

const channel = (overrides: Partial<Channel> = {}): Channel =>
  makeChannel({ embedAllowedOrigins: ['https://erp.loja.com.br'], presenceGraceSeconds: 120, requeueOnOperatorOffline: false, ...overrides });

describe('/manageChannel, Segurança e presença', { timeout: 40_000 }, () => {
  it('loads the origins, the grace and the requeue switch, validates them in pt-BR and saves them together', async () => {
    const server = ownerServer(channel(), savesAs(channel));
    renderApp('/manageChannel?tab=security');

    // Loaded from the channel.
    expect(await screen.findByText('https://erp.loja.com.br', {}, slow)).toBeTruthy();
    const grace = screen.getByLabelText('Tolerância de desconexão (segundos)') as HTMLInputElement;
    expect(grace.value).toBe('120');
    expect(screen.getByText(/continua online antes de ficar offline \(2 min\)/)).toBeTruthy();
    const requeue = screen.getByRole('switch', { name: /Devolver à fila/ }) as HTMLInputElement;
    expect(requeue.checked).toBe(false);

    // An origin with a path is refused with the contract's message; Enter adds a valid one (lower-cased).
    const origin = screen.getByLabelText('Nova origem');
    fireEvent.change(origin, { target: { value: 'https://crm.exemplo.com/app' } });
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar origem' }));
    expect(await screen.findByText('Informe uma origem como https://sistema.exemplo.com.br (sem caminho)')).toBeTruthy();
    fireEvent.change(origin, { target: { value: 'https://CRM.exemplo.com:8443' } });
    fireEvent.keyDown(origin, { key: 'Enter' });
    expect(await screen.findByText('https://crm.exemplo.com:8443')).toBeTruthy();
    fireEvent.change(origin, { target: { value: 'https://erp.loja.com.br' } });
    fireEvent.keyDown(origin, { key: 'Enter' });
    expect(await screen.findByText('Esta origem já está na lista')).toBeTruthy();
    fireEvent.change(origin, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remover https://erp.loja.com.br' }));
    await waitFor(() => expect(screen.queryByText('https://erp.loja.com.br')).toBeNull());

    // The grace follows presenceGraceSecondsSchema: under 15 s is refused and nothing is sent.
    fireEvent.change(grace, { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('No mínimo 15 segundos')).toBeTruthy();
    expect(putBodies(server)).toEqual([]);

    fireEvent.change(grace, { target: { value: '300' } });
    fireEvent.click(requeue);
    // Typed but not added: saving adds it rather than dropping it.
    fireEvent.change(origin, { target: { value: 'https://portal.exemplo.com.br' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Configurações salvas com sucesso!')).toBeTruthy();
    expect(putBodies(server)).toEqual([
      {
        embedAllowedOrigins: ['https://crm.exemplo.com:8443', 'https://portal.exemplo.com.br'],
        presenceGraceSeconds: 300,
        requeueOnOperatorOffline: true,
      },
    ]);
  });

  it('says what the grace means in minutes and seconds', () => {
    expect(formatGrace(45)).toBe('45 s');
    expect(formatGrace(120)).toBe('2 min');
    expect(formatGrace(150)).toBe('2 min 30 s');
  });
});

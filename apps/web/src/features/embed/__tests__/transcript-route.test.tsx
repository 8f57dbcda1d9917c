import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { Message, TranscriptResponse } from '@atende/contract';
import { ids, jsonResponse } from '@/test/fixtures';
import { fakeServer } from '@/test/render-app';
import { cleanAppStateBetweenTests } from '@/test/clean-state';
import { makeAttendance, makeMessage, uuid } from '@/features/attendance/__tests__/panel-harness';
import { renderAt } from './embed-harness';
import '@/features/attendance/components/chat/message-row';

cleanAppStateBetweenTests();

const attendance = makeAttendance(7);
const path = `/messages/${ids.channel}/${attendance._id}`;
const header: TranscriptResponse['attendance'] = {
  _id: attendance._id,
  channelId: ids.channel,
  channelName: 'Loja Exemplo',
  protocol: '000007',
  contact: { name: 'Joana Cliente', number: '5511987650001', numberFormatted: '+55 (11) 9 8765-0001' },
  operator: { _id: ids.operator, name: 'Ana Operadora' },
  status: 'finished',
  statusLabel: 'Finalizado',
  openedAt: '2025-01-01T12:00:00.000Z',
  finishedAt: '2025-01-01T13:00:00.000Z',
  timeZone: 'America/Sao_Paulo',
};

/** The transcript endpoint: oldest first, `limit` per page, refusing without exp and sig. */
function transcriptServer(all: Message[]) {
  return fakeServer((request) => {
    if (!request.url.startsWith(`/api/transcript/${ids.channel}/${attendance._id}`)) return undefined;
    const query = new URL(request.url, 'http://x').searchParams;
    if (query.get('sig') !== 'assinatura-valida-0123456789') {
      return jsonResponse(403, {
        statusCode: 403,
        error: 'invalid_link',
        erroMensagem: 'Este link de conversa é inválido ou expirou. Peça um novo link a quem o compartilhou, ou entre no sistema para ver a conversa.',
      });
    }
    const limit = 2;
    const after = query.get('after');
    const start = after ? all.findIndex((m) => m._id === after) + 1 : 0;
    const rows = all.slice(start, start + limit);
    const more = start + limit < all.length;
    return jsonResponse(200, { statusCode: 200, attendance: header, messages: rows, nextAfter: more ? (rows[rows.length - 1]?._id ?? null) : null });
  });
}

describe('/messages/{channelId}/{attendanceId}, the shared transcript', () => {
  it('with a valid signed link shows the header and every page of messages oldest first, read only, with Print', async () => {
    const all = [1, 2, 3, 4, 5].map((n) => makeMessage(n, attendance, n % 2 === 0 ? { direction: 'out', status: 'read' } : {}));
    const server = transcriptServer(all);
    renderAt(`${path}?exp=1893456000&sig=assinatura-valida-0123456789`);
    expect(await screen.findByText('Conversa · Protocolo 000007')).toBeTruthy();
    expect(screen.getByTestId('transcript-contact').textContent).toBe('Joana Cliente');
    expect(screen.getByTestId('transcript-number').textContent).toBe('+55 (11) 9 8765-0001');
    expect(screen.getByText('Ana Operadora')).toBeTruthy();
    expect(screen.getByTestId('transcript-status').textContent).toBe('Finalizado');
    await waitFor(() => expect(screen.getAllByTestId('message')).toHaveLength(5));
    expect(screen.getAllByTestId('message').map((m) => m.textContent?.match(/Texto \d/)?.[0])).toEqual(['Texto 1', 'Texto 2', 'Texto 3', 'Texto 4', 'Texto 5']);
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Responder' })).toBeNull();
    expect(screen.queryByLabelText('Mensagem')).toBeNull();
    const calls = server.calls.filter((c) => c.url.startsWith('/api/transcript/'));
    expect(calls.map((c) => new URL(c.url, 'http://x').searchParams.get('after'))).toEqual([null, all[1]!._id, all[3]!._id]);
  });

  it('without a signature and without a session shows the pt-BR refusal and a way to sign in', async () => {
    transcriptServer([]);
    renderAt(path);
    expect(await screen.findByText('Link inválido ou expirado')).toBeTruthy();
    expect(screen.getByText(/Este link de conversa é inválido ou expirou/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Entrar' }).getAttribute('href')).toBe(`/login?redirect=${encodeURIComponent(path)}`);
  });

  it('with a tampered or expired signature shows the same refusal', async () => {
    transcriptServer([]);
    renderAt(`${path}?exp=1&sig=${'x'.repeat(43)}`);
    expect(await screen.findByText('Link inválido ou expirado')).toBeTruthy();
  });

  it('an unknown attendance says the conversation was not found', async () => {
    fakeServer(() => jsonResponse(404, { statusCode: 404, error: 'not_found', erroMensagem: 'Atendimento não encontrado.' }));
    renderAt(`/messages/${ids.channel}/${uuid(9)}?exp=1893456000&sig=assinatura-valida-0123456789`);
    expect(await screen.findByText('Conversa não encontrada')).toBeTruthy();
  });
});

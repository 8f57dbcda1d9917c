// A list message on the simulated phone looks like WhatsApp's: header, body, footer and one button
// that opens the rows by section; tapping a row answers with the row's id as a list reply. Reply
// buttons stay tappable in the bubble.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Message } from '@atende/contract';
import { jsonResponse } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { cleanAppStateBetweenTests } from '@/test/clean-state';

cleanAppStateBetweenTests();

const channelId = '00000000-0000-4000-8000-0000000000aa';

const companyMessage = (id: string, content: Message['content']): Message => ({
  _id: `00000000-0000-4000-8000-0000000000${id}`,
  channelId,
  attendanceId: null,
  contactId: '00000000-0000-4000-8000-0000000000cc',
  direction: 'out',
  type: 'interactive',
  content,
  status: 'read',
  error: null,
  replyToId: null,
  operatorId: null,
  providerMessageId: `sim-out-${id}`,
  createdAt: `2026-01-01T12:00:${id}.000Z`,
});

const conversation: Message[] = [
  companyMessage('01', {
    text: 'Como podemos ajudar?',
    interactive: {
      kind: 'list',
      header: 'Loja',
      body: 'Como podemos ajudar?',
      footer: 'Escolha uma opção',
      button: 'Ver opções',
      sections: [
        { title: 'Atendimento', rows: [{ id: 'inicio:fin', title: 'Financeiro', description: 'Boletos' }] },
        { title: 'Outros', rows: [{ id: 'inicio:hor', title: 'Horário' }] },
      ],
      options: [
        { id: 'inicio:fin', title: 'Financeiro', description: 'Boletos' },
        { id: 'inicio:hor', title: 'Horário' },
      ],
    },
  }),
  companyMessage('02', { text: 'Segunda via?', interactive: { kind: 'buttons', body: 'Segunda via?', options: [{ id: 'fin:sim', title: 'Sim' }] } }),
];

function simulatorServer() {
  const posted: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url === '/api/simulator') return jsonResponse(200, { statusCode: 200, channels: [{ _id: channelId, name: 'Demo', channelNumber: '5511999990000' }] });
      if (url.startsWith(`/api/simulator/${channelId}/conversation`)) return jsonResponse(200, { statusCode: 200, messages: conversation });
      if (url === '/api/webhooks/simulator') {
        posted.push(JSON.parse(String(init?.body)));
        return jsonResponse(200, { statusCode: 200 });
      }
      return jsonResponse(404, { statusCode: 404, error: 'not_found', erroMensagem: 'Sem rota' });
    }),
  );
  return posted;
}

async function openPhone() {
  renderApp('/simulador');
  fireEvent.change(await screen.findByLabelText('Número do cliente'), { target: { value: '5511988887777' } });
  fireEvent.click(screen.getByRole('button', { name: 'Abrir conversa' }));
  await screen.findByText('Segunda via?');
}

const choices = (posted: unknown[]) =>
  posted.flatMap((body) => (body as { events: Array<{ type?: string; interactive?: unknown }> }).events.filter((e) => e.type === 'interactive').map((e) => e.interactive));

describe("the simulated phone's interactive messages", () => {
  it('opens a list from its button and answers the tapped row as a list reply', async () => {
    const posted = simulatorServer();
    await openPhone();
    const [list] = screen.getAllByTestId('phone-company-message');
    expect(within(list as HTMLElement).getByText('Loja')).toBeTruthy();
    expect(within(list as HTMLElement).getByText('Escolha uma opção')).toBeTruthy();
    expect(within(list as HTMLElement).queryByText('Financeiro')).toBeNull();

    fireEvent.click(within(list as HTMLElement).getByRole('button', { name: 'Ver opções' }));
    expect(await screen.findByText('Atendimento')).toBeTruthy();
    fireEvent.click(screen.getByRole('menuitem', { name: /Financeiro/ }));

    await waitFor(() => expect(choices(posted)).toEqual([{ kind: 'list_reply', id: 'inicio:fin', title: 'Financeiro' }]));
  });

  it('answers a reply button tapped in the bubble as a button reply', async () => {
    const posted = simulatorServer();
    await openPhone();
    fireEvent.click(screen.getByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(choices(posted)).toEqual([{ kind: 'button_reply', id: 'fin:sim', title: 'Sim' }]));
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { TYPING_SIGNAL_SECONDS } from '@atende/contract';
import { jsonResponse } from '@/test/fixtures';
import { on } from '@/test/render-app';
import { cleanAppStateBetweenTests } from '@/test/clean-state';
import { makeAttendance, makeMessage, operatorState, panelServer, renderPanel } from './panel-harness';

cleanAppStateBetweenTests();
afterEach(() => vi.restoreAllMocks());

async function openConversation(overrides: Parameters<typeof makeAttendance>[1] = {}) {
  const state = operatorState();
  const attendance = makeAttendance(3, overrides);
  state.attendances = [attendance];
  state.messages.set(attendance._id, [makeMessage(1, attendance)]);
  const typingUrl = `/api/attendance/${attendance._id}/typing`;
  const server = panelServer(state, on('POST', typingUrl, () => jsonResponse(200, { statusCode: 200, signalled: true })));
  renderPanel(state, `/attendance?a=${attendance._id}`);
  const box = (await screen.findByRole('textbox', { name: 'Mensagem' })) as HTMLTextAreaElement;
  const typingCalls = () => server.calls.filter((c) => c.method === 'POST' && c.url === typingUrl);
  return { box, typingCalls };
}

// fetch is called synchronously within the keystroke (apiRequest awaits nothing before it), so what
// reached the server is known right after each change.
const type = (box: HTMLTextAreaElement, value: string) => fireEvent.change(box, { target: { value } });

describe('the customer sees "digitando…" while the operator writes', () => {
  it('keystrokes call the typing route once per window, and again once the window has passed', async () => {
    const start = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(start);
    const { box, typingCalls } = await openConversation();
    type(box, 'O');
    type(box, 'Ol');
    type(box, 'Olá');
    expect(typingCalls()).toHaveLength(1);

    // A second burst inside the window: nothing more reaches the server.
    clock.mockReturnValue(start + (TYPING_SIGNAL_SECONDS - 1) * 1000);
    type(box, 'Olá, tudo');
    type(box, 'Olá, tudo bem?');
    expect(typingCalls()).toHaveLength(1);

    clock.mockReturnValue(start + TYPING_SIGNAL_SECONDS * 1000);
    type(box, 'Olá, tudo bem? Seu pedido');
    expect(typingCalls()).toHaveLength(2);
  });

  it('erasing the text is not typing', async () => {
    const { box, typingCalls } = await openConversation();
    type(box, '   ');
    type(box, '');
    expect(typingCalls()).toEqual([]);
  });

  it('says nothing where the operator cannot write (24-hour window closed)', async () => {
    const { typingCalls } = await openConversation({ windowOpen: false, lastInboundAt: new Date(Date.now() - 2 * 86_400_000).toISOString() });
    const box = screen.getByRole('textbox', { name: 'Mensagem' }) as HTMLTextAreaElement;
    expect(box.disabled).toBe(true);
    type(box, 'oi');
    expect(typingCalls()).toEqual([]);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { defaultChannelConfig, type QuickAnswer } from '@atende/contract';
import { ids, jsonResponse } from '@/test/fixtures';
import type { FakeEndpoint } from '@/test/render-app';
import { cleanAppStateBetweenTests } from '@/test/clean-state';
import { makeAttendance, operatorState, panelServer, renderPanel, uuid } from './panel-harness';
// The emoji panel is loaded on demand; loading it here keeps its first transform out of the timeouts.
import '../components/chat/emoji-panel';

cleanAppStateBetweenTests();

const answer = (n: number, shortcut: string, text: string): QuickAnswer => ({
  _id: uuid(9000 + n),
  channelId: ids.channel,
  shortcut,
  text,
  mediaId: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
});

const answers = [
  answer(1, 'saudacao', 'Olá, {{primeiro_nome}}! Aqui é {{operador}}.'),
  answer(2, 'sau2', 'Outra saudação'),
  answer(3, 'protocolo', 'Seu protocolo é {{protocolo}}.'),
  answer(4, 'tchau', 'Até logo, {{nome}}!'),
];

/** GET /api/quickanswers like the server: shortcut or text containing the search, shortcut prefixes first. */
const quickAnswersEndpoint: FakeEndpoint = (request) => {
  if (request.method !== 'GET' || !request.url.startsWith('/api/quickanswers?')) return undefined;
  const search = (new URL(request.url, 'http://x').searchParams.get('search') ?? '').toLowerCase();
  const rank = (a: QuickAnswer) => (a.shortcut.startsWith(search) ? 0 : a.shortcut.includes(search) ? 1 : 2);
  const found = answers
    .filter((a) => a.shortcut.includes(search) || a.text.toLowerCase().includes(search))
    .sort((a, b) => rank(a) - rank(b) || a.shortcut.localeCompare(b.shortcut));
  return jsonResponse(200, { statusCode: 200, quickAnswers: found });
};

async function openConversation(options: { quickAnswersModule?: boolean } = {}) {
  const modules = { ...defaultChannelConfig.modules, quickAnswers: options.quickAnswersModule ?? true };
  const state = operatorState({ channelConfig: { ...defaultChannelConfig, modules } });
  const attendance = makeAttendance(7, { contact: { _id: uuid(2007), name: 'Joana Prado', number: '5511988887777' } });
  state.attendances = [attendance];
  const server = panelServer(state, quickAnswersEndpoint);
  renderPanel(state, `/attendance?a=${attendance._id}`);
  const box = (await screen.findByRole('textbox', { name: 'Mensagem' })) as HTMLTextAreaElement;
  return { box, server };
}

/** Types as the operator would: the value changes and the caret ends after it. */
const type = (box: HTMLTextAreaElement, value: string) => fireEvent.change(box, { target: { value } });
const key = (box: HTMLTextAreaElement, name: string, init: Record<string, unknown> = {}) => fireEvent.keyDown(box, { key: name, ...init });
const suggestions = () => screen.queryByRole('listbox', { name: 'Respostas rápidas' });
const options = () => within(suggestions()!).getAllByRole('option');
const shortcuts = () => options().map((o) => within(o).getByTestId('quick-answer-shortcut').textContent);
const activeOption = () => options().find((o) => o.getAttribute('aria-selected') === 'true');

describe('quick answers typed with / in the composer', () => {
  it('suggests the answers matching what follows the slash, starting-with first, and Enter inserts the rendered text', async () => {
    const { box, server } = await openConversation();
    type(box, 'Oi! /sau');
    await waitFor(() => expect(shortcuts()).toEqual(['/sau2', '/saudacao']));
    await waitFor(() => expect(server.calls.some((c) => c.url.startsWith('/api/quickanswers?') && c.url.includes('search=sau'))).toBe(true));
    // The preview is what the customer will read.
    expect(suggestions()!.textContent).toContain('Olá, Joana! Aqui é Ana Operadora.');
    expect(activeOption()?.textContent).toContain('/sau2');
    expect(box.getAttribute('aria-activedescendant')).toBe(activeOption()?.id);

    key(box, 'ArrowDown');
    expect(activeOption()?.textContent).toContain('/saudacao');
    key(box, 'ArrowDown');
    expect(activeOption()?.textContent).toContain('/sau2');
    key(box, 'ArrowUp');
    expect(activeOption()?.textContent).toContain('/saudacao');

    key(box, 'Enter');
    expect(box.value).toBe('Oi! Olá, Joana! Aqui é Ana Operadora.');
    expect(suggestions()).toBeNull();
    // Enter chose the answer; it did not send the message.
    expect(server.calls.some((c) => c.url === '/api/message/send')).toBe(false);
    expect(box.selectionStart).toBe(box.value.length);
  });

  it('finds answers by their text too, and Tab inserts the highlighted one', async () => {
    const { box } = await openConversation();
    type(box, '/logo');
    await waitFor(() => expect(options()).toHaveLength(1));
    key(box, 'Tab');
    expect(box.value).toBe('Até logo, Joana Prado!');
  });

  it('inserts the answer clicked with the mouse, filling the protocol', async () => {
    const { box } = await openConversation();
    type(box, '/');
    await waitFor(() => expect(options()).toHaveLength(4));
    fireEvent.click(options().find((o) => o.textContent?.includes('/protocolo'))!);
    expect(box.value).toBe('Seu protocolo é 000007.');
  });

  it('Esc closes the suggestions and keeps the text; another slash opens them again', async () => {
    const { box } = await openConversation();
    type(box, '/pro');
    await waitFor(() => expect(options()).toHaveLength(1));
    key(box, 'Escape');
    expect(suggestions()).toBeNull();
    expect(box.value).toBe('/pro');
    type(box, '/prot');
    expect(suggestions()).toBeNull();
    key(box, '/');
    type(box, '/prot /');
    await waitFor(() => expect(options()).toHaveLength(4));
  });

  it('shows an empty state for a shortcut nobody has, and Enter then sends as usual', async () => {
    const { box, server } = await openConversation();
    type(box, '/zzz');
    expect(await screen.findByText('Nenhuma resposta rápida para "/zzz".')).toBeTruthy();
    key(box, 'Enter');
    await waitFor(() => expect(server.calls.some((c) => c.url === '/api/message/send')).toBe(true));
  });

  it('shows a loading state while the answers come', async () => {
    const { box } = await openConversation();
    const answerLater = vi.mocked(fetch).getMockImplementation()!;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    vi.mocked(fetch).mockImplementation(async (input, init) => {
      if (String(input).startsWith('/api/quickanswers?')) await gate;
      return answerLater(input, init);
    });
    type(box, '/');
    expect(await screen.findByText('Carregando respostas rápidas…')).toBeTruthy();
    // Enter waits for the answers instead of sending "/".
    key(box, 'Enter');
    expect(box.value).toBe('/');
    release();
    await waitFor(() => expect(options()).toHaveLength(4));
  });

  it('does not open for a slash inside a word, such as "e/ou"', async () => {
    const { box, server } = await openConversation();
    type(box, 'e/ou');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(suggestions()).toBeNull();
    expect(server.calls.some((c) => c.url.startsWith('/api/quickanswers'))).toBe(false);
  });

  it('the slash button types a slash at the caret and opens the suggestions', async () => {
    const { box } = await openConversation();
    type(box, 'Olá');
    fireEvent.click(screen.getByRole('button', { name: 'Respostas rápidas (/)' }));
    expect(box.value).toBe('Olá /');
    await waitFor(() => expect(options()).toHaveLength(4));
  });

  it('with the quickAnswers module off there is no button, no popover and no request', async () => {
    const { box, server } = await openConversation({ quickAnswersModule: false });
    expect(screen.queryByRole('button', { name: 'Respostas rápidas (/)' })).toBeNull();
    type(box, '/sau');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(suggestions()).toBeNull();
    expect(server.calls.some((c) => c.url.startsWith('/api/quickanswers'))).toBe(false);
  });
});

describe('emoji picker', () => {
  it('inserts the chosen emoji at the caret, not at the end', async () => {
    const { box } = await openConversation();
    type(box, 'Olá mundo');
    box.focus();
    box.setSelectionRange(3, 3);
    fireEvent.keyUp(box, { key: 'ArrowLeft' });
    fireEvent.click(screen.getByRole('button', { name: 'Emojis' }));
    fireEvent.click(await screen.findByRole('tab', { name: 'Comidas e bebidas' }));
    fireEvent.click(within(screen.getByRole('tabpanel', { name: 'Comidas e bebidas' })).getByRole('button', { name: '🍕' }));
    expect(box.value).toBe('Olá🍕 mundo');
    expect(screen.queryByTestId('emoji-panel')).toBeNull();
    expect(document.activeElement).toBe(box);
    expect(box.selectionStart).toBe(3 + '🍕'.length);
  });

  it('searches by Portuguese keywords, accents or not, and Enter picks the first result', async () => {
    const { box } = await openConversation();
    fireEvent.click(screen.getByRole('button', { name: 'Emojis' }));
    const search = await screen.findByRole('textbox', { name: 'Buscar emoji' });
    fireEvent.change(search, { target: { value: 'cafe' } });
    expect(within(screen.getByRole('group', { name: 'Resultados' })).getByRole('button', { name: '☕' })).toBeTruthy();
    fireEvent.change(search, { target: { value: 'xyzw' } });
    expect(screen.getByText('Nenhum emoji encontrado.')).toBeTruthy();
    fireEvent.change(search, { target: { value: 'obrigado' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(box.value).toBe('🙏');
  });
});

import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { Message } from '@atende/contract';
import { AppProviders } from '@/app/providers';
import '../locales';
import { MessageRow } from '../components/chat/message-row';
import { buildTimeline } from '../model/message-timeline';
import { makeAttendance, makeMessage } from './panel-harness';

const attendance = makeAttendance(1);

function renderOne(message: Message) {
  const [item] = buildTimeline([{ messages: [message], nextBefore: null }], 'America/Sao_Paulo');
  if (!item) throw new Error('no timeline item');
  render(
    <AppProviders env="test">
      <MessageRow item={item} timeZone="America/Sao_Paulo" now={new Date('2025-01-01T15:00:00Z')} canReply onReply={() => undefined} />
    </AppProviders>,
  );
  return screen.getByTestId('message');
}

describe('forwarded messages', () => {
  it('labels a message the customer forwarded as Encaminhada, above its content', () => {
    const bubble = renderOne(makeMessage(1, attendance, { content: { text: 'Olha essa promoção', forwarded: true } }));
    expect(within(bubble).getByText('Encaminhada')).toBeTruthy();
    expect(within(bubble).getByText('Olha essa promoção')).toBeTruthy();
  });

  it('labels a forwarded image too', () => {
    const content = { media: { mediaId: null, mimeType: 'image/jpeg', fileName: null, size: null, state: 'pending' as const }, forwarded: true };
    const bubble = renderOne(makeMessage(2, attendance, { type: 'image', content }));
    expect(within(bubble).getByTestId('forwarded').textContent).toBe('Encaminhada');
  });

  it('shows no label on a message that was not forwarded', () => {
    const bubble = renderOne(makeMessage(3, attendance, { content: { text: 'Escrevi eu mesmo' } }));
    expect(within(bubble).queryByText('Encaminhada')).toBeNull();
  });
});

describe('automatic messages', () => {
  it('labels what the bot sent, so the operator tells it from a colleague', () => {
    const bubble = renderOne(makeMessage(4, attendance, { direction: 'out', operatorId: null, content: { text: 'Sua posição na fila: 2', automatic: true } }));
    expect(within(bubble).getByTestId('automatic').textContent).toBe('Mensagem automática (bot)');
  });

  it('leaves an operator message unlabelled', () => {
    const bubble = renderOne(makeMessage(5, attendance, { direction: 'out', content: { text: 'Olá!' } }));
    expect(within(bubble).queryByTestId('automatic')).toBeNull();
  });
});

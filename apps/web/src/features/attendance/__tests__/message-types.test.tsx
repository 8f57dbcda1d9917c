import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { messageTypes, type Message, type MessageType } from '@atende/contract';
import { AppProviders } from '@/app/providers';
import '../locales';
import { MessageRow } from '../components/chat/message-row';
import { buildTimeline } from '../model/message-timeline';
import { makeAttendance, makeMessage } from './panel-harness';

const attendance = makeAttendance(1);
const media = (mimeType: string, fileName: string | null, extra: object = {}) => ({ media: { mediaId: null, mimeType, fileName, size: 2048, ...extra } });

type Case = { type: MessageType; content: Message['content']; direction?: Message['direction']; expects: (RegExp | string)[] };

const cases: Case[] = [
  { type: 'text', content: { text: 'Bom dia, tudo bem?' }, expects: ['Bom dia, tudo bem?'] },
  { type: 'image', content: { ...media('image/jpeg', 'foto.jpg', { state: 'ready', url: '/api/media/f?exp=1&sig=s' }), caption: 'Minha foto' }, expects: ['Minha foto'] },
  { type: 'video', content: media('video/mp4', null, { state: 'pending' }), expects: ['Vídeo', 'Baixando o arquivo do WhatsApp…'] },
  { type: 'audio', content: media('audio/ogg', null, { voice: true, state: 'failed' }), expects: ['Mensagem de voz', /Arquivo indisponível/] },
  { type: 'document', content: media('application/pdf', 'boleto.pdf', { state: 'ready', url: '/api/media/b?exp=1&sig=s' }), expects: ['boleto.pdf', 'application/pdf · 2 KB'] },
  { type: 'sticker', content: media('image/webp', null, { state: 'pending' }), expects: ['Figurinha', 'Baixando o arquivo do WhatsApp…'] },
  {
    type: 'location',
    content: { location: { latitude: -23.55052, longitude: -46.633308, name: 'Loja Centro', address: 'Praça da Sé, São Paulo' } },
    expects: ['Loja Centro', 'Praça da Sé, São Paulo', 'Abrir no mapa (-23.55052, -46.63331)'],
  },
  { type: 'contacts', content: { contacts: [{ name: 'João Silva', phones: ['5511912345678'] }] }, expects: ['João Silva', '+55 (11) 9 1234-5678'] },
  { type: 'interactive', content: { interactive: { kind: 'list_reply', id: 'opt-2', title: 'Segunda via do boleto' } }, expects: ['Opção escolhida', 'Segunda via do boleto'] },
  {
    type: 'interactive',
    direction: 'out',
    content: { interactive: { kind: 'buttons', body: 'Como podemos ajudar?', options: [{ id: 'a', title: 'Vendas' }, { id: 'b', title: 'Suporte' }] } },
    expects: ['Como podemos ajudar?', 'Opções enviadas', 'Vendas', 'Suporte'],
  },
  { type: 'button', content: { text: 'Quero falar com atendente', interactive: { kind: 'button_reply', id: 'p1', title: 'Quero falar com atendente' } }, expects: ['Opção escolhida', 'Quero falar com atendente'] },
  {
    type: 'order',
    content: {
      text: 'Entregar à tarde',
      order: { catalogId: 'cat-1', items: [{ productRetailerId: 'SKU-ANEL', quantity: 2, itemPrice: 150.5, currency: 'BRL' }, { productRetailerId: 'SKU-COLAR', quantity: 1, itemPrice: 99, currency: 'BRL' }] },
    },
    expects: ['Pedido', '2 × SKU-ANEL', '1 × SKU-COLAR', 'Total', /R\$\s?400,00/, 'Entregar à tarde'],
  },
  {
    type: 'products',
    direction: 'out',
    content: {
      text: 'lista',
      products: {
        kind: 'product_list',
        catalogId: null,
        header: 'Nossas joias',
        sections: [{ title: 'Anéis', items: [{ productId: '00000000-0000-4000-8000-000000000301', skuId: 'ANEL', name: 'Anel de Ouro', priceCents: 120000, salePriceCents: 99000, imageMediaId: null, imageUrl: null }] }],
      },
    },
    expects: ['Lista de produtos', 'Nossas joias', 'Anéis', 'Anel de Ouro', /R\$\s990,00/, /R\$\s1\.200,00/, 'Enviado como imagem e texto (canal sem catálogo da Meta).'],
  },
  { type: 'reaction', content: { reaction: { emoji: '👍', targetMessageId: null } }, expects: ['Reagiu com 👍', /a uma mensagem/] },
  { type: 'template', direction: 'out', content: { template: { name: 'boas_vindas', language: 'pt_BR' }, text: 'Olá! Seu pedido saiu.' }, expects: ['Modelo “boas_vindas” (pt_BR)', 'Olá! Seu pedido saiu.'] },
  { type: 'unsupported', content: { text: 'Message type unknown' }, expects: ['Tipo de mensagem não suportado: Message type unknown'] },
  { type: 'system', content: { text: 'O cliente mudou de número' }, expects: ['O cliente mudou de número'] },
];

function renderItems(messages: Message[]) {
  const items = buildTimeline([{ messages: [...messages].reverse(), nextBefore: null }], 'America/Sao_Paulo');
  render(
    <AppProviders env="test">
      {items.map((item) => (
        <MessageRow key={item.message._id} item={item} timeZone="America/Sao_Paulo" now={new Date('2025-01-01T15:00:00Z')} canReply onReply={() => undefined} />
      ))}
    </AppProviders>,
  );
  return items;
}

describe('message bubbles', () => {
  it('covers every message type of the contract', () => {
    expect(new Set(cases.map((c) => c.type))).toEqual(new Set(messageTypes));
  });

  it.each(cases.map((c, i) => [`${c.type}${c.direction === 'out' ? ' (sent)' : ''}`, c, i] as const))('%s renders what it says', (_name, c, i) => {
    renderItems([makeMessage(i, attendance, { type: c.type, content: c.content, direction: c.direction ?? 'in', status: c.direction === 'out' ? 'sent' : 'received' })]);
    const bubble = screen.getByTestId('message');
    for (const expected of c.expects) expect(within(bubble).getByText(expected)).toBeTruthy();
  });

  it('links URLs in text safely and shows the map link for a location', () => {
    renderItems([
      makeMessage(1, attendance, { content: { text: 'Veja https://exemplo.com.br/pedido e <b>isto</b>' } }),
      makeMessage(2, attendance, { type: 'location', content: { location: { latitude: -23.5, longitude: -46.6 } } }),
    ]);
    const link = screen.getByRole('link', { name: 'https://exemplo.com.br/pedido' });
    expect(link.getAttribute('href')).toBe('https://exemplo.com.br/pedido');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByText(/<b>isto<\/b>/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Abrir no mapa/ }).getAttribute('href')).toBe('https://www.google.com/maps/search/?api=1&query=-23.5,-46.6');
  });

  it('puts a reaction on the loaded message it reacts to, and a quoted reply above the answer', () => {
    const original = makeMessage(1, attendance, { content: { text: 'Chegou o pedido?' } });
    const answer = makeMessage(2, attendance, { direction: 'out', status: 'read', content: { text: 'Chegou sim' }, replyToId: original._id });
    const reaction = makeMessage(3, attendance, { type: 'reaction', content: { reaction: { emoji: '❤️', targetMessageId: answer._id } } });
    const lost = makeMessage(4, attendance, { content: { text: 'E o outro?' }, replyToId: makeMessage(999, attendance)._id });
    renderItems([original, answer, reaction, lost]);
    const bubbles = screen.getAllByTestId('message');
    expect(bubbles).toHaveLength(3);
    expect(within(bubbles[1]!).getByLabelText('Reações: ❤️')).toBeTruthy();
    expect(within(bubbles[1]!).getByTestId('quoted').textContent).toBe('ClienteChegou o pedido?');
    expect(within(bubbles[1]!).getByRole('img', { name: 'Lida', hidden: true }).getAttribute('data-tick')).toBe('read');
    expect(within(bubbles[2]!).getByTestId('quoted').textContent).toBe('Mensagem original não carregada');
  });

  it('marks outbound delivery with clock, one tick, two ticks, blue ticks or the failure', () => {
    const statuses = ['pending', 'sent', 'delivered', 'read', 'failed'] as const;
    renderItems(
      statuses.map((status, i) =>
        makeMessage(i, attendance, { direction: 'out', status, error: status === 'failed' ? { code: 131026, message: 'Número sem WhatsApp' } : null }),
      ),
    );
    const ticks = screen.getAllByTestId('message').map((b) => b.querySelector('[data-tick]'));
    expect(ticks.map((t) => t?.getAttribute('data-tick'))).toEqual([...statuses]);
    expect(ticks.map((t) => t?.getAttribute('aria-label'))).toEqual(['Enviando', 'Enviada', 'Entregue', 'Lida', 'Falha no envio: Número sem WhatsApp']);
    expect(screen.getByTestId('failed-reason').textContent).toBe('Falha no envio: Número sem WhatsApp');
  });

  it('separates days with Hoje, Ontem and the date', () => {
    renderItems([
      makeMessage(1, attendance, { createdAt: '2024-12-20T15:00:00Z' }),
      makeMessage(2, attendance, { createdAt: '2024-12-31T15:00:00Z' }),
      makeMessage(3, attendance, { createdAt: '2024-12-31T16:00:00Z' }),
      makeMessage(4, attendance, { createdAt: '2025-01-01T12:00:00Z' }),
    ]);
    expect(screen.getAllByTestId('day-separator').map((d) => d.textContent)).toEqual(['20/12/2024', 'Ontem', 'Hoje']);
  });
});

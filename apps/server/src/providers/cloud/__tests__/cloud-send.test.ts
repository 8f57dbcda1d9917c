// Every outbound type against the fake Graph server: the recorded request is exactly Meta's documented body.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChannelProvider, OutboundMessage } from '../../provider.port.js';
import { createCloudAdapter } from '../index.js';
import { toGraphMessage } from '../cloud-send.mapper.js';
import { startFakeGraph, type FakeGraph } from '../../../../test/support/fake-graph/index.js';

const TO = '5511987654321';
let graph: FakeGraph;
let channel: ChannelProvider;

beforeAll(async () => {
  graph = await startFakeGraph({ accessToken: 'token-do-canal' });
  channel = createCloudAdapter(graph.adapterOptions()).forChannel(graph.credentials({ phoneNumberId: '109876543210001', graphApiVersion: 'v23.0' }));
});
afterAll(() => graph.close());
beforeEach(() => graph.reset());

async function sendAndRecord(message: OutboundMessage): Promise<unknown> {
  const result = await channel.send(message);
  expect(result.providerMessageId).toMatch(/^wamid\./);
  expect(graph.requests).toHaveLength(1);
  const [request] = graph.requests;
  expect(request?.method).toBe('POST');
  expect(request?.path).toBe('/v23.0/109876543210001/messages');
  expect(request?.headers.authorization).toBe('Bearer token-do-canal');
  expect(request?.headers['content-type']).toMatch(/^application\/json/);
  return request?.body;
}

const envelope = { messaging_product: 'whatsapp', recipient_type: 'individual', to: TO };

describe('Cloud send: request bodies', () => {
  it('sends text with the link preview flag', async () => {
    expect(await sendAndRecord({ type: 'text', to: TO, text: 'Olá! Veja https://atende.example', previewUrl: true })).toEqual({
      ...envelope,
      type: 'text',
      text: { preview_url: true, body: 'Olá! Veja https://atende.example' },
    });
  });

  it('asks for the link preview whenever the text carries an http(s) link', async () => {
    expect(await sendAndRecord({ type: 'text', to: TO, text: 'Rastreie em https://loja.example/pedido/12' })).toEqual({
      ...envelope,
      type: 'text',
      text: { preview_url: true, body: 'Rastreie em https://loja.example/pedido/12' },
    });
    graph.reset();
    expect(await sendAndRecord({ type: 'text', to: TO, text: 'Nosso site: loja.example' })).toMatchObject({ text: { preview_url: false } });
  });

  it('sends text as a reply to a customer message', async () => {
    expect(await sendAndRecord({ type: 'text', to: TO, text: 'Respondendo', replyTo: { providerMessageId: 'wamid.IN9' } })).toEqual({
      ...envelope,
      type: 'text',
      context: { message_id: 'wamid.IN9' },
      text: { preview_url: false, body: 'Respondendo' },
    });
  });

  it('sends an uploaded image by id with its caption', async () => {
    expect(await sendAndRecord({ type: 'image', to: TO, media: { providerMediaId: '1234567890' }, caption: 'Seu boleto' })).toEqual({
      ...envelope,
      type: 'image',
      image: { id: '1234567890', caption: 'Seu boleto' },
    });
  });

  it('sends a video by link with its caption', async () => {
    expect(await sendAndRecord({ type: 'video', to: TO, media: { link: 'https://cdn.example/v.mp4' }, caption: 'Tutorial' })).toEqual({
      ...envelope,
      type: 'video',
      video: { link: 'https://cdn.example/v.mp4', caption: 'Tutorial' },
    });
  });

  it('sends audio without caption or file name', async () => {
    expect(await sendAndRecord({ type: 'audio', to: TO, media: { providerMediaId: '555' }, fileName: 'nota.ogg' })).toEqual({
      ...envelope,
      type: 'audio',
      audio: { id: '555' },
    });
  });

  it('sends a document with its file name and caption', async () => {
    const message: OutboundMessage = {
      type: 'document',
      to: TO,
      media: { providerMediaId: '777' },
      caption: 'Contrato assinado',
      fileName: 'contrato.pdf',
      replyTo: { providerMessageId: 'wamid.IN2' },
    };
    expect(await sendAndRecord(message)).toEqual({
      ...envelope,
      type: 'document',
      context: { message_id: 'wamid.IN2' },
      document: { id: '777', caption: 'Contrato assinado', filename: 'contrato.pdf' },
    });
  });

  it('sends a sticker by id', async () => {
    expect(await sendAndRecord({ type: 'sticker', to: TO, media: { providerMediaId: '888' } })).toEqual({
      ...envelope,
      type: 'sticker',
      sticker: { id: '888' },
    });
  });

  it('sends a template with its language and components', async () => {
    const message: OutboundMessage = {
      type: 'template',
      to: TO,
      name: 'pedido_confirmado',
      language: 'pt_BR',
      components: [
        { type: 'header', parameters: [{ type: 'image', image: { link: 'https://cdn.example/logo.png' } }] },
        { type: 'body', parameters: [{ type: 'text', text: 'Maria' }, { type: 'currency', currency: { fallback_value: 'R$ 10,00', code: 'BRL', amount_1000: 10000 } }] },
        { type: 'button', sub_type: 'quick_reply', index: 0, parameters: [{ type: 'payload', payload: 'CONFIRMAR' }] },
      ],
    };
    expect(await sendAndRecord(message)).toEqual({
      ...envelope,
      type: 'template',
      template: {
        name: 'pedido_confirmado',
        language: { code: 'pt_BR' },
        components: [
          // Meta nests a media parameter under its type.
          { type: 'header', parameters: [{ type: 'image', image: { link: 'https://cdn.example/logo.png' } }] },
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Maria' },
              { type: 'currency', currency: { fallback_value: 'R$ 10,00', code: 'BRL', amount_1000: 10000 } },
            ],
          },
          { type: 'button', sub_type: 'quick_reply', index: 0, parameters: [{ type: 'payload', payload: 'CONFIRMAR' }] },
        ],
      },
    });
  });

  it('sends a template whose header is a video by link, nested under video as Meta documents', async () => {
    const message: OutboundMessage = {
      type: 'template',
      to: TO,
      name: 'lancamento_produto',
      language: 'pt_BR',
      components: [{ type: 'header', parameters: [{ type: 'video', video: { link: 'https://cdn.example/lancamento.mp4' } }] }],
    };
    expect(await sendAndRecord(message)).toEqual({
      ...envelope,
      type: 'template',
      template: {
        name: 'lancamento_produto',
        language: { code: 'pt_BR' },
        components: [{ type: 'header', parameters: [{ type: 'video', video: { link: 'https://cdn.example/lancamento.mp4' } }] }],
      },
    });
  });

  it('sends a template whose header is a document with the file name the customer sees', async () => {
    const message: OutboundMessage = {
      type: 'template',
      to: TO,
      name: 'boleto_disponivel',
      language: 'pt_BR',
      components: [
        { type: 'header', parameters: [{ type: 'document', document: { link: 'https://cdn.example/b/123.pdf', filename: 'boleto-junho.pdf' } }] },
        { type: 'body', parameters: [{ type: 'text', text: 'Maria' }] },
      ],
    };
    expect(await sendAndRecord(message)).toEqual({
      ...envelope,
      type: 'template',
      template: {
        name: 'boleto_disponivel',
        language: { code: 'pt_BR' },
        components: [
          { type: 'header', parameters: [{ type: 'document', document: { link: 'https://cdn.example/b/123.pdf', filename: 'boleto-junho.pdf' } }] },
          { type: 'body', parameters: [{ type: 'text', text: 'Maria' }] },
        ],
      },
    });
  });

  it('sends a template whose header image is an uploaded media id', async () => {
    const message: OutboundMessage = {
      type: 'template',
      to: TO,
      name: 'pedido_confirmado',
      language: 'pt_BR',
      components: [{ type: 'header', parameters: [{ type: 'image', image: { id: '1479537139650973' } }] }],
    };
    expect(await sendAndRecord(message)).toMatchObject({
      template: { components: [{ type: 'header', parameters: [{ type: 'image', image: { id: '1479537139650973' } }] }] },
    });
  });

  it('sends a template without components', async () => {
    expect(await sendAndRecord({ type: 'template', to: TO, name: 'boas_vindas', language: 'pt_BR' })).toEqual({
      ...envelope,
      type: 'template',
      template: { name: 'boas_vindas', language: { code: 'pt_BR' } },
    });
  });

  it('sends reply buttons with header and footer', async () => {
    const message: OutboundMessage = {
      type: 'interactive_buttons',
      to: TO,
      header: 'Agendamento',
      body: 'Confirma a visita amanhã às 10h?',
      footer: 'Responda com um toque',
      buttons: [
        { id: 'sim', title: 'Sim' },
        { id: 'nao', title: 'Não' },
        { id: 'remarcar', title: 'Remarcar' },
      ],
    };
    expect(await sendAndRecord(message)).toEqual({
      ...envelope,
      type: 'interactive',
      interactive: {
        type: 'button',
        header: { type: 'text', text: 'Agendamento' },
        body: { text: 'Confirma a visita amanhã às 10h?' },
        footer: { text: 'Responda com um toque' },
        action: {
          buttons: [
            { type: 'reply', reply: { id: 'sim', title: 'Sim' } },
            { type: 'reply', reply: { id: 'nao', title: 'Não' } },
            { type: 'reply', reply: { id: 'remarcar', title: 'Remarcar' } },
          ],
        },
      },
    });
  });

  it('sends reply buttons without header or footer', async () => {
    const body = await sendAndRecord({ type: 'interactive_buttons', to: TO, body: 'Tudo certo?', buttons: [{ id: 'ok', title: 'Ok' }] });
    expect(body).toEqual({
      ...envelope,
      type: 'interactive',
      interactive: { type: 'button', body: { text: 'Tudo certo?' }, action: { buttons: [{ type: 'reply', reply: { id: 'ok', title: 'Ok' } }] } },
    });
  });

  it('sends a list with sections, rows and descriptions', async () => {
    const message: OutboundMessage = {
      type: 'interactive_list',
      to: TO,
      header: 'Atendimento',
      body: 'Com qual setor você quer falar?',
      footer: 'Atende',
      button: 'Ver setores',
      sections: [
        { title: 'Vendas', rows: [{ id: 'novos', title: 'Novos pedidos', description: 'Orçamentos e compras' }] },
        { title: 'Suporte', rows: [{ id: 'tecnico', title: 'Técnico' }, { id: 'financeiro', title: 'Financeiro', description: 'Boletos' }] },
      ],
      replyTo: { providerMessageId: 'wamid.IN3' },
    };
    expect(await sendAndRecord(message)).toEqual({
      ...envelope,
      type: 'interactive',
      context: { message_id: 'wamid.IN3' },
      interactive: {
        type: 'list',
        header: { type: 'text', text: 'Atendimento' },
        body: { text: 'Com qual setor você quer falar?' },
        footer: { text: 'Atende' },
        action: {
          button: 'Ver setores',
          sections: [
            { title: 'Vendas', rows: [{ id: 'novos', title: 'Novos pedidos', description: 'Orçamentos e compras' }] },
            { title: 'Suporte', rows: [{ id: 'tecnico', title: 'Técnico' }, { id: 'financeiro', title: 'Financeiro', description: 'Boletos' }] },
          ],
        },
      },
    });
  });

  it('sends a one-section list without a section title', async () => {
    const body = await sendAndRecord({
      type: 'interactive_list',
      to: TO,
      body: 'Escolha',
      button: 'Opções',
      sections: [{ rows: [{ id: 'a', title: 'A' }] }],
    });
    expect(body).toMatchObject({ interactive: { action: { button: 'Opções', sections: [{ rows: [{ id: 'a', title: 'A' }] }] } } });
  });

  it('sends a location', async () => {
    const message: OutboundMessage = { type: 'location', to: TO, latitude: -23.5613, longitude: -46.6565, name: 'Loja Paulista', address: 'Av. Paulista, 1578' };
    expect(await sendAndRecord(message)).toEqual({
      ...envelope,
      type: 'location',
      location: { latitude: -23.5613, longitude: -46.6565, name: 'Loja Paulista', address: 'Av. Paulista, 1578' },
    });
  });

  it('sends a reaction to a customer message', async () => {
    expect(await sendAndRecord({ type: 'reaction', to: TO, targetProviderMessageId: 'wamid.IN4', emoji: '❤️' })).toEqual({
      ...envelope,
      type: 'reaction',
      reaction: { message_id: 'wamid.IN4', emoji: '❤️' },
    });
  });

  it('returns the wamid Graph gave to the message', async () => {
    const result = await channel.send({ type: 'text', to: TO, text: 'oi' });
    expect(graph.requests).toHaveLength(1);
    expect(result.providerMessageId).toMatch(/^wamid\.[A-Za-z0-9+/=]+$/);
  });

  it('marks a customer message as read', async () => {
    await channel.markRead('wamid.IN5');
    expect(graph.requests).toHaveLength(1);
    expect(graph.requests[0]?.path).toBe('/v23.0/109876543210001/messages');
    expect(graph.requests[0]?.body).toEqual({ messaging_product: 'whatsapp', status: 'read', message_id: 'wamid.IN5' });
  });

  it('uses the default Graph version when the channel does not set one', async () => {
    const { graphApiVersion: _unused, ...credentials } = graph.credentials();
    await createCloudAdapter(graph.adapterOptions()).forChannel(credentials).send({ type: 'text', to: TO, text: 'oi' });
    expect(graph.requests[0]?.path).toBe('/v23.0/109876543210001/messages');
  });
});

describe('Cloud send: customers known only by their business-scoped user id', () => {
  it('addresses a BSUID in recipient instead of to, as Meta asks', () => {
    expect(toGraphMessage({ type: 'text', to: 'BR.1502576394655843', text: 'Olá!' })).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      recipient: 'BR.1502576394655843',
      type: 'text',
      text: { preview_url: false, body: 'Olá!' },
    });
  });

  it('addresses a parent BSUID in recipient too', () => {
    const body = toGraphMessage({ type: 'reaction', to: 'US.ENT.11815799212886844830', targetProviderMessageId: 'wamid.IN1', emoji: '👍' });
    expect(body.recipient).toBe('US.ENT.11815799212886844830');
    expect(body).not.toHaveProperty('to');
  });

  it('keeps phone numbers in to', () => {
    const body = toGraphMessage({ type: 'text', to: TO, text: 'Olá!' });
    expect(body.to).toBe(TO);
    expect(body).not.toHaveProperty('recipient');
  });
});

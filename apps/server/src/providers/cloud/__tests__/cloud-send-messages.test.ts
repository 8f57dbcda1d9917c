// Every outbound message type but templates and interactive ones against the fake Graph server: the
// recorded request is exactly Meta's documented body; and how a customer is addressed.
import { describe, expect, it } from 'vitest';
import type { OutboundMessage } from '../../provider.port.js';
import { createCloudAdapter } from '../index.js';
import { toGraphMessage } from '../cloud-send.mapper.js';
import { envelope, TO, useCloudSendChannel } from '../../../../test/support/cloud-send-fixtures.js';

const h = useCloudSendChannel();
const { sendAndRecord } = h;

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
    h.graph.reset();
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
    const result = await h.channel.send({ type: 'text', to: TO, text: 'oi' });
    expect(h.graph.requests).toHaveLength(1);
    expect(result.providerMessageId).toMatch(/^wamid\.[A-Za-z0-9+/=]+$/);
  });

  it('marks a customer message as read', async () => {
    await h.channel.markRead('wamid.IN5');
    expect(h.graph.requests).toHaveLength(1);
    expect(h.graph.requests[0]?.path).toBe('/v23.0/109876543210001/messages');
    expect(h.graph.requests[0]?.body).toEqual({ messaging_product: 'whatsapp', status: 'read', message_id: 'wamid.IN5' });
  });

  it('uses the default Graph version when the channel does not set one', async () => {
    const { graphApiVersion: _unused, ...credentials } = h.graph.credentials();
    await createCloudAdapter(h.graph.adapterOptions()).forChannel(credentials).send({ type: 'text', to: TO, text: 'oi' });
    expect(h.graph.requests[0]?.path).toBe('/v23.0/109876543210001/messages');
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

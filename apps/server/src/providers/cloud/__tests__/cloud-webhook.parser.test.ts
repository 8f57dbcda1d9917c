import { describe, expect, it } from 'vitest';
import { cloudAdapter } from '../index.js';
import { CUSTOMER, PHONE_ID, SENT_AT, delivery, onlyEvent, onlyMessage } from './cloud-webhook.fixtures.js';

describe('Cloud webhook parser: inbound messages', () => {
  it('maps a text message with its wamid, sender number, sender name and time', () => {
    const batches = cloudAdapter.parseWebhook(delivery({ type: 'text', text: { body: 'Tem em outra cor?' } }));
    expect(batches).toEqual([
      {
        accountId: PHONE_ID,
        events: [
          {
            kind: 'message',
            providerMessageId: 'wamid.IN1',
            from: { number: CUSTOMER, name: 'Maria Souza' },
            timestamp: new Date(Number(SENT_AT) * 1000),
            type: 'text',
            text: 'Tem em outra cor?',
          },
        ],
      },
    ]);
  });

  it('takes the sender name from the contact whose wa_id matches the sender', () => {
    const body = delivery({ type: 'text', text: { body: 'oi' } }, [
      { profile: { name: 'Outra Pessoa' }, wa_id: '5511000000000' },
      { profile: { name: 'Maria Souza' }, wa_id: CUSTOMER },
    ]);
    const event = onlyEvent(cloudAdapter.parseWebhook(body));
    expect(event.kind === 'message' && event.from.name).toBe('Maria Souza');
  });

  it('leaves the sender name null when no contact is given', () => {
    const event = onlyEvent(cloudAdapter.parseWebhook(delivery({ type: 'text', text: { body: 'oi' } }, [])));
    expect(event.kind === 'message' && event.from.name).toBeNull();
  });

  it('maps an image with its media id, MIME type, hash and caption', () => {
    const message = onlyMessage({
      type: 'image',
      image: { caption: 'Comprovante', mime_type: 'image/jpeg', sha256: 'abc=', id: '1003383421387256' },
    });
    expect(message.type).toBe('image');
    expect(message.media).toEqual({ providerMediaId: '1003383421387256', mimeType: 'image/jpeg', sha256: 'abc=', caption: 'Comprovante' });
  });

  it('marks a recorded voice note as voice', () => {
    const message = onlyMessage({
      type: 'audio',
      audio: { mime_type: 'audio/ogg; codecs=opus', sha256: 'h', id: '2001', voice: true },
    });
    expect(message.type).toBe('audio');
    expect(message.media).toEqual({ providerMediaId: '2001', mimeType: 'audio/ogg; codecs=opus', sha256: 'h', voice: true });
  });

  it('does not mark a forwarded audio file as voice', () => {
    const message = onlyMessage({ type: 'audio', audio: { mime_type: 'audio/mpeg', sha256: 'h', id: '2002', voice: false } });
    expect(message.media?.voice).toBeUndefined();
  });

  it('maps a video with its caption', () => {
    const message = onlyMessage({ type: 'video', video: { caption: 'Unboxing', mime_type: 'video/mp4', sha256: 'h', id: '2003' } });
    expect(message.type).toBe('video');
    expect(message.media).toEqual({ providerMediaId: '2003', mimeType: 'video/mp4', sha256: 'h', caption: 'Unboxing' });
  });

  it('maps a document with its file name and caption', () => {
    const message = onlyMessage({
      type: 'document',
      document: { caption: 'Segue o contrato', filename: 'contrato.pdf', mime_type: 'application/pdf', sha256: 'h', id: '2004' },
    });
    expect(message.type).toBe('document');
    expect(message.media).toEqual({
      providerMediaId: '2004',
      mimeType: 'application/pdf',
      sha256: 'h',
      caption: 'Segue o contrato',
      fileName: 'contrato.pdf',
    });
  });

  it('maps a sticker', () => {
    const message = onlyMessage({ type: 'sticker', sticker: { mime_type: 'image/webp', sha256: 'h', id: '2005', animated: false } });
    expect(message.type).toBe('sticker');
    expect(message.media).toEqual({ providerMediaId: '2005', mimeType: 'image/webp', sha256: 'h' });
  });

  it('maps a shared location', () => {
    const message = onlyMessage({
      type: 'location',
      location: { latitude: -23.5613, longitude: -46.6565, name: 'MASP', address: 'Av. Paulista, 1578', url: 'https://masp.org.br' },
    });
    expect(message.type).toBe('location');
    expect(message.location).toEqual({
      latitude: -23.5613,
      longitude: -46.6565,
      name: 'MASP',
      address: 'Av. Paulista, 1578',
      url: 'https://masp.org.br',
    });
  });

  it('maps shared contact cards', () => {
    const message = onlyMessage({
      type: 'contacts',
      contacts: [
        {
          name: { formatted_name: 'João Lima', first_name: 'João', last_name: 'Lima' },
          phones: [{ phone: '+55 11 98888-7777', wa_id: '5511988887777', type: 'CELL' }],
          emails: [{ email: 'joao@example.com', type: 'WORK' }],
          org: { company: 'Lima & Cia' },
        },
        { name: { first_name: 'Ana', last_name: 'Reis' }, phones: [{ phone: '+55 21 3333-4444', type: 'HOME' }] },
      ],
    });
    expect(message.type).toBe('contacts');
    expect(message.contacts).toEqual([
      {
        name: 'João Lima',
        phones: [{ phone: '+55 11 98888-7777', waId: '5511988887777', type: 'CELL' }],
        emails: ['joao@example.com'],
        organization: 'Lima & Cia',
      },
      { name: 'Ana Reis', phones: [{ phone: '+55 21 3333-4444', waId: undefined, type: 'HOME' }] },
    ]);
  });

  it('maps a tap on a reply button', () => {
    const message = onlyMessage({
      type: 'interactive',
      context: { from: '15550783881', id: 'wamid.OUT1' },
      interactive: { type: 'button_reply', button_reply: { id: 'confirmar', title: 'Confirmar' } },
    });
    expect(message.type).toBe('interactive');
    expect(message.interactive).toEqual({ kind: 'button_reply', id: 'confirmar', title: 'Confirmar' });
  });

  it('maps a choice from a list, with its description', () => {
    const message = onlyMessage({
      type: 'interactive',
      interactive: { type: 'list_reply', list_reply: { id: 'financeiro', title: 'Financeiro', description: 'Boletos e notas' } },
    });
    expect(message.interactive).toEqual({ kind: 'list_reply', id: 'financeiro', title: 'Financeiro', description: 'Boletos e notas' });
  });

  it('maps a tap on a template quick-reply button', () => {
    const message = onlyMessage({
      type: 'button',
      context: { from: '15550783881', id: 'wamid.TEMPLATE1' },
      button: { payload: 'PARAR_PROMOCOES', text: 'Parar promoções' },
    });
    expect(message.type).toBe('button');
    expect(message.button).toEqual({ payload: 'PARAR_PROMOCOES', text: 'Parar promoções' });
    expect(message.context).toEqual({ providerMessageId: 'wamid.TEMPLATE1' });
  });

  it('maps a catalog order with its items and note', () => {
    const message = onlyMessage({
      type: 'order',
      order: {
        catalog_id: '9876543210',
        text: 'Entregar à tarde',
        product_items: [
          { product_retailer_id: 'SKU-1', quantity: 2, item_price: 49.9, currency: 'BRL' },
          { product_retailer_id: 'SKU-2', quantity: '1', item_price: '120', currency: 'BRL' },
        ],
      },
    });
    expect(message.type).toBe('order');
    expect(message.order).toEqual({
      catalogId: '9876543210',
      text: 'Entregar à tarde',
      items: [
        { productRetailerId: 'SKU-1', quantity: 2, itemPrice: 49.9, currency: 'BRL' },
        { productRetailerId: 'SKU-2', quantity: 1, itemPrice: 120, currency: 'BRL' },
      ],
    });
  });

  it('maps a reaction to the message it reacts to', () => {
    const message = onlyMessage({ type: 'reaction', reaction: { message_id: 'wamid.OUT2', emoji: '👍' } });
    expect(message.type).toBe('reaction');
    expect(message.reaction).toEqual({ targetProviderMessageId: 'wamid.OUT2', emoji: '👍' });
  });

  it('maps a removed reaction (no emoji) to a null emoji', () => {
    expect(onlyMessage({ type: 'reaction', reaction: { message_id: 'wamid.OUT2' } }).reaction).toEqual({
      targetProviderMessageId: 'wamid.OUT2',
      emoji: null,
    });
    expect(onlyMessage({ type: 'reaction', reaction: { message_id: 'wamid.OUT2', emoji: '' } }).reaction?.emoji).toBeNull();
  });

  it('keeps an unsupported message with the errors Meta gave', () => {
    const message = onlyMessage({
      type: 'unsupported',
      errors: [
        {
          code: 131051,
          title: 'Message type unknown',
          message: 'Message type unknown',
          error_data: { details: 'Message type is currently not supported.' },
        },
      ],
      unsupported: { type: 'edit' },
    });
    expect(message.type).toBe('unsupported');
    expect(message.providerMessageId).toBe('wamid.IN1');
    expect(message.errors).toEqual([{ code: 131051, title: 'Message type unknown', message: 'Message type unknown' }]);
    expect(message.unsupportedType).toBe('edit');
  });

  it("keeps the original type Meta gives for an unsupported poll (Meta's unsupported messages reference)", () => {
    const message = onlyMessage({
      type: 'unsupported',
      errors: [{ code: 131051, title: 'Message type unknown', message: 'Message type unknown', error_data: { details: 'Message type is currently not supported.' } }],
      unsupported: { type: 'poll_creation' },
    });
    expect(message).toMatchObject({ type: 'unsupported', unsupportedType: 'poll_creation' });
  });

  it('leaves the original type out when an unsupported message does not name one', () => {
    const message = onlyMessage({ type: 'unsupported', errors: [{ code: 131051, title: 'Message type unknown' }] });
    expect(message.type).toBe('unsupported');
    expect(message.unsupportedType).toBeUndefined();
  });

  it('keeps a message of a type it does not know as unsupported, naming that type', () => {
    const message = onlyMessage({ type: 'request_welcome' });
    expect(message.type).toBe('unsupported');
    expect(message.providerMessageId).toBe('wamid.IN1');
    expect(message.unsupportedType).toBe('request_welcome');
  });

  it("keeps an interactive reply it does not model (a Flow's nfm_reply) as unsupported, naming its kind", () => {
    const message = onlyMessage({
      type: 'interactive',
      interactive: { type: 'nfm_reply', nfm_reply: { name: 'flow', body: 'Sent', response_json: '{"flow_token":"x"}' } },
    });
    expect(message).toMatchObject({ type: 'unsupported', unsupportedType: 'nfm_reply' });
  });

  it('maps a system message about a changed number', () => {
    const body = delivery(
      {
        type: 'system',
        system: { body: 'User Maria changed from 5511987654321 to 5511911112222', wa_id: '5511911112222', type: 'user_changed_number' },
      },
      [],
    );
    const event = onlyEvent(cloudAdapter.parseWebhook(body));
    expect(event).toMatchObject({
      kind: 'message',
      type: 'system',
      from: { number: CUSTOMER, name: null },
      system: { body: 'User Maria changed from 5511987654321 to 5511911112222', type: 'user_changed_number' },
    });
  });

  it('records which message a reply answers', () => {
    const message = onlyMessage({
      type: 'text',
      text: { body: 'Sobre isso aqui' },
      context: { from: '15550783881', id: 'wamid.OUT3' },
    });
    expect(message.context).toEqual({ providerMessageId: 'wamid.OUT3' });
    expect(message.forwarded).toBeUndefined();
  });

  it('keeps a forwarded message as forwarded, not as a reply (its context has no id)', () => {
    const message = onlyMessage({ type: 'text', text: { body: 'Olha essa promoção' }, context: { forwarded: true } });
    expect(message.context).toBeUndefined();
    expect(message.forwarded).toBe(true);
  });

  it('keeps a frequently forwarded image as forwarded, not as a reply', () => {
    const message = onlyMessage({
      type: 'image',
      image: { mime_type: 'image/jpeg', sha256: 'h', id: '2006' },
      context: { frequently_forwarded: true },
    });
    expect(message.type).toBe('image');
    expect(message.context).toBeUndefined();
    expect(message.forwarded).toBe(true);
  });

  it('keeps both the quoted message and the forwarded flag when a context carries both', () => {
    const message = onlyMessage({ type: 'text', text: { body: 'oi' }, context: { from: '15550783881', id: 'wamid.OUT4', forwarded: true } });
    expect(message.context).toEqual({ providerMessageId: 'wamid.OUT4' });
    expect(message.forwarded).toBe(true);
  });

  it('does not mark a message forwarded when the flags are false', () => {
    const message = onlyMessage({ type: 'text', text: { body: 'oi' }, context: { forwarded: false, frequently_forwarded: false } });
    expect(message.forwarded).toBeUndefined();
    expect(message.context).toBeUndefined();
  });

  it('ignores fields it does not know', () => {
    const message = onlyMessage({
      type: 'text',
      text: { body: 'oi', novidade: 1 },
      referral: { source_url: 'https://fb.me/x', source_type: 'ad' },
      something_new: { a: 1 },
    });
    expect(message.text).toBe('oi');
  });
});


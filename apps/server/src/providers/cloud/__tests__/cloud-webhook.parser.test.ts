import { describe, expect, it } from 'vitest';
import type { InboundMessage, InboundStatus, WebhookBatch } from '../../provider.port.js';
import { cloudAdapter } from '../index.js';
import { cloudWebhook } from '../../../../test/support/fake-graph/index.js';

const PHONE_ID = '106540352242922';
const CUSTOMER = '5511987654321';
const SENT_AT = '1749416383';

/** A delivery shaped as in Meta's messages webhook reference, carrying one raw message object. */
function delivery(message: Record<string, unknown>, contacts: unknown[] = [{ profile: { name: 'Maria Souza' }, wa_id: CUSTOMER }]) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: PHONE_ID },
              contacts,
              messages: [{ from: CUSTOMER, id: 'wamid.IN1', timestamp: SENT_AT, ...message }],
            },
          },
        ],
      },
    ],
  };
}

function onlyEvent(batches: WebhookBatch[]) {
  expect(batches).toHaveLength(1);
  expect(batches[0]?.events).toHaveLength(1);
  return batches[0]!.events[0]!;
}

function onlyMessage(message: Record<string, unknown>): InboundMessage {
  const event = onlyEvent(cloudAdapter.parseWebhook(delivery(message)));
  if (event.kind !== 'message') throw new Error(`expected a message, got ${event.kind}`);
  return event;
}

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
  });

  it('keeps a message of a type it does not know as unsupported', () => {
    const message = onlyMessage({ type: 'request_welcome' });
    expect(message.type).toBe('unsupported');
    expect(message.providerMessageId).toBe('wamid.IN1');
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

describe('Cloud webhook parser: business-scoped user ids (usernames)', () => {
  const BSUID = 'BR.1502576394655843';

  /** Meta's incoming message shape once BSUIDs ship: the message carries from_user_id, the contact user_id. */
  function withUserIds(message: Record<string, unknown>, contacts: unknown[]) {
    const body = delivery({ type: 'text', text: { body: 'Oi, tudo bem?' }, ...message }, contacts);
    const raw = body.entry[0]!.changes[0]!.value.messages[0] as Record<string, unknown>;
    if (message.from === undefined) delete raw.from;
    return onlyEvent(cloudAdapter.parseWebhook(body));
  }

  it('keeps the phone number as the sender and records the user id beside it', () => {
    const event = withUserIds({ from: CUSTOMER, from_user_id: BSUID }, [
      { profile: { name: 'Maria Souza' }, wa_id: CUSTOMER, user_id: BSUID },
    ]);
    expect(event).toMatchObject({ kind: 'message', from: { number: CUSTOMER, name: 'Maria Souza', userId: BSUID } });
  });

  it('takes the user id from the contact when the message does not repeat it', () => {
    const event = withUserIds({ from: CUSTOMER }, [{ profile: { name: 'Maria Souza' }, wa_id: CUSTOMER, user_id: BSUID }]);
    expect(event.kind === 'message' && event.from).toEqual({ number: CUSTOMER, name: 'Maria Souza', userId: BSUID });
  });

  it('uses the user id as the sender when a customer with a username withholds their number', () => {
    const event = withUserIds({ from_user_id: BSUID }, [{ profile: { name: 'Maria Souza', username: '@maria.souza' }, user_id: BSUID }]);
    expect(event.kind === 'message' && event.from).toEqual({ number: BSUID, name: 'Maria Souza', userId: BSUID, username: '@maria.souza' });
    expect(event.kind === 'message' && event.text).toBe('Oi, tudo bem?');
  });

  it('finds the name of a number-less sender among several contacts by user id', () => {
    const event = withUserIds({ from_user_id: BSUID }, [
      { profile: { name: 'Outra Pessoa' }, wa_id: '5511000000000', user_id: 'BR.999' },
      { profile: { name: 'Maria Souza' }, user_id: BSUID },
    ]);
    expect(event.kind === 'message' && event.from.name).toBe('Maria Souza');
  });

  it('still throws when a message says neither number nor user id', () => {
    const body = delivery({ type: 'text', text: { body: 'oi' } }, []);
    delete (body.entry[0]!.changes[0]!.value.messages[0] as Record<string, unknown>).from;
    expect(() => cloudAdapter.parseWebhook(body)).toThrow(/from/);
  });
});

describe('Cloud webhook parser: statuses, templates and grouping', () => {
  function status(raw: Record<string, unknown>): InboundStatus {
    const body = delivery({});
    const value = body.entry[0]!.changes[0]!.value as Record<string, unknown>;
    delete value.messages;
    delete value.contacts;
    value.statuses = [raw];
    const event = onlyEvent(cloudAdapter.parseWebhook(body));
    if (event.kind !== 'status') throw new Error(`expected a status, got ${event.kind}`);
    return event;
  }

  it.each(['sent', 'delivered', 'read'] as const)('maps a %s status', (value) => {
    expect(status({ id: 'wamid.OUT1', status: value, timestamp: SENT_AT, recipient_id: CUSTOMER })).toEqual({
      kind: 'status',
      providerMessageId: 'wamid.OUT1',
      status: value,
      timestamp: new Date(Number(SENT_AT) * 1000),
      recipient: CUSTOMER,
    });
  });

  it('maps a failed status with the first error Meta gives', () => {
    const event = status({
      id: 'wamid.OUT1',
      status: 'failed',
      timestamp: SENT_AT,
      recipient_id: CUSTOMER,
      errors: [
        {
          code: 131047,
          title: 'Re-engagement message',
          message: 'Re-engagement message',
          error_data: { details: 'Message failed to send because more than 24 hours have passed since the customer last replied to this number.' },
          href: 'https://developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes/',
        },
      ],
    });
    expect(event.status).toBe('failed');
    expect(event.error).toEqual({
      code: 131047,
      title: 'Re-engagement message',
      message: 'Re-engagement message',
      details: 'Message failed to send because more than 24 hours have passed since the customer last replied to this number.',
    });
  });

  it('maps a template status change to the WABA id from the entry', () => {
    const batches = cloudAdapter.parseWebhook(
      cloudWebhook.templateStatus('102290129340398', {
        templateId: 806312974732579,
        name: 'pedido_confirmado',
        language: 'pt_BR',
        event: 'REJECTED',
        reason: 'INVALID_FORMAT',
      }),
    );
    expect(batches).toEqual([
      {
        accountId: '102290129340398',
        events: [
          {
            kind: 'template_status',
            templateId: '806312974732579',
            name: 'pedido_confirmado',
            language: 'pt_BR',
            status: 'REJECTED',
            reason: 'INVALID_FORMAT',
          },
        ],
      },
    ]);
  });

  it('leaves out the reason of an approved template when Meta says NONE', () => {
    const [batch] = cloudAdapter.parseWebhook(
      cloudWebhook.templateStatus('1', { templateId: '5', name: 'boas_vindas', language: 'pt_BR', event: 'APPROVED' }),
    );
    expect(batch?.events[0]).not.toHaveProperty('reason');
  });

  it('groups events by the phone number they arrived on', () => {
    const body = cloudWebhook.combine(
      cloudWebhook.text('111', CUSTOMER, 'primeira', { id: 'wamid.A' }),
      cloudWebhook.text('222', CUSTOMER, 'para outro número', { id: 'wamid.B' }),
      cloudWebhook.status('111', { id: 'wamid.C', status: 'delivered', recipient: CUSTOMER }),
    );
    const batches = cloudAdapter.parseWebhook(body);
    expect(batches.map((b) => ({ accountId: b.accountId, ids: b.events.map((e) => ('providerMessageId' in e ? e.providerMessageId : '')) }))).toEqual([
      { accountId: '111', ids: ['wamid.A', 'wamid.C'] },
      { accountId: '222', ids: ['wamid.B'] },
    ]);
  });

  it('understands the bodies the test webhook builder makes', () => {
    const event = onlyEvent(
      cloudAdapter.parseWebhook(
        cloudWebhook.message(PHONE_ID, {
          from: CUSTOMER,
          name: 'Maria',
          id: 'wamid.X',
          type: 'interactive',
          reply: { kind: 'list_reply', id: 'suporte', title: 'Suporte' },
          context: { id: 'wamid.LIST' },
        }),
      ),
    );
    expect(event).toMatchObject({
      kind: 'message',
      providerMessageId: 'wamid.X',
      from: { number: CUSTOMER, name: 'Maria' },
      interactive: { kind: 'list_reply', id: 'suporte', title: 'Suporte' },
      context: { providerMessageId: 'wamid.LIST' },
    });
  });

  it('surfaces errors about the business number itself as an account error, without throwing', () => {
    // Meta's "errors messages webhook": a messages change with errors and neither messages nor statuses.
    const body = {
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '102290129340398',
          changes: [
            {
              value: {
                messaging_product: 'whatsapp',
                metadata: { display_phone_number: '15550783881', phone_number_id: PHONE_ID },
                errors: [
                  {
                    code: 130429,
                    title: 'Rate limit hit',
                    message: 'Rate limit hit',
                    error_data: { details: 'Message failed to send because there were too many messages sent from this phone number in a short period of time' },
                    href: '/docs/whatsapp/cloud-api/support/error-codes/',
                  },
                ],
              },
              field: 'messages',
            },
          ],
        },
      ],
    };
    expect(cloudAdapter.parseWebhook(body)).toEqual([
      {
        accountId: PHONE_ID,
        events: [
          {
            kind: 'account_error',
            errors: [
              {
                code: 130429,
                title: 'Rate limit hit',
                message: 'Rate limit hit',
                details: 'Message failed to send because there were too many messages sent from this phone number in a short period of time',
              },
            ],
          },
        ],
      },
    ]);
  });

  it('keeps the account of a change it does not handle, with no events, so the delivery can be verified and acknowledged', () => {
    const body = {
      object: 'whatsapp_business_account',
      entry: [{ id: '1', changes: [{ field: 'phone_number_quality_update', value: { event: 'FLAGGED' } }] }],
    };
    expect(cloudAdapter.parseWebhook(body)).toEqual([{ accountId: '1', events: [] }]);
  });

  it('throws a clear error on a body that is not a WhatsApp webhook', () => {
    expect(() => cloudAdapter.parseWebhook({ object: 'page', entry: [] })).toThrow(/Not a WhatsApp Cloud webhook/);
    expect(() => cloudAdapter.parseWebhook('texto')).toThrow(/Not a WhatsApp Cloud webhook/);
    expect(() => cloudAdapter.parseWebhook(null)).toThrow(/Not a WhatsApp Cloud webhook/);
  });

  it('throws when a message lacks what identifies it', () => {
    const body = delivery({ type: 'text', text: { body: 'oi' } });
    delete (body.entry[0]!.changes[0]!.value.messages[0] as Record<string, unknown>).id;
    expect(() => cloudAdapter.parseWebhook(body)).toThrow(/message\.id is missing/);
  });

  it('throws when the messages change does not say which phone number it is for', () => {
    const body = delivery({ type: 'text', text: { body: 'oi' } });
    (body.entry[0]!.changes[0]!.value as Record<string, unknown>).metadata = {};
    expect(() => cloudAdapter.parseWebhook(body)).toThrow(/phone_number_id/);
  });
});

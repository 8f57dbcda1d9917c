import { describe, expect, it } from 'vitest';
import type { InboundStatus } from '../../provider.port.js';
import { cloudAdapter } from '../index.js';
import { cloudWebhook } from '../../../../test/support/fake-graph/index.js';
import { CUSTOMER, PHONE_ID, SENT_AT, delivery, onlyEvent } from './cloud-webhook.fixtures.js';

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

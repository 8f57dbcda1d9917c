// Shared fixtures of the Cloud webhook parser tests: a delivery as Meta sends it, and its one event.
import { expect } from 'vitest';
import type { InboundMessage, WebhookBatch } from '../../provider.port.js';
import { cloudAdapter } from '../index.js';

export const PHONE_ID = '106540352242922';
export const CUSTOMER = '5511987654321';
export const SENT_AT = '1749416383';

/** A delivery shaped as in Meta's messages webhook reference, carrying one raw message object. */
export function delivery(message: Record<string, unknown>, contacts: unknown[] = [{ profile: { name: 'Maria Souza' }, wa_id: CUSTOMER }]) {
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

export function onlyEvent(batches: WebhookBatch[]) {
  expect(batches).toHaveLength(1);
  expect(batches[0]?.events).toHaveLength(1);
  return batches[0]!.events[0]!;
}

export function onlyMessage(message: Record<string, unknown>): InboundMessage {
  const event = onlyEvent(cloudAdapter.parseWebhook(delivery(message)));
  if (event.kind !== 'message') throw new Error(`expected a message, got ${event.kind}`);
  return event;
}


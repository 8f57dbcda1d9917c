// Builders for normalized inbound events, for tests that drive the engine without HTTP.
import crypto from 'node:crypto';
import type { InboundMessage } from '../../src/providers/provider.port.js';

export function inboundText(from: string, text: string, extra: Partial<InboundMessage> = {}): InboundMessage {
  return {
    kind: 'message',
    providerMessageId: `wamid.${crypto.randomBytes(8).toString('hex')}`,
    from: { number: from, name: 'Cliente Teste' },
    timestamp: new Date(),
    type: 'text',
    text,
    ...extra,
  };
}

// Builders for Gupshup v2 callbacks shaped as Gupshup's inbound message and event references show them.
import { randomBytes, randomUUID } from 'node:crypto';

export type GupshupCallback = { app: string; timestamp: number; version: 2; type: string; payload: Record<string, unknown> };

export const fakeWhatsAppId = (): string => `ABEGkZUTIXZ0${randomBytes(10).toString('base64url')}`;

function envelope(app: string, type: string, payload: Record<string, unknown>): GupshupCallback {
  return { app, timestamp: Date.now(), version: 2, type, payload };
}

export type GupshupMessageInput = { from: string; name?: string; id?: string; context?: { id?: string; gsId?: string } };

export const gupshupCallback = {
  /** A customer's message of any Gupshup type; `content` is the inner payload. */
  message(app: string, type: string, content: Record<string, unknown>, input: GupshupMessageInput): GupshupCallback {
    return envelope(app, 'message', {
      id: input.id ?? fakeWhatsAppId(),
      source: input.from,
      type,
      payload: content,
      sender: { phone: input.from, name: input.name ?? 'Cliente Gupshup', country_code: input.from.slice(0, 2), dial_code: input.from.slice(2) },
      ...(input.context ? { context: input.context } : {}),
    });
  },
  text(app: string, from: string, text: string, input: Partial<GupshupMessageInput> = {}): GupshupCallback {
    return gupshupCallback.message(app, 'text', { text }, { from, ...input });
  },
  /** A status of something we sent; `gsId` is the id Gupshup answered the send with. */
  event(app: string, type: 'enqueued' | 'failed' | 'sent' | 'delivered' | 'read', gsId: string, destination: string, extra: Record<string, unknown> = {}): GupshupCallback {
    const ts = Math.floor(Date.now() / 1000);
    if (type === 'enqueued') return envelope(app, 'message-event', { id: gsId, type, destination, payload: { whatsappMessageId: fakeWhatsAppId(), type: 'session' } });
    if (type === 'failed') return envelope(app, 'message-event', { id: gsId, type, destination, payload: { code: 1002, reason: 'Number Does Not Exists On WhatsApp', ...extra } });
    return envelope(app, 'message-event', { id: randomUUID(), gsId, type, destination, payload: { ts, ...extra } });
  },
  /** A sent or delivered status with what WhatsApp bills the message as (conversation and pricing). */
  billed(app: string, type: 'sent' | 'delivered', gsId: string, destination: string, category: string): GupshupCallback {
    const ts = Math.floor(Date.now() / 1000);
    return envelope(app, 'message-event', {
      id: fakeWhatsAppId(),
      gsId,
      type,
      destination,
      payload: { ts },
      conversation: { id: randomUUID().replace(/-/g, ''), expiresAt: ts + 86_400, type: category },
      pricing: { policy: 'PMP', category },
    });
  },
  /** A template's review at Meta, relayed by Gupshup (status lower-case, as Gupshup sends it). */
  templateEvent(app: string, template: { id: string; elementName: string; languageCode: string; status: string; rejectedReason?: string }): GupshupCallback {
    return envelope(app, 'template-event', { ...template });
  },
  userEvent(app: string, phone: string, type: 'opted-in' | 'opted-out'): GupshupCallback {
    return envelope(app, 'user-event', { phone, type });
  },
};

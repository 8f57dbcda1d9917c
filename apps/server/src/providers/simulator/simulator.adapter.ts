// The built-in customer phone. Its "webhooks" come from the /simulador page (or tests) in the
// normalized shape below, through the same inbox, job and engine as a real provider. What the
// platform sends is delivered to the page by the simulator real-time listener.
import crypto from 'node:crypto';
import { z } from 'zod';
import { ProviderError, type ChannelProvider, type InboundEvent, type ProviderAdapter, type WebhookBatch } from '../provider.port.js';

const from = z.object({ number: z.string().regex(/^\d{8,15}$/), name: z.string().max(120).nullable().default(null) });

const eventSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('message'),
    id: z.string().min(1).max(200),
    from,
    timestamp: z.coerce.date().default(() => new Date()),
    type: z.enum(['text', 'interactive', 'location', 'image', 'document']),
    text: z.string().max(4096).optional(),
    interactive: z.object({ kind: z.enum(['button_reply', 'list_reply']), id: z.string(), title: z.string() }).optional(),
    location: z.object({ latitude: z.number(), longitude: z.number(), name: z.string().optional() }).optional(),
    media: z.object({ mimeType: z.string(), fileName: z.string().optional(), caption: z.string().optional() }).optional(),
    replyTo: z.string().optional(),
  }),
  z.object({ kind: z.literal('status'), id: z.string(), status: z.enum(['delivered', 'read']), number: z.string() }),
]);

export const simulatorWebhookSchema = z.object({ channelId: z.string().uuid(), events: z.array(eventSchema).min(1).max(100) });
export type SimulatorWebhook = z.input<typeof simulatorWebhookSchema>;

function toInbound(e: z.infer<typeof eventSchema>): InboundEvent {
  if (e.kind === 'status') {
    return { kind: 'status', providerMessageId: e.id, status: e.status, timestamp: new Date(), recipient: e.number };
  }
  return {
    kind: 'message',
    providerMessageId: e.id,
    from: { number: e.from.number, name: e.from.name },
    timestamp: e.timestamp,
    type: e.type,
    ...(e.text !== undefined ? { text: e.text } : {}),
    ...(e.interactive ? { interactive: e.interactive } : {}),
    ...(e.location ? { location: e.location } : {}),
    ...(e.media ? { media: { providerMediaId: `sim-media.${e.id}`, ...e.media } } : {}),
    ...(e.replyTo ? { context: { providerMessageId: e.replyTo } } : {}),
  };
}

export function signSimulatorWebhook(rawBody: string | Buffer, secret: string): string {
  return `sha256=${crypto.createHmac('sha256', secret).update(rawBody).digest('hex')}`;
}

const simulatorChannel: ChannelProvider = {
  // The page learns of the message through the real-time listener; the id is ours to invent.
  send: async () => ({ providerMessageId: `sim.${crypto.randomUUID()}` }),
  markRead: async () => undefined,
  uploadMedia: async () => ({ providerMediaId: `sim-media.${crypto.randomUUID()}` }),
  // The simulated phone sends only a file's description, never its bytes: nothing to download.
  downloadMedia: async () => {
    throw new ProviderError('invalid', null, 'O simulador não envia o conteúdo dos arquivos.');
  },
};

export const simulatorAdapter: ProviderAdapter = {
  apiType: 'simulator',
  accountIdCredential: 'channelId',
  forChannel: () => simulatorChannel,
  verifySignature: (rawBody, headers, credentials) => {
    const header = headers['x-simulator-signature'];
    const secret = credentials.simulatorSecret;
    if (typeof header !== 'string' || !secret) return false;
    const expected = Buffer.from(signSimulatorWebhook(rawBody, secret));
    const given = Buffer.from(header);
    return expected.length === given.length && crypto.timingSafeEqual(expected, given);
  },
  parseWebhook: (body: unknown): WebhookBatch[] => {
    const parsed = simulatorWebhookSchema.parse(body);
    return [{ accountId: parsed.channelId, events: parsed.events.map(toInbound) }];
  },
};

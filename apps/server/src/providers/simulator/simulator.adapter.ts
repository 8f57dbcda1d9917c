// The built-in customer phone. Its "webhooks" come from the /simulador page (or tests) in the
// normalized shape below, through the same inbox, job and engine as a real provider. What the
// platform sends is delivered to the page by the simulator real-time listener. A file the phone sends
// was uploaded first (simulator-files.ts); the event names it and downloadMedia reads it back.
// The page also plays Meta's template reviewer: its template_status event is the simulator's
// message_template_status_update. Template management itself is the templates module's (our table is
// the simulator's only store of templates, and this adapter has no database).
import crypto from 'node:crypto';
import { z } from 'zod';
import { TEMPLATE_STATUSES } from '@atende/contract';
import { ProviderError, type ChannelProvider, type InboundEvent, type ProviderAdapter, type WebhookBatch } from '../provider.port.js';
import { simulatorFileIdPattern, type SimulatorFiles } from './simulator-files.js';

const from = z.object({ number: z.string().regex(/^\d{8,15}$/), name: z.string().max(120).nullable().default(null) });

const eventSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('message'),
    id: z.string().min(1).max(200),
    from,
    timestamp: z.coerce.date().default(() => new Date()),
    type: z.enum(['text', 'interactive', 'location', 'image', 'document', 'order']),
    text: z.string().max(4096).optional(),
    interactive: z.object({ kind: z.enum(['button_reply', 'list_reply']), id: z.string(), title: z.string() }).optional(),
    location: z.object({ latitude: z.number(), longitude: z.number(), name: z.string().optional() }).optional(),
    media: z
      .object({
        /** The id the phone's upload answered; without it the event only describes a file it never sent. */
        id: z.string().regex(simulatorFileIdPattern).optional(),
        mimeType: z.string().min(1).max(200),
        fileName: z.string().max(240).optional(),
        caption: z.string().max(1024).optional(),
      })
      .optional(),
    replyTo: z.string().optional(),
    /** The phone's cart sent as WhatsApp sends it (Meta's order: items by retailer id, price in reais). */
    order: z
      .object({
        catalogId: z.string().min(1).max(100),
        text: z.string().max(4096).optional(),
        items: z
          .array(
            z.object({
              productRetailerId: z.string().min(1).max(100),
              quantity: z.number().int().min(1).max(10_000),
              itemPrice: z.number().min(0),
              currency: z.string().regex(/^[A-Z]{3}$/),
            }),
          )
          .min(1)
          .max(100),
      })
      .optional(),
  }),
  z.object({ kind: z.literal('status'), id: z.string(), status: z.enum(['delivered', 'read']), number: z.string() }),
  z.object({
    kind: z.literal('template_status'),
    /** The template's providerTemplateId (sim-tpl.<uuid>), as Meta's event carries its own id. */
    templateId: z.string().min(1).max(200),
    name: z.string().min(1).max(512),
    language: z.string().min(1).max(20),
    status: z.enum(TEMPLATE_STATUSES),
    reason: z.string().trim().max(1000).optional(),
  }),
]);

export const simulatorWebhookSchema = z.object({ channelId: z.string().uuid(), events: z.array(eventSchema).min(1).max(100) });
export type SimulatorWebhook = z.input<typeof simulatorWebhookSchema>;

type EventMedia = NonNullable<Extract<z.infer<typeof eventSchema>, { kind: 'message' }>['media']>;

function toInboundMedia(eventId: string, { id, ...media }: EventMedia) {
  return { providerMediaId: id ?? `sim-media.${eventId}`, ...media };
}

function toInbound(e: z.infer<typeof eventSchema>): InboundEvent {
  if (e.kind === 'status') {
    return { kind: 'status', providerMessageId: e.id, status: e.status, timestamp: new Date(), recipient: e.number };
  }
  if (e.kind === 'template_status') {
    const { kind, templateId, name, language, status, reason } = e;
    return { kind, templateId, name, language, status, ...(reason ? { reason } : {}) };
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
    ...(e.media ? { media: toInboundMedia(e.id, e.media) } : {}),
    ...(e.replyTo ? { context: { providerMessageId: e.replyTo } } : {}),
    ...(e.order ? { order: e.order } : {}),
  };
}

export function signSimulatorWebhook(rawBody: string | Buffer, secret: string): string {
  return `sha256=${crypto.createHmac('sha256', secret).update(rawBody).digest('hex')}`;
}

// Where the phone's uploads are read from: the media storage, given once at start by the processes that
// run the download job (app.ts), like the media links. Every instance shares that storage, as it must
// for the panel to serve what a worker downloaded.
let phoneFiles: SimulatorFiles | null = null;

export function installSimulatorFiles(files: SimulatorFiles): void {
  phoneFiles = files;
}

function simulatorChannel(credentials: Record<string, string>): ChannelProvider {
  return {
    // The page learns of the message through the real-time listener; the id is ours to invent.
    send: async () => ({ providerMessageId: `sim.${crypto.randomUUID()}` }),
    markRead: async () => undefined,
    uploadMedia: async () => ({ providerMediaId: `sim-media.${crypto.randomUUID()}` }),
    downloadMedia: async (providerMediaId) => {
      if (!phoneFiles) throw new ProviderError('unavailable', null, 'Os arquivos do simulador ainda não estão disponíveis neste processo.');
      // Only this channel's uploads: the key is built from the channel's own id, never from the event.
      const channelId = credentials.channelId;
      const file = channelId ? await phoneFiles.read(channelId, providerMediaId) : null;
      if (!file) throw new ProviderError('invalid', null, 'O simulador não enviou o conteúdo deste arquivo.');
      return file;
    },
  };
}

export const simulatorAdapter: ProviderAdapter = {
  apiType: 'simulator',
  accountIdCredential: 'channelId',
  forChannel: (credentials) => simulatorChannel(credentials),
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

// Builds webhook bodies the way Meta delivers them for the Cloud API (messages webhook reference), and
// signs them like Meta does, so integration tests post realistic, verifiable deliveries.
import { createHmac, randomBytes } from 'node:crypto';

export type CloudWebhookBody = {
  object: 'whatsapp_business_account';
  entry: Array<{ id: string; changes: Array<{ field: string; value: Record<string, unknown> }> }>;
};

export type WebhookAccount = { wabaId?: string; displayPhoneNumber?: string };

type MediaKind = 'image' | 'audio' | 'video' | 'document' | 'sticker';

export type WebhookMessageContent =
  | { type: 'text'; text: string }
  | { type: MediaKind; media: { id: string; mime_type: string; sha256?: string; caption?: string; filename?: string; voice?: boolean } }
  | { type: 'interactive'; reply: { kind: 'button_reply' | 'list_reply'; id: string; title: string; description?: string } }
  | { type: 'button'; payload: string; text: string }
  | { type: 'location'; location: { latitude: number; longitude: number; name?: string; address?: string } }
  | { type: 'reaction'; messageId: string; emoji?: string }
  /** Anything else, in Meta's own shape: `{type: 'order', order: {...}}`, `{type: 'system', system: {...}}`, ... */
  | { type: 'raw'; message: Record<string, unknown> };

export type WebhookMessageMeta = {
  from: string;
  /** The sender's profile name; null leaves the contacts array out, as for system messages. */
  name?: string | null;
  id?: string;
  timestamp?: Date;
  context?: { id?: string; from?: string; forwarded?: boolean; frequently_forwarded?: boolean };
};

export type WebhookMessageInput = WebhookMessageContent & WebhookMessageMeta;

export type WebhookStatusInput = {
  id: string;
  status: 'sent' | 'delivered' | 'read' | 'failed';
  recipient: string;
  timestamp?: Date;
  error?: { code: number; title: string; message?: string; details?: string };
  /** The send's biz_opaque_callback_data, echoed back as Meta does. */
  reference?: string;
};

export type WebhookTemplateStatusInput = {
  templateId: string | number;
  name: string;
  language: string;
  event: string;
  reason?: string;
};

const DEFAULT_WABA_ID = '100000000000001';
const DEFAULT_DISPLAY_NUMBER = '15550001111';

export function fakeWamid(): string {
  return `wamid.${randomBytes(24).toString('base64')}`;
}

function unixSeconds(date: Date = new Date()): string {
  return String(Math.floor(date.getTime() / 1000));
}

function messagesBody(phoneNumberId: string, value: Record<string, unknown>, account: WebhookAccount): CloudWebhookBody {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: account.wabaId ?? DEFAULT_WABA_ID,
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: account.displayPhoneNumber ?? DEFAULT_DISPLAY_NUMBER, phone_number_id: phoneNumberId },
              ...value,
            },
          },
        ],
      },
    ],
  };
}

function contentOf(input: WebhookMessageContent): Record<string, unknown> {
  switch (input.type) {
    case 'text':
      return { type: 'text', text: { body: input.text } };
    case 'interactive': {
      const { kind, ...reply } = input.reply;
      return { type: 'interactive', interactive: { type: kind, [kind]: reply } };
    }
    case 'button':
      return { type: 'button', button: { payload: input.payload, text: input.text } };
    case 'location':
      return { type: 'location', location: input.location };
    case 'reaction':
      return { type: 'reaction', reaction: { message_id: input.messageId, ...(input.emoji !== undefined ? { emoji: input.emoji } : {}) } };
    case 'raw':
      return input.message;
    default:
      return { type: input.type, [input.type]: input.media };
  }
}

function statusObject(input: WebhookStatusInput): Record<string, unknown> {
  const status: Record<string, unknown> = {
    id: input.id,
    status: input.status,
    timestamp: unixSeconds(input.timestamp),
    recipient_id: input.recipient,
    ...(input.reference ? { biz_opaque_callback_data: input.reference } : {}),
  };
  if (input.status === 'sent' || input.status === 'delivered') {
    status.pricing = { billable: true, pricing_model: 'PMP', category: 'service' };
  }
  if (input.error) {
    const { code, title, message, details } = input.error;
    status.errors = [
      { code, title, ...(message ? { message } : {}), ...(details ? { error_data: { details } } : {}) },
    ];
  }
  return status;
}

export const cloudWebhook = {
  message(phoneNumberId: string, input: WebhookMessageInput, account: WebhookAccount = {}): CloudWebhookBody {
    const name = input.name === undefined ? 'Cliente Teste' : input.name;
    const message = {
      from: input.from,
      id: input.id ?? fakeWamid(),
      timestamp: unixSeconds(input.timestamp),
      ...(input.context ? { context: input.context } : {}),
      ...contentOf(input),
    };
    return messagesBody(
      phoneNumberId,
      { ...(name !== null ? { contacts: [{ profile: { name }, wa_id: input.from }] } : {}), messages: [message] },
      account,
    );
  },

  text(phoneNumberId: string, from: string, text: string, extra: Omit<WebhookMessageMeta, 'from'> = {}): CloudWebhookBody {
    return cloudWebhook.message(phoneNumberId, { ...extra, from, type: 'text', text });
  },

  status(phoneNumberId: string, input: WebhookStatusInput, account: WebhookAccount = {}): CloudWebhookBody {
    return cloudWebhook.statuses(phoneNumberId, [input], account);
  },

  /** Several statuses in one delivery, as Meta batches them under load. */
  statuses(phoneNumberId: string, inputs: WebhookStatusInput[], account: WebhookAccount = {}): CloudWebhookBody {
    return messagesBody(phoneNumberId, { statuses: inputs.map(statusObject) }, account);
  },

  templateStatus(wabaId: string, input: WebhookTemplateStatusInput): CloudWebhookBody {
    return {
      object: 'whatsapp_business_account',
      entry: [
        {
          id: wabaId,
          changes: [
            {
              field: 'message_template_status_update',
              value: {
                event: input.event,
                message_template_id: typeof input.templateId === 'string' ? Number(input.templateId) : input.templateId,
                message_template_name: input.name,
                message_template_language: input.language,
                reason: input.reason ?? 'NONE',
              },
            },
          ],
        },
      ],
    };
  },

  /** One delivery carrying several bodies' entries, as Meta batches them. */
  combine(...bodies: CloudWebhookBody[]): CloudWebhookBody {
    return { object: 'whatsapp_business_account', entry: bodies.flatMap((body) => body.entry) };
  },
};

/** The X-Hub-Signature-256 value Meta would send for these exact bytes. */
export function signCloudWebhook(rawBody: string | Buffer, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}

/** A body serialised once and signed, ready for `inject({ method: 'POST', payload, headers })`. */
export function signedCloudWebhook(body: CloudWebhookBody, appSecret: string): { payload: string; headers: Record<string, string> } {
  const payload = JSON.stringify(body);
  return {
    payload,
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signCloudWebhook(payload, appSecret) },
  };
}

// Maps the payload of a Gupshup v2 `message` callback to our InboundMessage. Field names follow
// Gupshup's inbound message reference; what we have no use for (country codes, url expiry) is ignored.
import type { InboundContactCard, InboundMessage, InboundMessageType, MediaKind } from '../provider.port.js';
import { arrayOf, isObject, numberOf, objectOf, stringOf, type JsonObject } from '../cloud/cloud-json.js';

export class GupshupWebhookError extends Error {
  override name = 'GupshupWebhookError';
}

export function required(value: string | undefined, what: string): string {
  if (value === undefined || value === '') throw new GupshupWebhookError(`Gupshup callback: ${what} is missing`);
  return value;
}

/** Gupshup's media types, by the name it uses, with ours. */
const MEDIA_TYPES: Readonly<Record<string, MediaKind>> = { image: 'image', video: 'video', audio: 'audio', sticker: 'sticker', file: 'document' };

function contactCardOf(raw: JsonObject): InboundContactCard {
  const name = objectOf(raw.name);
  const fullName = stringOf(name?.formatted_name) ?? [stringOf(name?.first_name), stringOf(name?.last_name)].filter(Boolean).join(' ');
  const emails = arrayOf(raw.emails)
    .filter(isObject)
    .map((e) => stringOf(e.email))
    .filter((e): e is string => !!e);
  const organization = stringOf(objectOf(raw.org)?.company);
  return {
    name: fullName,
    phones: arrayOf(raw.phones)
      .filter(isObject)
      .map((p) => ({ phone: stringOf(p.phone) ?? '', waId: stringOf(p.wa_id), type: stringOf(p.type) })),
    ...(emails.length ? { emails } : {}),
    ...(organization ? { organization } : {}),
  };
}

/** Fills the type's fields and returns our type, or null for content we cannot represent ('unsupported'). */
function fillContent(message: InboundMessage, type: string, content: JsonObject): InboundMessageType | null {
  const media = MEDIA_TYPES[type];
  if (media) {
    // The file's URL is its provider id: downloadMedia fetches it (gupshup-channel.ts).
    const url = stringOf(content.url);
    if (!url) return null;
    const caption = stringOf(content.caption);
    const fileName = stringOf(content.name);
    message.media = {
      providerMediaId: url,
      mimeType: stringOf(content.contentType) ?? 'application/octet-stream',
      ...(caption ? { caption } : {}),
      ...(media === 'document' && fileName ? { fileName } : {}),
    };
    return media;
  }
  switch (type) {
    case 'text':
      message.text = stringOf(content.text) ?? '';
      return 'text';
    case 'location': {
      const latitude = numberOf(content.latitude);
      const longitude = numberOf(content.longitude);
      if (latitude === undefined || longitude === undefined) return null;
      const name = stringOf(content.name);
      const address = stringOf(content.address);
      const url = stringOf(content.url);
      message.location = { latitude, longitude, ...(name ? { name } : {}), ...(address ? { address } : {}), ...(url ? { url } : {}) };
      return 'location';
    }
    case 'contact':
      message.contacts = arrayOf(content.contacts).filter(isObject).map(contactCardOf);
      return 'contacts';
    case 'button_reply':
    case 'list_reply': {
      // `id` is the message's msgid; our own option id travels in postbackText (gupshup-send.mapper.ts).
      const description = stringOf(content.description);
      message.interactive = {
        kind: type,
        id: stringOf(content.postbackText) ?? stringOf(content.id) ?? '',
        title: stringOf(content.title) ?? '',
        ...(description ? { description } : {}),
      };
      return 'interactive';
    }
    case 'quick_reply': {
      // A tap on a template's quick-reply button: the button text, and its payload when it has one.
      const text = stringOf(content.text) ?? '';
      message.button = { payload: stringOf(content.payload) ?? text, text };
      return 'button';
    }
    default:
      return null;
  }
}

export function mapGupshupMessage(raw: JsonObject, timestamp: Date): InboundMessage {
  const providerMessageId = required(stringOf(raw.id), 'payload.id');
  const type = required(stringOf(raw.type), `message ${providerMessageId} type`);
  const sender = objectOf(raw.sender);
  const userId = stringOf(sender?.userId);
  const message: InboundMessage = {
    kind: 'message',
    providerMessageId,
    from: {
      number: required(stringOf(sender?.phone) ?? stringOf(raw.source), `message ${providerMessageId} sender.phone`),
      name: stringOf(sender?.name) ?? null,
      ...(userId ? { userId } : {}),
    },
    timestamp,
    type: 'unsupported',
  };
  const mapped = fillContent(message, type, objectOf(raw.payload) ?? {});
  if (mapped) message.type = mapped;
  // What the customer sent when we cannot read it: Gupshup's own type name (other than its generic one).
  else if (type !== 'unsupported') message.unsupportedType = type;
  // A reply names the quoted message by Gupshup's id (gsId) when it was ours (that is the id we
  // stored for what we sent), by WhatsApp's id when it was the customer's.
  const context = objectOf(raw.context);
  const quoted = stringOf(context?.gsId) ?? stringOf(context?.id);
  if (quoted) message.context = { providerMessageId: quoted };
  return message;
}

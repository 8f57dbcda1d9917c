// Maps one entry of a Cloud webhook's `messages` array to our InboundMessage. Field names follow Meta's
// messages webhook reference; fields we have no use for (referral, identity hashes, ...) are ignored.
import type {
  InboundContactCard,
  InboundMedia,
  InboundMessage,
  InboundMessageType,
  InboundOrderItem,
  MediaKind,
} from '../provider.port.js';
import { arrayOf, idOf, isObject, numberOf, objectOf, stringOf, type JsonObject } from './cloud-json.js';

const MEDIA_KINDS: readonly MediaKind[] = ['image', 'audio', 'video', 'document', 'sticker'];

export class CloudWebhookError extends Error {
  override name = 'CloudWebhookError';
}

function required(value: string | undefined, what: string): string {
  if (value === undefined || value === '') throw new CloudWebhookError(`Cloud webhook: ${what} is missing`);
  return value;
}

/** Meta's timestamps are unix seconds as strings. */
export function unixSeconds(value: unknown, what: string): Date {
  const seconds = numberOf(value);
  if (seconds === undefined) throw new CloudWebhookError(`Cloud webhook: ${what} is not a unix timestamp`);
  return new Date(seconds * 1000);
}

export function errorsOf(value: unknown): Array<{ code: number; title: string; message?: string; details?: string }> {
  return arrayOf(value)
    .filter(isObject)
    .map((error) => ({
      code: numberOf(error.code) ?? 0,
      title: stringOf(error.title) ?? stringOf(error.message) ?? '',
      message: stringOf(error.message),
      details: stringOf(objectOf(error.error_data)?.details),
    }));
}

function isMediaKind(type: string): type is MediaKind {
  return (MEDIA_KINDS as readonly string[]).includes(type);
}

function mediaOf(kind: MediaKind, raw: JsonObject): InboundMedia {
  const media: InboundMedia = {
    providerMediaId: required(idOf(raw.id), `${kind}.id`),
    mimeType: stringOf(raw.mime_type) ?? 'application/octet-stream',
  };
  const sha256 = stringOf(raw.sha256);
  const caption = stringOf(raw.caption);
  const fileName = stringOf(raw.filename);
  if (sha256) media.sha256 = sha256;
  if (caption) media.caption = caption;
  if (fileName) media.fileName = fileName;
  if (kind === 'audio' && raw.voice === true) media.voice = true;
  return media;
}

function contactCardOf(raw: JsonObject): InboundContactCard {
  const name = objectOf(raw.name);
  const fullName =
    stringOf(name?.formatted_name) ??
    [stringOf(name?.first_name), stringOf(name?.last_name)].filter(Boolean).join(' ');
  const card: InboundContactCard = {
    name: fullName,
    phones: arrayOf(raw.phones)
      .filter(isObject)
      .map((phone) => ({ phone: stringOf(phone.phone) ?? '', waId: stringOf(phone.wa_id), type: stringOf(phone.type) })),
  };
  const emails = arrayOf(raw.emails)
    .filter(isObject)
    .map((email) => stringOf(email.email))
    .filter((email): email is string => Boolean(email));
  if (emails.length > 0) card.emails = emails;
  const organization = stringOf(objectOf(raw.org)?.company);
  if (organization) card.organization = organization;
  return card;
}

function orderItemOf(raw: JsonObject): InboundOrderItem {
  return {
    productRetailerId: stringOf(raw.product_retailer_id) ?? '',
    quantity: numberOf(raw.quantity) ?? 0,
    itemPrice: numberOf(raw.item_price) ?? 0,
    currency: stringOf(raw.currency) ?? '',
  };
}

/**
 * Fills the type-specific fields and returns our type, or null for content we cannot represent
 * (the message is then kept as 'unsupported', so its wamid is still recorded).
 */
function fillContent(message: InboundMessage, type: string, raw: JsonObject): InboundMessageType | null {
  const content = objectOf(raw[type]);
  if (isMediaKind(type)) {
    if (!content) return null;
    message.media = mediaOf(type, content);
    return type;
  }
  switch (type) {
    case 'text':
      message.text = stringOf(content?.body) ?? '';
      return 'text';
    case 'location':
      if (!content) return null;
      message.location = {
        latitude: numberOf(content.latitude) ?? 0,
        longitude: numberOf(content.longitude) ?? 0,
        ...(stringOf(content.name) ? { name: stringOf(content.name) } : {}),
        ...(stringOf(content.address) ? { address: stringOf(content.address) } : {}),
        ...(stringOf(content.url) ? { url: stringOf(content.url) } : {}),
      };
      return 'location';
    case 'contacts':
      // For this type Meta puts the shared cards in an array under `contacts`, not an object.
      message.contacts = arrayOf(raw.contacts).filter(isObject).map(contactCardOf);
      return 'contacts';
    case 'interactive': {
      const kind = stringOf(content?.type);
      // Other interactive replies (Flows' nfm_reply, ...) have no place in our model yet.
      if (kind !== 'button_reply' && kind !== 'list_reply') return null;
      const reply = objectOf(content?.[kind]);
      if (!reply) return null;
      const description = stringOf(reply.description);
      message.interactive = {
        kind,
        id: stringOf(reply.id) ?? '',
        title: stringOf(reply.title) ?? '',
        ...(description ? { description } : {}),
      };
      return 'interactive';
    }
    case 'button':
      message.button = { payload: stringOf(content?.payload) ?? '', text: stringOf(content?.text) ?? '' };
      return 'button';
    case 'order': {
      if (!content) return null;
      const text = stringOf(content.text);
      message.order = {
        catalogId: stringOf(content.catalog_id) ?? '',
        items: arrayOf(content.product_items).filter(isObject).map(orderItemOf),
        ...(text ? { text } : {}),
      };
      return 'order';
    }
    case 'reaction': {
      // An absent or empty emoji is how Meta reports that the customer removed their reaction.
      const emoji = stringOf(content?.emoji);
      message.reaction = {
        targetProviderMessageId: required(stringOf(content?.message_id), 'reaction.message_id'),
        emoji: emoji ? emoji : null,
      };
      return 'reaction';
    }
    case 'system': {
      const systemType = stringOf(content?.type);
      message.system = { body: stringOf(content?.body) ?? '', ...(systemType ? { type: systemType } : {}) };
      return 'system';
    }
    default:
      // 'unsupported', or a type Meta added after this adapter was written.
      return null;
  }
}

export function mapInboundMessage(raw: unknown, senderNames: ReadonlyMap<string, string>): InboundMessage {
  if (!isObject(raw)) throw new CloudWebhookError('Cloud webhook: a message is not an object');
  const providerMessageId = required(stringOf(raw.id), 'message.id');
  const from = required(stringOf(raw.from), `message ${providerMessageId} from`);
  const type = required(stringOf(raw.type), `message ${providerMessageId} type`);
  const message: InboundMessage = {
    kind: 'message',
    providerMessageId,
    from: { number: from, name: senderNames.get(from) ?? null },
    timestamp: unixSeconds(raw.timestamp, `message ${providerMessageId} timestamp`),
    type: 'unsupported',
  };
  const mapped = fillContent(message, type, raw);
  if (mapped) {
    message.type = mapped;
  } else {
    const errors = errorsOf(raw.errors).map(({ code, title, message: text }) => ({
      code,
      title,
      ...(text ? { message: text } : {}),
    }));
    if (errors.length > 0) message.errors = errors;
  }
  const context = objectOf(raw.context);
  const repliedTo = stringOf(context?.id);
  // Forwarded messages carry a context without an id; the port can only say "forwarded" alongside an id.
  if (context && repliedTo) {
    const forwarded = context.forwarded === true || context.frequently_forwarded === true;
    message.context = { providerMessageId: repliedTo, ...(forwarded ? { forwarded } : {}) };
  }
  return message;
}

// Maps one entry of a Cloud webhook's `messages` array to our InboundMessage. Field names follow Meta's
// messages webhook reference; fields we have no use for (referral, identity hashes, ...) are ignored.
import type {
  InboundContactCard,
  InboundMedia,
  InboundMessage,
  InboundMessageType,
  InboundOrderItem,
  InboundSender,
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

/**
 * What the customer actually sent when we keep a message as unsupported: Meta names it in
 * `unsupported.type` (edit, poll_creation, ...); otherwise it is the type we could not read, or for an
 * interactive reply we do not model (Flows' nfm_reply, ...) the interactive's own type.
 */
function unsupportedTypeOf(type: string, raw: JsonObject): string | undefined {
  if (type === 'unsupported') return stringOf(objectOf(raw.unsupported)?.type);
  if (type === 'interactive') return stringOf(objectOf(raw.interactive)?.type) ?? type;
  return type;
}

/** What the change's `contacts` array says about each sender, by wa_id and by user id (BSUID). */
export type CloudSenderProfile = { waId?: string; userId?: string; name?: string; username?: string };

export function senderProfilesOf(contacts: unknown): Map<string, CloudSenderProfile> {
  const profiles = new Map<string, CloudSenderProfile>();
  for (const contact of arrayOf(contacts).filter(isObject)) {
    const profile = objectOf(contact.profile);
    const entry: CloudSenderProfile = {};
    const waId = stringOf(contact.wa_id);
    const userId = stringOf(contact.user_id);
    const name = stringOf(profile?.name);
    const username = stringOf(profile?.username);
    if (waId) entry.waId = waId;
    if (userId) entry.userId = userId;
    if (name) entry.name = name;
    if (username) entry.username = username;
    if (waId) profiles.set(waId, entry);
    if (userId) profiles.set(userId, entry);
  }
  return profiles;
}

/**
 * The sender: Meta gives the phone number in `from` (and the contact's wa_id) unless a customer with
 * a username withholds it; the business-scoped user id comes in `from_user_id` (and the contact's
 * user_id). The number keys the contact when present; otherwise the user id stands in for it.
 */
function senderOf(raw: JsonObject, providerMessageId: string, profiles: ReadonlyMap<string, CloudSenderProfile>): InboundSender {
  const phone = stringOf(raw.from);
  const fromUserId = stringOf(raw.from_user_id);
  const profile = (phone ? profiles.get(phone) : undefined) ?? (fromUserId ? profiles.get(fromUserId) : undefined);
  const userId = fromUserId ?? profile?.userId;
  const number = required(phone ?? profile?.waId ?? userId, `message ${providerMessageId} from (or from_user_id)`);
  return {
    number,
    name: profile?.name ?? null,
    ...(userId ? { userId } : {}),
    ...(profile?.username ? { username: profile.username } : {}),
  };
}

export function mapInboundMessage(raw: unknown, profiles: ReadonlyMap<string, CloudSenderProfile>): InboundMessage {
  if (!isObject(raw)) throw new CloudWebhookError('Cloud webhook: a message is not an object');
  const providerMessageId = required(stringOf(raw.id), 'message.id');
  const type = required(stringOf(raw.type), `message ${providerMessageId} type`);
  const message: InboundMessage = {
    kind: 'message',
    providerMessageId,
    from: senderOf(raw, providerMessageId, profiles),
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
    const original = unsupportedTypeOf(type, raw);
    if (original) message.unsupportedType = original;
  }
  const context = objectOf(raw.context);
  // A reply's context names the quoted message; a forwarded message's context carries only the
  // forwarded / frequently_forwarded flag and no id, so it is not a reply to anything.
  const repliedTo = stringOf(context?.id);
  if (repliedTo) message.context = { providerMessageId: repliedTo };
  if (context?.forwarded === true || context?.frequently_forwarded === true) message.forwarded = true;
  return message;
}

// Row → the contract's Message. A stored file gets a short-lived signed link (media/media-links.ts).
import type { Message, MessageContent } from '@atende/contract';
import { signedMediaUrl } from '../media/index.js';
import type { MessageRow } from './messages.repository.js';

function withMediaLink(content: MessageContent): MessageContent {
  const media = content.media;
  if (!media) return content;
  const ready = media.mediaId && (media.state === undefined || media.state === 'ready');
  return { ...content, media: { ...media, url: ready && media.mediaId ? signedMediaUrl(media.mediaId) : null } };
}

/** Each product's cover gets its signed link too (the panel and the phone show the thumbnail). */
function withProductLinks(content: MessageContent): MessageContent {
  const products = content.products;
  if (!products) return content;
  const sections = products.sections.map((s) => ({ ...s, items: s.items.map((item) => ({ ...item, imageUrl: item.imageMediaId ? signedMediaUrl(item.imageMediaId) : null })) }));
  return { ...content, products: { ...products, sections } };
}

function errorOf(row: MessageRow): Message['error'] {
  if (!row.errorMessage) return null;
  const code = row.errorCode ? Number(row.errorCode) || null : null;
  return { code, message: row.errorMessage, ...(row.errorDetails ? { details: row.errorDetails } : {}) };
}

export function toMessageView(row: MessageRow): Message {
  return {
    _id: row.id,
    channelId: row.channelId,
    attendanceId: row.attendanceId,
    contactId: row.contactId,
    direction: row.direction,
    type: row.type,
    content: withProductLinks(withMediaLink(row.content)),
    status: row.status,
    error: errorOf(row),
    replyToId: row.replyToId,
    operatorId: row.operatorId,
    providerMessageId: row.providerMessageId,
    createdAt: row.createdAt.toISOString(),
  };
}

// Pure helpers for the simulated phone's conversation.
import type { Message, Template } from '@atende/contract';

/**
 * The platform's copy of a file the customer sent has no link until the file is downloaded; meanwhile
 * the phone keeps showing what it had (its own preview), as WhatsApp does.
 */
function keepPreview(previous: Message, next: Message): Message {
  const media = next.content.media;
  const preview = previous.content.media?.url;
  if (!media || media.url || media.state === 'failed' || !preview) return next;
  return { ...next, content: { ...next.content, media: { ...media, url: preview } } };
}

/** Adds or replaces a message (by id, or by the provider id our own pending bubble used). */
export function upsertMessage(list: Message[], message: Message): Message[] {
  const index = list.findIndex((m) => m._id === message._id || (message.providerMessageId !== null && m.providerMessageId === message.providerMessageId));
  if (index === -1) return [...list, message].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const next = [...list];
  next[index] = keepPreview(list[index] as Message, message);
  return next;
}

/** A bubble shown at once for a file the customer is sending (with a local preview of an image). */
export function pendingCustomerFile(
  providerId: string,
  channelId: string,
  file: { kind: 'image' | 'document'; fileName: string; mimeType: string; size: number; previewUrl: string | null; caption: string },
  now = new Date(),
): Message {
  const base = pendingCustomerMessage(providerId, channelId, '', now);
  return {
    ...base,
    type: file.kind,
    content: {
      ...(file.caption ? { caption: file.caption } : {}),
      media: { mediaId: null, mimeType: file.mimeType, fileName: file.fileName, size: file.size, state: 'pending', url: file.previewUrl },
    },
  };
}

/** A bubble shown at once for what the customer typed, until the platform's copy arrives. */
export function pendingCustomerMessage(providerId: string, channelId: string, text: string, now = new Date()): Message {
  return {
    _id: `local-${providerId}`,
    channelId,
    attendanceId: null,
    contactId: 'local',
    direction: 'in',
    type: 'text',
    content: { text },
    status: 'pending',
    error: null,
    replyToId: null,
    operatorId: null,
    providerMessageId: providerId,
    createdAt: now.toISOString(),
  };
}

/** The phone's order on screen until the platform's copy replaces it. */
export function pendingCustomerOrder(providerId: string, channelId: string, order: NonNullable<Message['content']['order']>, now = new Date()): Message {
  return { ...pendingCustomerMessage(providerId, channelId, '', now), type: 'order', content: { order } };
}

/** Platform messages the phone has not acknowledged as read yet. */
export const unreadByPhone = (list: Message[]): Message[] =>
  list.filter((m) => m.direction === 'out' && m.providerMessageId && (m.status === 'sent' || m.status === 'delivered'));

export const validCustomerNumber = (value: string): boolean => /^\d{10,15}$/.test(value);

/** The template a company message was sent from (by name and language), to draw it whole; null when it is gone. */
export function templateOf(templates: readonly Template[], message: Message): Template | null {
  const sent = message.content.template;
  if (message.direction !== 'out' || !sent) return null;
  return templates.find((t) => t.name === sent.name && t.language === sent.language) ?? null;
}

/** The templates waiting for the reviewer (the page plays Meta), oldest first as a review queue. */
export const templatesInReview = (templates: readonly Template[]): Template[] =>
  templates.filter((t) => t.status === 'PENDING' && !!t.providerTemplateId).sort((a, b) => a.updatedAt.localeCompare(b.updatedAt));

// Pure helpers for the simulated phone's conversation.
import type { Message } from '@atende/contract';

/** Adds or replaces a message (by id, or by the provider id our own pending bubble used). */
export function upsertMessage(list: Message[], message: Message): Message[] {
  const index = list.findIndex((m) => m._id === message._id || (message.providerMessageId !== null && m.providerMessageId === message.providerMessageId));
  if (index === -1) return [...list, message].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const next = [...list];
  next[index] = message;
  return next;
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

/** Platform messages the phone has not acknowledged as read yet. */
export const unreadByPhone = (list: Message[]): Message[] =>
  list.filter((m) => m.direction === 'out' && m.providerMessageId && (m.status === 'sent' || m.status === 'delivered'));

export const validCustomerNumber = (value: string): boolean => /^\d{10,15}$/.test(value);

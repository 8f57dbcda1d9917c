// Row → the contract's Message.
import type { Message } from '@atende/contract';
import type { MessageRow } from './messages.repository.js';

export function toMessageView(row: MessageRow): Message {
  return {
    _id: row.id,
    channelId: row.channelId,
    attendanceId: row.attendanceId,
    contactId: row.contactId,
    direction: row.direction,
    type: row.type,
    content: row.content,
    status: row.status,
    error: row.errorMessage ? { code: row.errorCode ? Number(row.errorCode) || null : null, message: row.errorMessage } : null,
    replyToId: row.replyToId,
    operatorId: row.operatorId,
    providerMessageId: row.providerMessageId,
    createdAt: row.createdAt.toISOString(),
  };
}

// Meta's mark-as-read call (POST /{phone-number-id}/messages with status "read"), and the same call
// with a typing indicator, which Meta shows until the reply or for up to 25 seconds
// (Cloud API "Mark messages as read" and "Typing indicators").
import type { ReadReceiptOptions } from '../provider.port.js';

export type GraphReadReceipt = {
  messaging_product: 'whatsapp';
  status: 'read';
  message_id: string;
  typing_indicator?: { type: 'text' };
};

export function toGraphReadReceipt(providerMessageId: string, options: ReadReceiptOptions = {}): GraphReadReceipt {
  return {
    messaging_product: 'whatsapp',
    status: 'read',
    message_id: providerMessageId,
    ...(options.typing ? { typing_indicator: { type: 'text' as const } } : {}),
  };
}

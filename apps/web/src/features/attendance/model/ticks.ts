// The delivery mark of an outbound bubble.
import type { Message } from '@atende/contract';

export type TickState = 'pending' | 'sent' | 'delivered' | 'read' | 'failed';

/** Inbound messages carry no mark; an outbound one shows where its delivery got to. */
export function tickState(message: Pick<Message, 'direction' | 'status'>): TickState | null {
  if (message.direction === 'in') return null;
  // "received" is an inbound status; on an outbound row it can only mean the provider has it.
  return message.status === 'received' ? 'sent' : message.status;
}

// What the bot says, stored like any outbound message (pending, then sent by the send job) and
// marked automatic. A conversation's replies go out in order: one send job carries them all.
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { replyAsNumberedText, type ApiType, type MessageContent, type MessageType } from '@atende/contract';
import type { Queue } from '../../platform/queue/queue.js';
import { insertMessages, type MessageRow, SEND_QUEUE, type SendJob } from '../messages/index.js';
import type { BotReply } from './bot-engine.js';

/** Providers that show reply buttons and lists; the others get the same menu as numbered text. */
export function supportsInteractive(apiType: ApiType): boolean {
  return apiType === 'cloud' || apiType === 'gupshup' || apiType === 'simulator';
}

/** A reply the runtime built already as a stored message (the product list, from the catalogue). */
export type PreparedReply = { kind: 'prepared'; message: { type: MessageType; content: MessageContent } };
export type OutgoingReply = BotReply | PreparedReply;

export function replyContent(reply: OutgoingReply, interactive: boolean): { type: MessageType; content: MessageContent } {
  if (reply.kind === 'prepared') return reply.message;
  if (reply.kind === 'text') return { type: 'text', content: { text: reply.text, automatic: true } };
  if (!interactive) return { type: 'text', content: { text: replyAsNumberedText(reply), automatic: true } };
  const frame = { body: reply.body, ...(reply.header ? { header: reply.header } : {}), ...(reply.footer ? { footer: reply.footer } : {}) };
  if (reply.kind === 'buttons') {
    return { type: 'interactive', content: { text: reply.body, automatic: true, interactive: { kind: 'buttons', ...frame, options: reply.buttons } } };
  }
  return {
    type: 'interactive',
    content: {
      text: reply.body,
      automatic: true,
      interactive: { kind: 'list', ...frame, button: reply.buttonText, sections: reply.sections, options: reply.sections.flatMap((s) => s.rows) },
    },
  };
}

export type ReplyTarget = { channelId: string; attendanceId: string; contactId: string };
export type PendingReplies = { target: ReplyTarget; replies: OutgoingReply[] };

/**
 * Stores the replies of many conversations in one statement and one send job per channel for them
 * all (each conversation's messages in order), inside the caller's transaction. Returns the rows.
 */
export async function storeReplies(tx: NodePgDatabase, queue: Queue, batch: PendingReplies[], interactive: boolean): Promise<MessageRow[]> {
  const values = batch.flatMap(({ target, replies }) =>
    replies.map((reply) => ({ ...target, direction: 'out' as const, status: 'pending' as const, operatorId: null, ...replyContent(reply, interactive) })),
  );
  if (values.length === 0) return [];
  const rows = await insertMessages(tx, values);
  const byChannel = new Map<string, Map<string, string[]>>();
  for (const row of rows) {
    if (!row.attendanceId) continue;
    const conversations = byChannel.get(row.channelId) ?? byChannel.set(row.channelId, new Map()).get(row.channelId)!;
    const own = conversations.get(row.attendanceId) ?? conversations.set(row.attendanceId, []).get(row.attendanceId)!;
    own.push(row.id);
  }
  const jobs: SendJob[] = [...byChannel].map(([channelId, conversations]) => ({ channelId, conversations: [...conversations.values()] }));
  await queue.sendMany(SEND_QUEUE, jobs, { tx });
  return rows;
}

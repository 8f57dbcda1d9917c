// What may be sent and how: the 24-hour customer-service window lives here, not in the adapters.
// A message is stored as pending with its send job in one transaction; the job talks to the provider.
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { moduleGateOpen, RECENT_MESSAGE_MS, type Message, type MessageContent, type MessageType, type SendMessage, type sendTemplateSchema } from '@atende/contract';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.js';
import { assertOwnedIds } from '../../platform/db/owned-ids.js';
import type { Queue } from '../../platform/queue/queue.js';
import { fail } from '../../platform/http/errors.js';
import type { Principal } from '../../platform/http/principal.js';
import { lockAttendance, lockOpenAttendance, setStatus, type AttendanceRef, type AttendancesService } from '../attendances/index.js';
import { upsertContact } from '../contacts/index.js';
import { findChannelMedia, assertSendableAs } from '../media/index.js';
import { cursorOf, findMessage, insertMessage, pageMessages, parseCursor, type MessageRow } from './messages.repository.js';
import { toMessageView } from './message-view.js';
import { messages } from '../../schema/index.js';
import { storedContent } from './outbound-content.js';
import { templateSendContent } from './template-send-content.js';
import { productSendContent } from './product-send-content.js';
import { templateForSend } from '../templates/index.js';
import { lastInboundAt, touchAfterReply, touchAfterTemplate } from './attendance-activity.repository.js';

export const SEND_QUEUE = 'message.send';

type Tx = NodePgDatabase;

export function createMessagesService(ctx: AppContext, queue: Queue, attendances: AttendancesService, clock: () => Date = () => new Date()) {
  const orm = ctx.db.orm;

  async function history(principal: Principal, channelId: string, attendanceId: string, before: string | undefined, limit: number) {
    await attendances.get(principal, channelId, attendanceId);
    const rows = await pageMessages(orm, channelId, attendanceId, before ? parseCursor(before) : undefined, limit);
    const last = rows[rows.length - 1];
    return { statusCode: 200, messages: rows.map((row) => toMessageView(row)), nextBefore: rows.length === limit && last ? cursorOf(last) : null };
  }

  /** Every free-form type (reactions too) needs the customer to have written within 24 hours. */
  async function assertWindowOpen(tx: Tx, attendanceId: string): Promise<void> {
    const lastInbound = await lastInboundAt(tx, attendanceId);
    if (!lastInbound || clock().getTime() - new Date(lastInbound).getTime() >= RECENT_MESSAGE_MS) {
      throw fail('window_closed');
    }
  }

  async function contentOf(tx: Tx, channelId: string, a: AttendanceRef, input: SendMessage): Promise<{ type: MessageType; content: MessageContent }> {
    if (input.type === 'product' || input.type === 'product_list') return productSendContent(tx, channelId, input);
    if (input.type === 'reaction') {
      const target = await findMessage(tx, channelId, input.messageId);
      if (!target) throw fail('message_not_found');
      if (target.attendanceId !== a.id) throw fail('unknown_reaction_target');
      if (!target.providerMessageId) throw fail('reaction_target_pending');
      return { type: 'reaction', content: { reaction: { emoji: input.emoji || null, targetMessageId: target.id } } };
    }
    if (input.type === 'image' || input.type === 'audio' || input.type === 'video' || input.type === 'document' || input.type === 'sticker') {
      const file = await findChannelMedia(tx, channelId, input.mediaId);
      if (!file) throw fail('send_media_not_found');
      if (file.source !== 'upload' || file.state !== 'ready') throw fail('unknown_media');
      assertSendableAs(input.type, file.mimeType, file.size);
      return storedContent(input, { mediaId: file.id, mimeType: file.mimeType, fileName: file.fileName, size: file.size });
    }
    return storedContent(input, null);
  }

  async function storeAndEnqueue(tx: Tx, values: Parameters<typeof insertMessage>[1]): Promise<MessageRow> {
    const row = await insertMessage(tx, values);
    await queue.send(SEND_QUEUE, { messageId: row.id, channelId: values.channelId }, { tx });
    return row;
  }

  async function send(principal: Principal, channelId: string, input: SendMessage): Promise<Message> {
    // Products come from the catalogue, which is a module the company may not have.
    if ((input.type === 'product' || input.type === 'product_list') && !moduleGateOpen('products', principal.channelConfig)) throw fail('module_disabled');
    await attendances.get(principal, channelId, input.attendanceId);
    const message = await orm.transaction(async (tx) => {
      const a = await lockAttendance(tx, channelId, input.attendanceId);
      if (!a) throw fail('attendance_not_found');
      if (a.status === 'finished' || a.status === 'abandoned') throw fail('attendance_closed');
      await assertWindowOpen(tx, a.id);
      // Answering a campaign's reply (status Campanha) takes the conversation on.
      if (a.status === 'campaign') await setStatus(tx, a, 'in_attendance', { operatorId: a.operatorId ?? principal.operatorId });
      const replyToId = input.type !== 'reaction' ? input.replyToId : undefined;
      await assertOwnedIds(tx, messages, channelId, replyToId, 'message');
      const { type, content } = await contentOf(tx, channelId, a, input);
      const row = await storeAndEnqueue(tx, {
        channelId,
        attendanceId: a.id,
        contactId: a.contactId,
        direction: 'out',
        type,
        content,
        status: 'pending',
        replyToId: replyToId ?? null,
        operatorId: principal.operatorId,
      });
      await touchAfterReply(tx, a.id);
      return row;
    });
    queue.wake(SEND_QUEUE);
    ctx.bus.emit('message.created', { messageId: message.id, channelId });
    return toMessageView(message);
  }

  /**
   * A template the provider already approved, to a number (the contact is created when missing).
   * Allowed outside the 24-hour window; filed under the contact's open attendance when there is one.
   */
  async function sendTemplate(principal: Principal, input: z.output<typeof sendTemplateSchema>): Promise<Message> {
    if (principal.channelId !== input.channelId) throw fail('channel_mismatch');
    const channelId = input.channelId;
    // To an attendance's customer: the caller must be allowed that attendance (an operator, their own).
    const number = input.attendanceId ? (await attendances.get(principal, channelId, input.attendanceId)).contact.number : input.contactNumber;
    if (!number) throw fail('contact_required');
    const message = await orm.transaction(async (tx) => {
      const contact = await upsertContact(tx, channelId, number, null);
      const open = await lockOpenAttendance(tx, channelId, contact.id);
      const row = await storeAndEnqueue(tx, {
        channelId,
        attendanceId: open?.id ?? null,
        contactId: contact.id,
        direction: 'out',
        type: 'template',
        content: templateSendContent(input, await templateForSend(tx, channelId, input.templateName, input.language)),
        status: 'pending',
        operatorId: principal.operatorId,
      });
      if (open) await touchAfterTemplate(tx, open.id);
      return row;
    });
    queue.wake(SEND_QUEUE);
    ctx.bus.emit('message.created', { messageId: message.id, channelId });
    return toMessageView(message);
  }

  /** The text-only entry kept for callers that only send text. */
  const sendText = (principal: Principal, channelId: string, input: { attendanceId: string; text: string; replyToId?: string | undefined }) =>
    send(principal, channelId, { type: 'text', attendanceId: input.attendanceId, text: input.text, ...(input.replyToId ? { replyToId: input.replyToId } : {}) });

  return { history, send, sendText, sendTemplate };
}

export type MessagesService = ReturnType<typeof createMessagesService>;

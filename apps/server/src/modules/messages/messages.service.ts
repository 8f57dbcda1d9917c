// What may be sent and how: the 24-hour customer-service window lives here, not in the adapters.
// A message is stored as pending with its send job in one transaction; the job talks to the provider.
import { sql } from 'drizzle-orm';
import { RECENT_MESSAGE_MS, type Message } from '@atende/contract';
import type { AppContext } from '../../platform/context.js';
import type { Queue } from '../../platform/queue/queue.js';
import { AppError, badRequest, conflict, notFound } from '../../platform/http/errors.js';
import type { Principal } from '../../platform/http/principal.js';
import { lockAttendance } from '../attendances/attendance-engine.js';
import { cursorOf, findMessage, insertMessage, pageMessages, parseCursor } from './messages.repository.js';
import { toMessageView } from './message-view.js';
import type { AttendancesService } from '../attendances/attendances.service.js';

export const SEND_QUEUE = 'message.send';
export const WINDOW_CLOSED_MESSAGE =
  'A janela de 24 horas para mensagens livres está fechada: o cliente não escreve há mais de 24 horas. Envie um modelo de mensagem aprovado (HSM) para retomar a conversa.';

export function createMessagesService(ctx: AppContext, queue: Queue, attendances: AttendancesService, clock: () => Date = () => new Date()) {
  const orm = ctx.db.orm;

  async function history(principal: Principal, channelId: string, attendanceId: string, before: string | undefined, limit: number) {
    await attendances.get(principal, channelId, attendanceId);
    const rows = await pageMessages(orm, channelId, attendanceId, before ? parseCursor(before) : undefined, limit);
    const last = rows[rows.length - 1];
    return { statusCode: 200, messages: rows.map(toMessageView), nextBefore: rows.length === limit && last ? cursorOf(last) : null };
  }

  async function sendText(principal: Principal, channelId: string, input: { attendanceId: string; text: string; replyToId?: string | undefined }): Promise<Message> {
    await attendances.get(principal, channelId, input.attendanceId);
    const message = await orm.transaction(async (tx) => {
      const a = await lockAttendance(tx, channelId, input.attendanceId);
      if (!a) throw notFound('Atendimento não encontrado.');
      if (a.status === 'finished' || a.status === 'abandoned') throw conflict('attendance_closed', 'Este atendimento já foi finalizado.');
      const res = await tx.execute<{ last_inbound_at: Date | string | null }>(sql`select last_inbound_at from attendances where id = ${a.id}`);
      const lastInbound = res.rows[0]?.last_inbound_at;
      if (!lastInbound || clock().getTime() - new Date(lastInbound).getTime() >= RECENT_MESSAGE_MS) {
        throw new AppError(422, 'window_closed', WINDOW_CLOSED_MESSAGE);
      }
      if (input.replyToId && !(await findMessage(tx, channelId, input.replyToId))) throw badRequest('unknown_reply', 'Mensagem citada não encontrada.');
      const row = await insertMessage(tx, {
        channelId,
        attendanceId: a.id,
        contactId: a.contactId,
        direction: 'out',
        type: 'text',
        content: { text: input.text },
        status: 'pending',
        replyToId: input.replyToId ?? null,
        operatorId: principal.operatorId,
      });
      await tx.execute(sql`
        update attendances set last_message_at = now(), unread = 0,
               first_response_at = coalesce(first_response_at, now()), updated_at = now()
         where id = ${a.id}`);
      await queue.send(SEND_QUEUE, { messageId: row.id, channelId }, { tx });
      return row;
    });
    queue.wake(SEND_QUEUE);
    ctx.bus.emit('message.created', { messageId: message.id, channelId });
    return toMessageView(message);
  }

  return { history, sendText };
}

export type MessagesService = ReturnType<typeof createMessagesService>;

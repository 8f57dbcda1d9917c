// Applies normalized provider events to our data: stores the message once, opens or continues the
// customer's attendance and routes it; moves delivery statuses forward. Idempotent on the provider
// message id, so replays and duplicates change nothing.
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { AppContext } from '../../platform/context.js';
import type { InboundMessage, InboundStatus } from '../../providers/provider.port.js';
import { upsertContact } from '../contacts/contacts.repository.js';
import { advanceStatus, findByProviderId, insertMessageOnce } from '../messages/messages.repository.js';
import { inboundContent } from '../messages/inbound-content.js';
import { lockOpenAttendance, openAttendance, route, type AttendanceRef } from '../attendances/attendance-engine.js';
import { findChannel } from '../channels/channels.repository.js';

export class StatusBeforeMessageError extends Error {}

export function createInboundProcessor(ctx: AppContext) {
  const orm = ctx.db.orm;

  async function findOrOpen(tx: NodePgDatabase, channelId: string, contactId: string, preferredOperatorId: string | null): Promise<{ attendance: AttendanceRef; opened: boolean }> {
    const open = await lockOpenAttendance(tx, channelId, contactId);
    if (open) return { attendance: open, opened: false };
    // No chatbot yet: a new conversation goes straight to the (implicit) department queue.
    const created = await openAttendance(tx, channelId, contactId, 'waiting');
    if (!created) {
      const raced = await lockOpenAttendance(tx, channelId, contactId);
      if (!raced) throw new Error('attendance vanished while opening');
      return { attendance: raced, opened: false };
    }
    return { attendance: await route(tx, created, preferredOperatorId), opened: true };
  }

  async function message(channelId: string, m: InboundMessage): Promise<void> {
    const channel = await findChannel(orm, channelId);
    if (!channel) return;
    const result = await orm.transaction(async (tx) => {
      const contact = await upsertContact(tx, channelId, m.from.number, m.from.name);
      const resolved = new Map<string, string>();
      for (const ref of [m.context?.providerMessageId, m.reaction?.targetProviderMessageId]) {
        if (!ref) continue;
        const found = await findByProviderId(tx, channelId, ref);
        if (found) resolved.set(ref, found.id);
      }
      const { type, content } = inboundContent(m, (id) => resolved.get(id) ?? null);
      const stored = await insertMessageOnce(tx, {
        channelId,
        contactId: contact.id,
        direction: 'in',
        type,
        content,
        status: 'received',
        providerMessageId: m.providerMessageId,
        replyToId: m.context ? (resolved.get(m.context.providerMessageId) ?? null) : null,
        createdAt: m.timestamp,
      });
      if (!stored) return null;
      const preferred = channel.config.customerPortfolioEnabled ? contact.responsibleOperatorId : null;
      const { attendance } = await findOrOpen(tx, channelId, contact.id, preferred);
      await tx.execute(sql`update messages set attendance_id = ${attendance.id} where id = ${stored.id}`);
      await tx.execute(sql`
        update attendances set unread = unread + 1, last_inbound_at = greatest(last_inbound_at, ${m.timestamp}),
               last_message_at = greatest(last_message_at, ${m.timestamp}), updated_at = now()
         where id = ${attendance.id}`);
      return { messageId: stored.id, attendance };
    });
    if (!result) return;
    ctx.bus.emit('message.created', { messageId: result.messageId, channelId });
    ctx.bus.emit('attendance.changed', { attendanceId: result.attendance.id, channelId, previousOperatorId: null });
    // Queued although someone is online: they may only have been busy being assigned just now.
    if (result.attendance.status === 'waiting') ctx.bus.emit('queue.check', { channelId });
  }

  async function status(channelId: string, s: InboundStatus): Promise<void> {
    const found = await findByProviderId(orm, channelId, s.providerMessageId);
    // The send job stores the provider id right after the provider answers; a status can still
    // overtake it. Failing makes the job retry a little later instead of losing the status.
    if (!found) throw new StatusBeforeMessageError(`no message ${s.providerMessageId} yet`);
    const error = s.error ? { code: String(s.error.code), message: s.error.message ?? s.error.title } : null;
    const changed = await advanceStatus(orm, found.id, s.status, error);
    if (changed) ctx.bus.emit('message.status_changed', { messageId: found.id, channelId });
  }

  return { message, status };
}

export type InboundProcessor = ReturnType<typeof createInboundProcessor>;

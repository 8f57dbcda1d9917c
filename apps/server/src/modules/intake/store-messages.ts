// Step 3 of intake: the customers' messages are stored once each (idempotent on the provider
// message id), with their contacts created or updated, the messages they reply or react to resolved,
// and the open attendance of each customer locked and joined. Blocked numbers' messages are stored
// but join no attendance.
import type { InboundMessage } from '../../providers/provider.port.js';
import { lockOpenAttendances, type AttendanceRef } from '../attendances/index.js';
import { blockedContactIds } from '../blacklist/index.js';
import { ensureContacts, type ContactRef } from '../contacts/index.js';
import { inboundContent, idsByProviderIds, insertMessagesOnce, type MessageRow } from '../messages/index.js';
import type { Tx } from './intake-batch.js';

/** The messages this batch stored for the first time, and what the next steps need about their senders. */
export type StoredMessages = {
  rows: MessageRow[];
  /** The senders by contact id. */
  contacts: Map<string, ContactRef>;
  blocked: Set<string>;
  /** Each (unblocked) sender's open attendance, locked until the batch commits. */
  open: Map<string, AttendanceRef>;
};

/** Stores the channel's new messages; null when the batch brought none it had not stored before. */
export async function storeMessages(tx: Tx, channelId: string, incoming: InboundMessage[]): Promise<StoredMessages | null> {
  const unique = [...new Map(incoming.map((m) => [m.providerMessageId, m])).values()];
  if (unique.length === 0) return null;
  const byNumber = await ensureContacts(tx, channelId, unique.map((m) => ({ number: m.from.number, name: m.from.name })));
  const refs = unique.flatMap((m) => [m.context?.providerMessageId, m.reaction?.targetProviderMessageId]).filter((r): r is string => !!r);
  const resolved = await idsByProviderIds(tx, channelId, [...new Set(refs)]);
  const contacts = new Map([...byNumber.values()].map((c) => [c.id, c]));
  // Blocked numbers: their messages are stored but join no attendance, open none and route nothing.
  const blocked = await blockedContactIds(tx, channelId, [...byNumber.values()]);
  const open = await lockOpenAttendances(tx, channelId, [...contacts.keys()].filter((id) => !blocked.has(id)));
  const rows = await insertMessagesOnce(
    tx,
    unique.map((m) => {
      const contact = byNumber.get(m.from.number);
      if (!contact) throw new Error(`contact ${m.from.number} missing`);
      const { type, content } = inboundContent(m, (id) => resolved.get(id) ?? null);
      return {
        channelId,
        contactId: contact.id,
        attendanceId: open.get(contact.id)?.id ?? null,
        direction: 'in' as const,
        type,
        content,
        status: 'received' as const,
        providerMessageId: m.providerMessageId,
        replyToId: m.context ? (resolved.get(m.context.providerMessageId) ?? null) : null,
        createdAt: m.timestamp,
      };
    }),
  );
  if (rows.length === 0) return null;
  return { rows, contacts, blocked, open };
}

// Writes of the contacts management screen: create, edit and delete one contact, and the checks
// they need (a contact's attendances). Its tag and operator are checked by platform/db/owned-ids.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { contacts } from '../../schema/index.js';

export type ContactValues = {
  name: string;
  code: string | null;
  email: string | null;
  tagId: string | null;
  responsibleOperatorId: string | null;
  birthday: string | null;
  document: string | null;
  /** true: opted out of campaigns (the first date kept); false: opted back in; absent: unchanged. */
  optedOutOfCampaigns?: boolean | undefined;
};

/** The opted_out_at to write for an opt-out choice; undefined leaves the column alone. */
function optedOutValue(optedOut: boolean | undefined): SQL | null | undefined {
  if (optedOut === undefined) return undefined;
  return optedOut ? sql`coalesce(${contacts.optedOutAt}, now())` : null;
}

export async function insertContact(orm: NodePgDatabase, channelId: string, number: string, values: ContactValues): Promise<string> {
  const { optedOutOfCampaigns, ...fields } = values;
  const [row] = await orm
    .insert(contacts)
    .values({ channelId, number, ...fields, optedOutAt: optedOutOfCampaigns ? sql`now()` : null })
    .returning({ id: contacts.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function updateContact(orm: NodePgDatabase, channelId: string, id: string, values: ContactValues): Promise<boolean> {
  const { optedOutOfCampaigns, ...fields } = values;
  const rows = await orm
    .update(contacts)
    .set({ ...fields, optedOutAt: optedOutValue(optedOutOfCampaigns), updatedAt: new Date() })
    .where(and(eq(contacts.channelId, channelId), eq(contacts.id, id)))
    .returning({ id: contacts.id });
  return rows.length > 0;
}

/** The fields the contact panel changes; only those given are written. */
export type ContactPatchValues = Partial<Pick<ContactValues, 'name' | 'email' | 'document' | 'tagId'>>;

export async function patchContact(orm: NodePgDatabase, channelId: string, id: string, values: ContactPatchValues): Promise<boolean> {
  const fields = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as ContactPatchValues;
  const rows = await orm
    .update(contacts)
    .set({ ...fields, updatedAt: new Date() })
    .where(and(eq(contacts.channelId, channelId), eq(contacts.id, id)))
    .returning({ id: contacts.id });
  return rows.length > 0;
}

export type DeleteOutcome = 'deleted' | 'not_found' | 'has_attendances';

/**
 * Deletes a contact that never had an attendance. The row is locked first: an attendance being
 * opened for it at the same time (its foreign key check locks the contact too) waits, and either
 * lands before the check, which then refuses, or fails after the delete. History is never cascaded away.
 */
export async function deleteContactWithoutHistory(orm: NodePgDatabase, channelId: string, id: string): Promise<DeleteOutcome> {
  return orm.transaction(async (tx) => {
    const locked = await tx.execute(sql`select id from contacts where channel_id = ${channelId} and id = ${id} for update`);
    if (locked.rows.length === 0) return 'not_found';
    const used = await tx.execute(sql`
      select (exists (select 1 from attendances where contact_id = ${id})
           or exists (select 1 from messages where contact_id = ${id})) as used`);
    if ((used.rows[0] as { used?: boolean } | undefined)?.used) return 'has_attendances';
    await tx.delete(contacts).where(and(eq(contacts.channelId, channelId), eq(contacts.id, id)));
    return 'deleted';
  });
}

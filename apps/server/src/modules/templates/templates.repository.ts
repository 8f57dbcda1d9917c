// The only place that reads and writes message templates.
import { and, asc, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { templateVariables, variableTypesFor, type Template, type TemplateListParams, type TemplateVariableType } from '@atende/contract';
import type { ProviderTemplate } from '../../providers/provider.port.js';
import { containsPattern, uuidArray } from '../../platform/db/sql-helpers.js';
import { messageTemplates, templateSyncs } from '../../schema/index.js';

export type TemplateRow = typeof messageTemplates.$inferSelect;

export const toTemplateView = (row: TemplateRow): Template => {
  const bodyVariables = new Set(templateVariables(row.body)).size;
  return {
    _id: row.id,
    channelId: row.channelId,
    providerTemplateId: row.providerTemplateId,
    name: row.name,
    language: row.language,
    category: row.category,
    status: row.status,
    rejectedReason: row.rejectedReason,
    header: row.header ?? null,
    body: row.body,
    footer: row.footer,
    buttons: row.buttons,
    bodyVariables,
    variableTypes: variableTypesFor(row.variableTypes, bodyVariables),
    updatedAt: row.updatedAt.toISOString(),
  };
};

const sortColumns = { name: messageTemplates.name, updatedAt: messageTemplates.updatedAt, status: messageTemplates.status } as const;

export async function pageTemplates(orm: NodePgDatabase, channelId: string, query: TemplateListParams) {
  const filters: SQL[] = [eq(messageTemplates.channelId, channelId)];
  if (query.search) filters.push(ilike(messageTemplates.name, containsPattern(query.search)));
  if (query.status) filters.push(eq(messageTemplates.status, query.status));
  const where = and(...filters);
  const column = sortColumns[query.sort];
  const [rows, [count], [sync]] = await Promise.all([
    orm
      .select()
      .from(messageTemplates)
      .where(where)
      .orderBy(query.order === 'desc' ? desc(column) : asc(column), asc(messageTemplates.language), asc(messageTemplates.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    orm.select({ n: sql<number>`count(*)::int` }).from(messageTemplates).where(where),
    orm.select({ at: templateSyncs.syncedAt }).from(templateSyncs).where(eq(templateSyncs.channelId, channelId)),
  ]);
  return { rows, total: count?.n ?? 0, lastSyncAt: sync?.at ?? null };
}

export async function approvedTemplates(orm: NodePgDatabase, channelId: string): Promise<TemplateRow[]> {
  return orm
    .select()
    .from(messageTemplates)
    .where(and(eq(messageTemplates.channelId, channelId), eq(messageTemplates.status, 'APPROVED')))
    .orderBy(asc(messageTemplates.name), asc(messageTemplates.language));
}

/** Every template of the channel, newest first (the simulator's whole store of templates). */
export async function channelTemplates(orm: NodePgDatabase, channelId: string): Promise<TemplateRow[]> {
  return orm
    .select()
    .from(messageTemplates)
    .where(eq(messageTemplates.channelId, channelId))
    .orderBy(desc(messageTemplates.updatedAt), asc(messageTemplates.id));
}

export async function findTemplate(orm: NodePgDatabase, channelId: string, id: string): Promise<TemplateRow | undefined> {
  const [row] = await orm.select().from(messageTemplates).where(and(eq(messageTemplates.channelId, channelId), eq(messageTemplates.id, id)));
  return row;
}

export async function templateExists(orm: NodePgDatabase, channelId: string, name: string, language: string): Promise<boolean> {
  const [row] = await orm
    .select({ id: messageTemplates.id })
    .from(messageTemplates)
    .where(and(eq(messageTemplates.channelId, channelId), eq(messageTemplates.name, name), eq(messageTemplates.language, language)));
  return !!row;
}

const providerFields = (t: ProviderTemplate) => ({
  providerTemplateId: t.providerTemplateId,
  category: t.category,
  status: t.status,
  rejectedReason: t.rejectedReason,
  header: t.header,
  body: t.body,
  footer: t.footer,
  buttons: t.buttons,
});

/**
 * Makes the channel's rows what the provider lists: inserts and updates by name and language, and
 * removes the ones the provider no longer has. Returns the changed rows and the removed ids.
 */
export async function replaceTemplates(tx: NodePgDatabase, channelId: string, listed: ProviderTemplate[]): Promise<{ upserted: TemplateRow[]; removed: string[] }> {
  const upserted: TemplateRow[] = [];
  for (const t of listed) {
    const [row] = await tx
      .insert(messageTemplates)
      .values({ channelId, name: t.name, language: t.language, ...providerFields(t) })
      .onConflictDoUpdate({ target: [messageTemplates.channelId, messageTemplates.name, messageTemplates.language], set: { ...providerFields(t), updatedAt: new Date() } })
      .returning();
    if (row) upserted.push(row);
  }
  const kept = new Set(upserted.map((r) => r.id));
  const current = await tx.select({ id: messageTemplates.id }).from(messageTemplates).where(eq(messageTemplates.channelId, channelId));
  const removed = current.map((r) => r.id).filter((id) => !kept.has(id));
  if (removed.length) await tx.execute(sql`delete from message_templates where channel_id = ${channelId} and id = any(${uuidArray(removed)}::uuid[])`);
  await markTemplatesSynced(tx, channelId);
  return { upserted, removed };
}

/** Records that the channel's templates were just checked against the provider. */
export async function markTemplatesSynced(orm: NodePgDatabase, channelId: string): Promise<void> {
  await orm
    .insert(templateSyncs)
    .values({ channelId, syncedAt: new Date() })
    .onConflictDoUpdate({ target: templateSyncs.channelId, set: { syncedAt: new Date() } });
}

export async function insertTemplate(orm: NodePgDatabase, values: typeof messageTemplates.$inferInsert): Promise<TemplateRow> {
  const [row] = await orm.insert(messageTemplates).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Removes every language of a name (Meta deletes by name). Returns the ids removed. */
export async function deleteTemplatesNamed(orm: NodePgDatabase, channelId: string, name: string): Promise<string[]> {
  const rows = await orm
    .delete(messageTemplates)
    .where(and(eq(messageTemplates.channelId, channelId), eq(messageTemplates.name, name)))
    .returning({ id: messageTemplates.id });
  return rows.map((r) => r.id);
}

/** The status webhook: moves the template with that provider id. Returns the row when it changed. */
export async function setTemplateStatus(orm: NodePgDatabase, channelId: string, providerTemplateId: string, status: string, reason: string | null): Promise<TemplateRow | undefined> {
  const [row] = await orm
    .update(messageTemplates)
    .set({ status, rejectedReason: reason && reason !== 'NONE' ? reason : null, updatedAt: new Date() })
    .where(and(eq(messageTemplates.channelId, channelId), eq(messageTemplates.providerTemplateId, providerTemplateId)))
    .returning();
  return row;
}

export type TemplateKey = { channelId: string; name: string; language: string };
export const templateKeyOf = (k: TemplateKey): string => `${k.channelId}|${k.name}|${k.language}`;

/**
 * The provider's ids of the given templates (by channel, name and language), in one statement for a
 * whole send batch; keyed by templateKeyOf. Templates never synced or created here are absent.
 */
export async function providerTemplateIds(orm: NodePgDatabase, keys: TemplateKey[]): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const input = JSON.stringify(keys.map((k) => ({ c: k.channelId, n: k.name, l: k.language })));
  const res = await orm.execute<{ channel_id: string; name: string; language: string; provider_template_id: string }>(sql`
    select t.channel_id, t.name, t.language, t.provider_template_id
      from message_templates t
      join jsonb_to_recordset(${input}::jsonb) as k(c uuid, n text, l text) on t.channel_id = k.c and t.name = k.n and t.language = k.l
     where t.provider_template_id is not null`);
  return new Map(res.rows.map((r) => [templateKeyOf({ channelId: r.channel_id, name: r.name, language: r.language }), r.provider_template_id]));
}

/** Declares the types of a template's body variables (ours only: the provider never hears of them). */
export async function setTemplateVariableTypes(orm: NodePgDatabase, channelId: string, id: string, variableTypes: TemplateVariableType[]): Promise<TemplateRow | undefined> {
  const [row] = await orm
    .update(messageTemplates)
    .set({ variableTypes, updatedAt: new Date() })
    .where(and(eq(messageTemplates.channelId, channelId), eq(messageTemplates.id, id)))
    .returning();
  return row;
}

/** A template's body and declared variable types by name and language (what a send fills), when we know it. */
export async function templateForSend(orm: NodePgDatabase, channelId: string, name: string, language: string): Promise<Pick<TemplateRow, 'body' | 'variableTypes'> | undefined> {
  const [row] = await orm
    .select({ body: messageTemplates.body, variableTypes: messageTemplates.variableTypes })
    .from(messageTemplates)
    .where(and(eq(messageTemplates.channelId, channelId), eq(messageTemplates.name, name), eq(messageTemplates.language, language)));
  return row;
}

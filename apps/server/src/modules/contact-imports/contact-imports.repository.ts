// The only place that reads and writes contact imports, their error rows, and the contacts and tags
// an import creates or updates.
import { and, asc, desc, eq, gt, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { ContactImportErrorReason, ContactImportFormat, ContactImportMapping } from '@atende/contract';
import { contactImportErrors, contactImports } from '../../schema/index.js';

export type ContactImportRow = typeof contactImports.$inferSelect;
export type ContactImportErrorRow = typeof contactImportErrors.$inferSelect;

export async function insertImport(
  orm: NodePgDatabase,
  input: { id: string; channelId: string; userId: string | null; fileName: string; format: ContactImportFormat; fileKey: string; totalRows: number },
): Promise<ContactImportRow> {
  const [row] = await orm.insert(contactImports).values({ ...input, status: 'uploaded' }).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function findImport(orm: NodePgDatabase, channelId: string, id: string): Promise<ContactImportRow | undefined> {
  const [row] = await orm.select().from(contactImports).where(and(eq(contactImports.channelId, channelId), eq(contactImports.id, id))).limit(1);
  return row;
}

export async function findImportById(orm: NodePgDatabase, id: string): Promise<ContactImportRow | undefined> {
  const [row] = await orm.select().from(contactImports).where(eq(contactImports.id, id)).limit(1);
  return row;
}

/** Locks the import for the rest of the transaction (one chunk at a time, whoever runs it). */
export async function lockImport(tx: NodePgDatabase, id: string): Promise<ContactImportRow | undefined> {
  const [row] = await tx.select().from(contactImports).where(eq(contactImports.id, id)).for('update').limit(1);
  return row;
}

export async function listImports(orm: NodePgDatabase, channelId: string, page: number, perPage: number): Promise<{ rows: ContactImportRow[]; total: number }> {
  const where = eq(contactImports.channelId, channelId);
  const rows = await orm
    .select()
    .from(contactImports)
    .where(where)
    .orderBy(desc(contactImports.createdAt), desc(contactImports.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const [count] = await orm.select({ n: sql<number>`count(*)::int` }).from(contactImports).where(where);
  return { rows, total: count?.n ?? 0 };
}

/** uploaded -> queued with the chosen mapping; undefined when it was not waiting for a start. */
export async function queueImport(tx: NodePgDatabase, channelId: string, id: string, mapping: ContactImportMapping): Promise<ContactImportRow | undefined> {
  const [row] = await tx
    .update(contactImports)
    .set({ status: 'queued', mapping: { ...mapping } })
    .where(and(eq(contactImports.channelId, channelId), eq(contactImports.id, id), eq(contactImports.status, 'uploaded')))
    .returning();
  return row;
}

export async function markRunning(orm: NodePgDatabase, id: string): Promise<ContactImportRow | undefined> {
  const [row] = await orm
    .update(contactImports)
    .set({ status: 'running', startedAt: sql`coalesce(${contactImports.startedAt}, now())` })
    .where(and(eq(contactImports.id, id), sql`${contactImports.status} in ('queued', 'running')`))
    .returning();
  return row;
}

/** running -> done, the total being what was read. */
export async function markDone(orm: NodePgDatabase, id: string): Promise<ContactImportRow | undefined> {
  const [row] = await orm
    .update(contactImports)
    .set({ status: 'done', totalRows: sql`${contactImports.processedRows}`, finishedAt: sql`now()` })
    .where(and(eq(contactImports.id, id), eq(contactImports.status, 'running')))
    .returning();
  return row;
}

export async function markFailed(orm: NodePgDatabase, id: string, errorMessage: string): Promise<ContactImportRow | undefined> {
  const [row] = await orm
    .update(contactImports)
    .set({ status: 'failed', errorMessage, finishedAt: sql`now()` })
    .where(and(eq(contactImports.id, id), sql`${contactImports.status} in ('queued', 'running')`))
    .returning();
  return row;
}

/** Stops an import that has not finished; undefined when it had already ended. */
export async function cancelImport(orm: NodePgDatabase, channelId: string, id: string): Promise<ContactImportRow | undefined> {
  const [row] = await orm
    .update(contactImports)
    .set({ status: 'cancelled', finishedAt: sql`now()` })
    .where(and(eq(contactImports.channelId, channelId), eq(contactImports.id, id), sql`${contactImports.status} in ('uploaded', 'queued', 'running')`))
    .returning();
  return row;
}

/** Ended imports (done, failed, cancelled) that finished before `before` and still have a file; a bounded batch. */
export async function endedImportFiles(orm: NodePgDatabase, before: Date): Promise<Array<{ id: string; fileKey: string }>> {
  return orm
    .select({ id: contactImports.id, fileKey: contactImports.fileKey })
    .from(contactImports)
    .where(
      and(
        inArray(contactImports.status, ['done', 'failed', 'cancelled']),
        lt(contactImports.finishedAt, before),
        ne(contactImports.fileKey, ''),
      ),
    )
    // A bounded run; whatever is left goes at the next hour.
    .limit(500);
}

/** The import's file is gone: it keeps no key. */
export async function clearImportFile(orm: NodePgDatabase, id: string): Promise<void> {
  await orm.update(contactImports).set({ fileKey: '' }).where(eq(contactImports.id, id));
}

/** Deletes the uploads created before `before` that are still only uploaded; returns their file keys. */
export async function deleteUnstartedImports(orm: NodePgDatabase, before: Date): Promise<Array<{ fileKey: string }>> {
  // Only rows still 'uploaded' when deleted: an upload started at this very moment keeps its file.
  return orm
    .delete(contactImports)
    .where(and(eq(contactImports.status, 'uploaded'), lt(contactImports.createdAt, before)))
    .returning({ fileKey: contactImports.fileKey });
}

export async function advanceImport(
  tx: NodePgDatabase,
  id: string,
  by: { rows: number; created: number; updated: number; errors: number },
): Promise<ContactImportRow> {
  const [row] = await tx
    .update(contactImports)
    .set({
      processedRows: sql`${contactImports.processedRows} + ${by.rows}`,
      createdCount: sql`${contactImports.createdCount} + ${by.created}`,
      updatedCount: sql`${contactImports.updatedCount} + ${by.updated}`,
      errorCount: sql`${contactImports.errorCount} + ${by.errors}`,
    })
    .where(eq(contactImports.id, id))
    .returning();
  if (!row) throw new Error(`contact import ${id} vanished`);
  return row;
}

export async function insertImportErrors(
  tx: NodePgDatabase,
  importId: string,
  errors: Array<{ rowNumber: number; reason: ContactImportErrorReason; row: Record<string, string> }>,
): Promise<void> {
  if (errors.length === 0) return;
  await tx.insert(contactImportErrors).values(errors.map((e) => ({ importId, ...e })));
}

/** The error rows after `last` in file order, `limit` at a time (the report reads them in batches). */
export async function importErrorsAfter(
  orm: NodePgDatabase,
  importId: string,
  last: { rowNumber: number; id: number } | null,
  limit: number,
): Promise<ContactImportErrorRow[]> {
  const after = last
    ? or(gt(contactImportErrors.rowNumber, last.rowNumber), and(eq(contactImportErrors.rowNumber, last.rowNumber), gt(contactImportErrors.id, last.id)))
    : undefined;
  return orm
    .select()
    .from(contactImportErrors)
    .where(and(eq(contactImportErrors.importId, importId), after))
    .orderBy(asc(contactImportErrors.rowNumber), asc(contactImportErrors.id))
    .limit(limit);
}

/** Operators of the channel still in use, with their login, for the "Responsável" column. */
export async function listOperatorKeys(orm: NodePgDatabase, channelId: string): Promise<Array<{ id: string; name: string; login: string }>> {
  const res = await orm.execute<{ id: string; name: string; login: string }>(sql`
    select o.id, o.name, u.login from operators o join users u on u.id = o.user_id
     where o.channel_id = ${channelId} and o.deleted_at is null
     order by o.created_at`);
  return res.rows;
}

/** The ids of tags by lower-cased name, creating the missing ones with the colours given. */
export async function ensureTags(tx: NodePgDatabase, channelId: string, wanted: Array<{ name: string; color: string }>): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  if (wanted.length === 0) return ids;
  const input = JSON.stringify(wanted);
  await tx.execute(sql`
    insert into tags (channel_id, name, color)
    select ${channelId}::uuid, t.name, t.color from jsonb_to_recordset(${input}::jsonb) as t(name text, color text)
    on conflict (channel_id, lower(name)) do nothing`);
  const names = JSON.stringify(wanted.map((w) => w.name.toLowerCase()));
  const found = await tx.execute<{ id: string; key: string }>(sql`
    select id, lower(name) as key from tags
     where channel_id = ${channelId} and lower(name) in (select jsonb_array_elements_text(${names}::jsonb))`);
  for (const row of found.rows) ids.set(row.key, row.id);
  return ids;
}

export async function listTagKeys(orm: NodePgDatabase, channelId: string): Promise<Map<string, string>> {
  const res = await orm.execute<{ id: string; key: string }>(sql`select id, lower(name) as key from tags where channel_id = ${channelId}`);
  return new Map(res.rows.map((r) => [r.key, r.id]));
}

export type ContactUpsert = {
  number: string;
  name: string | null;
  code: string | null;
  email: string | null;
  tagId: string | null;
  birthday: string | null;
  document: string | null;
  responsibleOperatorId: string | null;
  optedOut: boolean;
};

/**
 * Creates or updates the contacts of one chunk in one statement, keyed by (channel, number): a file
 * imported twice updates the same contacts. A blank cell keeps what the contact had; an opt-out is
 * only ever added (keeping the first date), never cleared by a file.
 */
export async function upsertContacts(tx: NodePgDatabase, channelId: string, contacts: ContactUpsert[]): Promise<{ created: number; updated: number }> {
  if (contacts.length === 0) return { created: 0, updated: 0 };
  const input = JSON.stringify(
    contacts.map((c) => ({
      number: c.number,
      name: c.name,
      code: c.code,
      email: c.email,
      tag_id: c.tagId,
      birthday: c.birthday,
      document: c.document,
      responsible_operator_id: c.responsibleOperatorId,
      opted_out: c.optedOut,
    })),
  );
  const res = await tx.execute<{ inserted: boolean }>(sql`
    insert into contacts (channel_id, number, name, code, email, tag_id, birthday, document, responsible_operator_id, opted_out_at)
    select ${channelId}::uuid, t.number, t.name, t.code, t.email, t.tag_id, t.birthday::date, t.document, t.responsible_operator_id,
           case when t.opted_out then now() end
      from jsonb_to_recordset(${input}::jsonb)
        as t(number text, name text, code text, email text, tag_id uuid, birthday text, document text, responsible_operator_id uuid, opted_out boolean)
    on conflict (channel_id, number) do update set
      name = coalesce(excluded.name, contacts.name),
      code = coalesce(excluded.code, contacts.code),
      email = coalesce(excluded.email, contacts.email),
      tag_id = coalesce(excluded.tag_id, contacts.tag_id),
      birthday = coalesce(excluded.birthday, contacts.birthday),
      document = coalesce(excluded.document, contacts.document),
      responsible_operator_id = coalesce(excluded.responsible_operator_id, contacts.responsible_operator_id),
      opted_out_at = coalesce(contacts.opted_out_at, excluded.opted_out_at),
      updated_at = now()
    returning (xmax = 0) as inserted`);
  const created = res.rows.filter((r) => r.inserted).length;
  return { created, updated: res.rows.length - created };
}

// The demo store's writes: thousands of rows in a few multi-row inserts, so the whole store goes in
// within seconds on PGlite.
// Attendances are inserted without `seq`: the database numbers the protocols, in insertion order.
import { getTableColumns, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  accessLogs,
  attendanceSurveys,
  attendances,
  blacklistNumbers,
  calendarEvents,
  campaignRecipients,
  campaigns,
  contacts,
  departments,
  messageTemplates,
  messages,
  operatorDepartments,
  tags,
} from '../../schema/index.js';

type Tx = NodePgDatabase;

/** Rows per statement: one JSON parameter each, so the size is bound by memory only. */
const CHUNK = 2000;

/**
 * Inserts rows as one JSON document per chunk, unpacked by jsonb_to_recordset in their order: on
 * PGlite several times faster than thousands of bound parameters, and the database still fills
 * every column left out (ids, sequences, defaults) as an ordinary insert would.
 */
async function insertChunked<T extends PgTable>(tx: Tx, table: T, rows: Array<T['$inferInsert']>): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = [...new Set(rows.flatMap((r) => Object.keys(r as object)))].filter((k) => columns[k]);
  const list = sql.join(keys.map((k) => sql.identifier(columns[k]!.name)), sql`, `);
  const shape = sql.join(keys.map((k) => sql`${sql.identifier(columns[k]!.name)} ${sql.raw(columns[k]!.getSQLType())}`), sql`, `);
  const picked = sql.join(keys.map((k) => sql`v.${sql.identifier(columns[k]!.name)}`), sql`, `);
  // A column is given for every row or for none: a row leaving it out would get null, not its default.
  const partial = keys.find((k) => columns[k]!.notNull && rows.some((r) => (r as Record<string, unknown>)[k] === undefined));
  if (partial) throw new Error(`demo seed: ${columns[partial]!.name} is missing in some rows`);
  for (let i = 0; i < rows.length; i += CHUNK) {
    const json = JSON.stringify(
      rows.slice(i, i + CHUNK).map((row) => Object.fromEntries(keys.map((k) => [columns[k]!.name, (row as Record<string, unknown>)[k] ?? null]))),
    );
    await tx.execute(sql`
      insert into ${table} (${list})
      select ${picked} from rows from (jsonb_to_recordset(${json}::jsonb) as (${shape})) with ordinality as v
       order by v.ordinality`);
  }
}

export type StoreRows = {
  departments: Array<typeof departments.$inferInsert>;
  tags: Array<typeof tags.$inferInsert>;
  operatorDepartments: Array<typeof operatorDepartments.$inferInsert>;
  contacts: Array<typeof contacts.$inferInsert>;
  templates: Array<typeof messageTemplates.$inferInsert>;
  campaigns: Array<typeof campaigns.$inferInsert>;
  attendances: Array<typeof attendances.$inferInsert>;
  /** In creation order (the table's `seq` breaks ties between equal times). */
  messages: Array<typeof messages.$inferInsert>;
  recipients: Array<typeof campaignRecipients.$inferInsert>;
  surveys: Array<typeof attendanceSurveys.$inferInsert>;
  calendarEvents: Array<typeof calendarEvents.$inferInsert>;
  accessLogs: Array<typeof accessLogs.$inferInsert>;
  blacklist: Array<typeof blacklistNumbers.$inferInsert>;
};

/** Departments and tags first: the store's other rows (operators, contacts, menus) point at them. */
export async function insertStoreCatalog(tx: Tx, rows: Pick<StoreRows, 'departments' | 'tags'>): Promise<void> {
  await insertChunked(tx, departments, rows.departments);
  await insertChunked(tx, tags, rows.tags);
}

/** Everything else, parents before children. */
export async function insertStoreRows(tx: Tx, rows: Omit<StoreRows, 'departments' | 'tags'>): Promise<void> {
  await insertChunked(tx, operatorDepartments, rows.operatorDepartments);
  await insertChunked(tx, contacts, rows.contacts);
  await insertChunked(tx, messageTemplates, rows.templates);
  await insertChunked(tx, campaigns, rows.campaigns);
  await insertChunked(tx, attendances, rows.attendances);
  await insertChunked(tx, messages, rows.messages);
  await insertChunked(tx, campaignRecipients, rows.recipients);
  await insertChunked(tx, attendanceSurveys, rows.surveys);
  await insertChunked(tx, calendarEvents, rows.calendarEvents);
  await insertChunked(tx, accessLogs, rows.accessLogs);
  await insertChunked(tx, blacklistNumbers, rows.blacklist);
}

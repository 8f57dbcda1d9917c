// Who a campaign goes to: contacts chosen by tags and filters (counted while the owner edits,
// written as recipients when sending starts), or an uploaded CSV/XLSX list whose numbers become
// recipients at once, creating the contacts that do not exist yet. A contact is a recipient once per
// campaign whatever the list says (the unique index); blocked and opted-out numbers are skipped when
// their turn comes, so the report says why.
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { CAMPAIGN_UPLOAD_MAX_ROWS, normalizePhoneNumber } from '@atende/contract';
import { fail } from '../../platform/http/errors.js';
import { ensureContacts } from '../contacts/index.js';
import { dataRecords, readColumns, UnreadableFileError, suggestMapping } from '../contact-imports/index.js';
import type { ContactImportFormat } from '@atende/contract';
import { deleteRecipients, insertListRecipients } from './campaign-audience.repository.js';

export type UploadOutcome = { rows: number; recipients: number; columns: string[]; rejected: Array<{ line: number; reason: string }> };

const CHUNK = 1000;

/**
 * Replaces the campaign's recipients with the list's numbers (inside the caller's transaction). The
 * number column is found by its header like the contact import does; a name fills contacts that
 * have none; every other column is kept per recipient for the template's variables.
 */
export async function uploadAudience(tx: NodePgDatabase, campaign: { id: string; channelId: string }, bytes: Buffer, format: ContactImportFormat): Promise<UploadOutcome> {
  let columns: string[] | null;
  try {
    columns = await readColumns(bytes, format);
  } catch (err) {
    if (err instanceof UnreadableFileError) throw fail('campaign_list_unreadable');
    throw err;
  }
  if (!columns) throw fail('missing_header');
  const mapping = suggestMapping(columns);
  const numberColumn = mapping.number;
  if (!numberColumn) throw fail('number_column_missing');
  const nameColumn = mapping.name;
  const extra = columns.filter((c) => c !== numberColumn);

  await deleteRecipients(tx, campaign.id);
  const rejected: UploadOutcome['rejected'] = [];
  const seen = new Set<string>();
  let rows = 0;
  let recipients = 0;
  let chunk: Array<{ number: string; name: string | null; fields: Record<string, string> }> = [];

  const flush = async () => {
    if (chunk.length === 0) return;
    const contacts = await ensureContacts(tx, campaign.channelId, chunk.map((p) => ({ number: p.number, name: p.name })));
    recipients += await insertListRecipients(tx, campaign, chunk.map((p) => ({ contact_id: contacts.get(p.number)?.id, fields: p.fields })));
    chunk = [];
  };

  try {
    for await (const { line, record } of dataRecords(bytes, format)) {
      rows++;
      if (rows > CAMPAIGN_UPLOAD_MAX_ROWS) throw fail('too_many_rows', { params: { max: CAMPAIGN_UPLOAD_MAX_ROWS.toLocaleString('pt-BR') } });
      const raw = record[numberColumn] ?? '';
      const number = raw ? normalizePhoneNumber(raw) : null;
      if (!number) {
        if (rejected.length < 50) rejected.push({ line, reason: raw ? `Número inválido: ${raw}` : 'Número não informado' });
        continue;
      }
      if (seen.has(number)) {
        if (rejected.length < 50) rejected.push({ line, reason: 'Número repetido na lista' });
        continue;
      }
      seen.add(number);
      const fields = Object.fromEntries(extra.map((c) => [c, record[c] ?? '']));
      chunk.push({ number, name: nameColumn ? record[nameColumn]?.trim() || null : null, fields });
      if (chunk.length >= CHUNK) await flush();
    }
  } catch (err) {
    if (err instanceof UnreadableFileError) throw fail('campaign_list_unreadable');
    throw err;
  }
  await flush();
  if (recipients === 0) throw fail('no_recipients');
  return { rows, recipients, columns: extra, rejected };
}

// Contacts of a channel for the owner's screen: the paged list with filters, one contact's create,
// edit and delete (refused while it has attendances), today's and this month's birthdays in the
// channel's time zone, and the export of the current filter as CSV or XLSX. The operator's contact
// panel reads and patches (name, e-mail, CPF/CNPJ, tag) the contacts the operator may reach
// (contact-scope.repository). An edit pushes the contact's open attendance again, so the screens
// showing it (lists, conversation header) read the new name without a reload.
import {
  CONTACT_BIRTHDAYS_LIMIT,
  CONTACT_OPTED_OUT_MARK,
  contactSpreadsheetHeaders as H,
  type Contact,
  type ContactBirthdayPeriod,
  type ContactBirthdaysResponse,
  type ContactCreate,
  type ContactExportQuery,
  type ContactListQuery,
  type ContactPage,
  type ContactPatch,
  type ContactUpdate,
} from '@atende/contract';
import type { AppContext } from '../../platform/context.js';
import { assertOwnedIds } from '../../platform/db/owned-ids.js';
import { isUniqueViolation } from '../../platform/db/sql-helpers.js';
import { fail } from '../../platform/http/errors.js';
import type { Principal } from '../../platform/http/principal.js';
import { batchesOf, type SpreadsheetColumn, type SpreadsheetExport } from '../../platform/http/spreadsheet-export.js';
import { operators, tags } from '../../schema/index.js';
import { birthdayContacts, channelTimeZone, contactBatch, findContactView, pageContacts, type ContactViewRow } from './contact-list.repository.js';
import { deleteContactWithoutHistory, insertContact, patchContact, updateContact, type ContactValues } from './contact-records.repository.js';
import { openAttendanceIdsOf, operatorSeesContact } from './contact-scope.repository.js';

export const EXPORT_BATCH = 2000;

export function toContactView(row: ContactViewRow): Contact {
  return {
    _id: row.id,
    channelId: row.channelId,
    number: row.number,
    name: row.name,
    code: row.code,
    email: row.email,
    tagId: row.tagId,
    tag: row.tagId && row.tagName !== null ? { _id: row.tagId, name: row.tagName, color: row.tagColor ?? '#868e96' } : null,
    responsibleOperatorId: row.responsibleOperatorId,
    responsibleOperatorName: row.responsibleOperatorName,
    birthday: row.birthday,
    document: row.document,
    optedOutOfCampaigns: row.optedOutAt !== null,
    optedOutAt: row.optedOutAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** YYYY-MM-DD as DD/MM/YYYY, the way the export writes (and the import reads) a birthday. */
const brazilianDate = (iso: string | null) => (iso ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : null);

export const contactExportColumns: readonly SpreadsheetColumn<ContactViewRow>[] = [
  { header: H.name, value: (r) => r.name },
  { header: H.number, value: (r) => r.number },
  { header: H.code, value: (r) => r.code },
  { header: H.email, value: (r) => r.email },
  { header: H.tag, value: (r) => r.tagName },
  { header: H.responsible, value: (r) => r.responsibleOperatorName },
  { header: H.birthday, value: (r) => brazilianDate(r.birthday) },
  { header: H.document, value: (r) => r.document },
  // "Sim" or blank: the import reads it back, and a blank there never clears an opt-out.
  { header: H.optedOut, value: (r) => (r.optedOutAt ? CONTACT_OPTED_OUT_MARK : null) },
];

/** The calendar date of `now` in a time zone, as [year, month, day]. */
export function dateIn(timeZone: string, now: Date): [number, number, number] {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return [get('year'), get('month'), get('day')];
}

const isLeapYear = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

export function createContactsService(ctx: AppContext, clock: () => Date = () => new Date()) {
  const orm = ctx.db.orm;

  async function view(channelId: string, id: string): Promise<Contact> {
    const row = await findContactView(orm, channelId, id);
    if (!row) throw fail('contact_missing');
    return toContactView(row);
  }

  /** An operator reaches only their wallet and the contacts of their attendances; others read as not found. */
  async function assertReachable(principal: Principal, channelId: string, id: string): Promise<void> {
    if (principal.role !== 'operator') return;
    if (!principal.operatorId || !(await operatorSeesContact(orm, channelId, principal.operatorId, id))) throw fail('contact_missing');
  }

  /** After an edit: the contact's open attendance is pushed again (its view carries the contact's name). */
  async function announce(channelId: string, id: string): Promise<void> {
    for (const attendanceId of await openAttendanceIdsOf(orm, channelId, id)) {
      ctx.bus.emit('attendance.changed', { attendanceId, channelId, previousOperatorId: null });
    }
  }

  /** The tag and the responsible operator must be the channel's own (another company's read as not found). */
  async function checkReferences(channelId: string, values: ContactValues): Promise<void> {
    await assertOwnedIds(orm, tags, channelId, values.tagId, 'tag');
    await assertOwnedIds(orm, operators, channelId, values.responsibleOperatorId, 'operator');
  }

  async function page(channelId: string, pageNumber: number, q: ContactListQuery): Promise<ContactPage> {
    const { rows, total } = await pageContacts(orm, channelId, q, q, pageNumber, q.perPage);
    return { statusCode: 200, items: rows.map(toContactView), page: pageNumber, perPage: q.perPage, total };
  }

  async function create(channelId: string, input: ContactCreate): Promise<Contact> {
    const { number, ...values } = input;
    await checkReferences(channelId, values);
    let id: string;
    try {
      id = await insertContact(orm, channelId, number, values);
    } catch (err) {
      if (isUniqueViolation(err)) throw fail('contact_number_taken');
      throw err;
    }
    return view(channelId, id);
  }

  async function update(channelId: string, id: string, values: ContactUpdate): Promise<Contact> {
    if (!(await findContactView(orm, channelId, id))) throw fail('contact_missing');
    await checkReferences(channelId, values);
    if (!(await updateContact(orm, channelId, id, values))) throw fail('contact_missing');
    await announce(channelId, id);
    return view(channelId, id);
  }

  /** One contact as the caller may see it (the owner's screen, or an operator's contact panel). */
  async function read(principal: Principal, channelId: string, id: string): Promise<Contact> {
    await assertReachable(principal, channelId, id);
    return view(channelId, id);
  }

  /** Only the fields sent change: name, e-mail, CPF/CNPJ, tag. */
  async function patch(principal: Principal, channelId: string, id: string, values: ContactPatch): Promise<Contact> {
    await assertReachable(principal, channelId, id);
    if (!(await findContactView(orm, channelId, id))) throw fail('contact_missing');
    await assertOwnedIds(orm, tags, channelId, values.tagId ?? null, 'tag');
    if (!(await patchContact(orm, channelId, id, values))) throw fail('contact_missing');
    await announce(channelId, id);
    return view(channelId, id);
  }

  async function remove(channelId: string, id: string): Promise<void> {
    const outcome = await deleteContactWithoutHistory(orm, channelId, id);
    if (outcome === 'not_found') throw fail('contact_missing');
    if (outcome === 'has_attendances') throw fail('contact_has_attendances');
  }

  async function birthdays(channelId: string, period: ContactBirthdayPeriod): Promise<ContactBirthdaysResponse> {
    const timeZone = await channelTimeZone(orm, channelId);
    if (timeZone === undefined) throw fail('channel_not_found');
    const [year, month, day] = dateIn(timeZone, clock());
    const days = period === 'month' ? null : month === 2 && day === 28 && !isLeapYear(year) ? [28, 29] : [day];
    const { rows, total } = await birthdayContacts(orm, channelId, month, days, CONTACT_BIRTHDAYS_LIMIT);
    const today = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    return { statusCode: 200, period, today, total, contacts: rows.map(toContactView) };
  }

  /** The whole current filter, read in keyset-paged batches so memory stays flat. */
  function exportSpec(channelId: string, q: ContactExportQuery): SpreadsheetExport<ContactViewRow> {
    const [year, month, day] = dateIn('America/Sao_Paulo', clock());
    const stamp = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    return {
      format: q.format,
      fileName: `contatos-${stamp}`,
      sheetName: 'Contatos',
      columns: contactExportColumns,
      batches: batchesOf((last) => contactBatch(orm, channelId, q, q, last, EXPORT_BATCH), EXPORT_BATCH),
    };
  }

  return { page, read, create, update, patch, remove, birthdays, exportSpec };
}

export type ContactsService = ReturnType<typeof createContactsService>;

// The owner's (and AttendancesManage managers') view of the channel's attendances: the filtered list
// with its capped total, and a contact's attendance history. Transfer, finish and the history of
// messages are the attendances and messages services' own routes, open to the owner for any
// attendance of the channel. An operator reads the history of the contacts they may reach (their
// contact panel), the rule of contacts' operatorSeesContact.
import { errorText, MANAGE_ATTENDANCES_COUNT_CAP, type ManageAttendanceFilters } from '@atende/contract';
import type { AppContext } from '../../platform/context.js';
import { fail } from '../../platform/http/errors.js';
import type { Principal } from '../../platform/http/principal.js';
import { operatorSeesContact } from '../contacts/index.js';
import { contactOfChannel, countChannelAttendances, pageChannelAttendances, pageContactAttendances, prepareFilters } from './attendances-manage.repository.js';

/** The cap as the page-too-deep message writes it ("10.000"). */
const deepPage = { cap: MANAGE_ATTENDANCES_COUNT_CAP.toLocaleString('pt-BR') };

/** Up to this many matching attendances of listed contacts are read contact by contact. */
const PER_CONTACT_MAX = 2000;

export function createAttendancesManageService(ctx: AppContext) {
  const orm = ctx.db.orm;

  async function list(channelId: string, filters: ManageAttendanceFilters, page: number) {
    const perPage = filters.perPage;
    // Pages past the counted cap would read (and skip) ever more index entries for nothing anyone reads.
    if (page * perPage > MANAGE_ATTENDANCES_COUNT_CAP) {
      throw fail('page_too_deep', { params: deepPage, data: [{ field: 'page', message: errorText('page_too_deep', deepPage) }] });
    }
    const prepared = await prepareFilters(orm, channelId, filters);
    if (prepared.contactIds) {
      // Few contacts: counting their attendances is cheap, and tells how to read the page.
      const count = await countChannelAttendances(orm, channelId, prepared);
      const mode = count.capped || count.total > PER_CONTACT_MAX ? 'walk' : 'perContact';
      const items = await pageChannelAttendances(orm, channelId, prepared, page, perPage, mode);
      return { statusCode: 200, items, page, perPage, total: count.total, totalCapped: count.capped };
    }
    const items = await pageChannelAttendances(orm, channelId, prepared, page, perPage);
    // A page that is not full ends the list: its position is the exact total, no count needed
    // (an empty page past the first says nothing about the rows before it).
    const last = items.length < perPage && (items.length > 0 || page === 1);
    const { total, capped } = last ? { total: (page - 1) * perPage + items.length, capped: false } : await countChannelAttendances(orm, channelId, prepared);
    return { statusCode: 200, items, page, perPage, total, totalCapped: capped };
  }

  async function ofContact(principal: Principal, channelId: string, contactId: string, page: number, perPage: number) {
    if (!(await contactOfChannel(orm, channelId, contactId))) throw fail('contact_missing');
    if (principal.role === 'operator' && !(principal.operatorId && (await operatorSeesContact(orm, channelId, principal.operatorId, contactId)))) {
      throw fail('contact_missing');
    }
    const { items, total } = await pageContactAttendances(orm, channelId, contactId, page, perPage);
    return { statusCode: 200, items, page, perPage, total };
  }

  return { list, ofContact };
}

export type AttendancesManageService = ReturnType<typeof createAttendancesManageService>;

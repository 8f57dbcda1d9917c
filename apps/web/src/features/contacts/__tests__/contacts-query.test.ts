import { describe, expect, it } from 'vitest';
import { contactCreateSchema } from '@atende/contract';
import { contactKeys, contactsExportUrl } from '../api/contacts-page';
import { birthdayDayMonth } from '../components/contacts-table';
import { contactFormValues } from '../components/contact-form-drawer';

const channel = '00000000-0000-4000-8000-000000000002';

describe('contacts list helpers', () => {
  it('exports the current filter, search and sort without the page size', () => {
    const url = contactsExportUrl(channel, { perPage: 20, sort: 'birthday', order: 'desc', search: 'maria', birthdayMonth: '6' }, 'xlsx');
    const parsed = new URL(url, 'http://x');
    expect(parsed.pathname).toBe(`/api/contact/channel/${channel}/export`);
    expect(Object.fromEntries(parsed.searchParams)).toEqual({ sort: 'birthday', order: 'desc', search: 'maria', birthdayMonth: '6', format: 'xlsx' });
  });

  it("keys every contacts query under ['contacts'], which the import invalidates", () => {
    expect(contactKeys.page(channel, 2, { sort: 'name' })[0]).toBe('contacts');
    expect(contactKeys.birthdays(channel, 'day')[0]).toBe('contacts');
  });

  it('shows a birthday as day/month in pt-BR and month/day in English', () => {
    expect(birthdayDayMonth('1990-03-05', 'pt-BR')).toBe('05/03');
    expect(birthdayDayMonth('1990-03-05', 'en')).toBe('03/05');
    expect(birthdayDayMonth(null, 'en')).toBe('');
  });

  it('a blank form parses to nulls for every optional field', () => {
    const parsed = contactCreateSchema.parse({ ...contactFormValues(null), number: '11988887777', name: 'Ana' });
    expect(parsed).toEqual({
      number: '5511988887777',
      name: 'Ana',
      code: null,
      email: null,
      tagId: null,
      responsibleOperatorId: null,
      birthday: null,
      document: null,
      optedOutOfCampaigns: false,
    });
  });
});

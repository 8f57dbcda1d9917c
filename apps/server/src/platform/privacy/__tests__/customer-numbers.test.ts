import { describe, expect, it } from 'vitest';
import { maskCustomerNumbers, masksNumbers } from '../customer-numbers.js';

const MASKED = '+55 (11) • ••••-7777';

describe('the customer-number mask of operators with privacy on', () => {
  it("masks a contact's number wherever the payload carries it: under contact, listed as a contact, or as contactNumber", () => {
    const payload = {
      statusCode: 200,
      attendances: [{ _id: 'a', contact: { _id: 'c', name: 'Ana', number: '5511988887777' }, protocol: '000001' }],
      attendance: { contact: { name: null, number: '5511988887777', numberFormatted: '+55 (11) 9 8888-7777' } },
      items: [{ _id: 'c', name: 'Ana', number: '5511988887777' }],
      contactNumber: '5511988887777',
    };
    const masked = maskCustomerNumbers(payload);
    expect(masked.attendances[0]?.contact.number).toBe(MASKED);
    expect(masked.attendance.contact).toEqual({ name: null, number: MASKED, numberFormatted: MASKED });
    expect(masked.items[0]?.number).toBe(MASKED);
    expect(masked.contactNumber).toBe(MASKED);
    expect(JSON.stringify(masked)).not.toMatch(/98888|9 8888/);
    // The original is not touched (one event object is shared by every room it goes to).
    expect(payload.attendances[0]?.contact.number).toBe('5511988887777');
  });

  it('masks a name that is only the number (a contact without a name), and keeps real names, digits and all', () => {
    const payload = {
      contact: { name: '+55 11 98888-7777', number: '5511988887777' },
      attendances: [{ _id: 'a', protocol: '000001', contactName: '5511988887777' }, { _id: 'b', protocol: '000002', contactName: 'Loja 123' }],
      items: [{ _id: 'c', name: 'Ana Paula', number: '5511988887777' }],
    };
    const masked = maskCustomerNumbers(payload);
    expect(masked.contact.name).toBe(MASKED);
    expect(masked.attendances.map((a) => a.contactName)).toEqual([MASKED, 'Loja 123']);
    expect(masked.items[0]?.name).toBe('Ana Paula');
  });

  it('leaves what is not a customer number alone, and masks a masked number only once', () => {
    const payload = { user: { name: 'Operadora', mobile: '11999998888' }, channel: { channelNumber: '5511999990000' }, contact: { number: MASKED, name: 'x' } };
    expect(maskCustomerNumbers(payload)).toEqual(payload);
    expect(maskCustomerNumbers('texto')).toBe('texto');
    expect(maskCustomerNumbers(null)).toBe(null);
  });

  it('applies to operators whose privacy flag is on only', () => {
    expect(masksNumbers({ privacy: true })).toBe(true);
    expect(masksNumbers({ privacy: false })).toBe(false);
    expect(masksNumbers(null)).toBe(false);
  });
});

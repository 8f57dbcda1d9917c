// The fallback texts the template dialog writes for typed variables, in the template's language.
import { describe, expect, it } from 'vitest';
import { currencySymbol, currencyText, dateTimeText, missingTypedValues, typedParam } from '../components/chat/template-send-typed';

describe('template dialog: typed variables', () => {
  it('writes a money amount as the template language reads it, with a plain space', () => {
    expect(currencyText(1234.5, 'BRL', 'pt_BR')).toBe('R$ 1.234,50');
    expect(currencyText(1234.5, 'USD', 'en_US')).toBe('$1,234.50');
    expect(currencyText(10, 'EUR', 'pt_BR')).toBe('€ 10,00');
    expect(currencySymbol('BRL', 'pt_BR')).toBe('R$ ');
    expect(currencyText(10, 'REAL', 'pt_BR')).toBe('REAL 10');
  });

  it('writes a date and time without the comma Intl puts between them', () => {
    expect(dateTimeText('2025-12-25 14:30:00', 'pt_BR')).toBe('25/12/2025 14:30');
    expect(dateTimeText('2025-12-25 14:30:00', 'en_US')).toBe('12/25/2025 02:30 PM');
    expect(dateTimeText('', 'pt_BR')).toBe('');
  });

  it("builds Meta's currency with the amount × 1000 and date_time with the fallback; text stays text", () => {
    const values = { amounts: { 1: 19.99 }, codes: {}, dates: { 2: '2026-01-05 09:00:00' } };
    expect(typedParam('text', 0, 'Ana', values, 'pt_BR')).toBe('Ana');
    expect(typedParam('currency', 1, '', values, 'pt_BR')).toEqual({ type: 'currency', currency: { fallback_value: 'R$ 19,99', code: 'BRL', amount_1000: 19990 } });
    expect(typedParam('date_time', 2, '', values, 'pt_BR')).toEqual({ type: 'date_time', date_time: { fallback_value: '05/01/2026 09:00' } });
    expect(missingTypedValues(['text', 'currency', 'date_time'], { amounts: {}, codes: {}, dates: {} })).toEqual({ 'params.1': 'amount', 'params.2': 'dateTime' });
    expect(missingTypedValues(['text', 'currency', 'date_time'], values)).toEqual({});
  });
});

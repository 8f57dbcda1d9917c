import { describe, expect, it } from 'vitest';
import { normalizePhoneNumber } from '../br.js';
import { contactCreateSchema, contactListQuerySchema, contactUpdateSchema } from '../contacts.js';

const messages = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('contact numbers', () => {
  it('adds the country code 55 to a Brazilian number typed without it, and keeps digits only', () => {
    expect(normalizePhoneNumber('(11) 98888-7777')).toBe('5511988887777');
    expect(normalizePhoneNumber('11 3333-4444')).toBe('551133334444');
    expect(normalizePhoneNumber('+55 11 98888-7777')).toBe('5511988887777');
    expect(normalizePhoneNumber('011 98888-7777')).toBe('5511988887777');
    // Written as international (+ or 00), a number keeps its own country code.
    expect(normalizePhoneNumber('+1 415 555 2671')).toBe('14155552671');
    expect(normalizePhoneNumber('00351 912 345 678')).toBe('351912345678');
    expect(normalizePhoneNumber('+55 11 8888')).toBeNull();
    expect(normalizePhoneNumber('12345')).toBeNull();
    expect(normalizePhoneNumber('1234567890123456')).toBeNull();
  });
});

describe('contact form schema (client and server)', () => {
  it('turns blanks into nulls and masked documents into digits', () => {
    const parsed = contactUpdateSchema.parse({ name: ' Ana ', code: ' ', email: '', tagId: '', birthday: '', document: '11.222.333/0001-81' });
    expect(parsed).toEqual({ name: 'Ana', code: null, email: null, tagId: null, responsibleOperatorId: null, birthday: null, document: '11222333000181' });
  });

  it('explains every refusal in pt-BR', () => {
    const result = contactCreateSchema.safeParse({ number: '123', name: '', email: 'x@', document: '123.456.789-00', birthday: '2999-12-31' });
    expect(result.success).toBe(false);
    expect(messages(result)).toEqual(
      expect.arrayContaining([
        'Número de telefone inválido (use DDD e número, com ou sem o 55)',
        'Informe o nome do contato',
        'E-mail inválido',
        'CPF ou CNPJ inválido',
        'A data de aniversário não pode estar no futuro',
      ]),
    );
    expect(messages(contactUpdateSchema.safeParse({ name: 'A', birthday: '2001-02-29' }))).toEqual(['Data de aniversário inválida']);
  });

  it('list filters: a month from 1 to 12, the responsible operator or none', () => {
    expect(contactListQuerySchema.parse({ birthdayMonth: '6', operatorId: 'none' })).toMatchObject({ birthdayMonth: 6, operatorId: 'none', sort: 'name', order: 'asc', perPage: 20 });
    expect(messages(contactListQuerySchema.safeParse({ birthdayMonth: '0' }))).toEqual(['Mês inválido']);
    expect(contactListQuerySchema.safeParse({ operatorId: 'alguém' }).success).toBe(false);
  });
});

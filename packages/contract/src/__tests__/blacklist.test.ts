import { describe, expect, it } from 'vitest';
import { blacklistNumberInputSchema, blockedNumberVariants, normalizeBlockedNumber } from '../index.js';

describe('blocked numbers', () => {
  it('keeps digits only and adds 55 to a national number', () => {
    expect(normalizeBlockedNumber('(11) 98888-0001')).toBe('5511988880001');
    expect(normalizeBlockedNumber('+55 11 8888-0001')).toBe('551188880001');
    expect(normalizeBlockedNumber('1133334444')).toBe('551133334444');
  });

  it('refuses what cannot be a number, in pt-BR', () => {
    expect(blacklistNumberInputSchema.safeParse({ number: '12345' }).error?.issues[0]?.message).toBe('Número inválido: informe DDD e número');
    expect(blacklistNumberInputSchema.safeParse({}).error?.issues[0]?.message).toBe('Informe o número');
  });

  it('a mobile number covers its form without the ninth digit, and back', () => {
    expect(blockedNumberVariants('5511988880001')).toEqual(['5511988880001', '551188880001']);
    expect(blockedNumberVariants('551188880001')).toEqual(['551188880001', '5511988880001']);
    // A landline (starts with 2-5) has no ninth-digit form.
    expect(blockedNumberVariants('551133334444')).toEqual(['551133334444']);
  });
});

import { describe, expect, it } from 'vitest';
import { centsToReais, formatCents, reaisToCents } from '../money';

describe('card values in BRL', () => {
  it('reads the money input’s number or its unformatted string (decimal point) as whole cents', () => {
    expect(reaisToCents(49.9)).toBe(4990);
    expect(reaisToCents('49.90')).toBe(4990);
    expect(reaisToCents('1234.50')).toBe(123450);
    expect(reaisToCents('49.')).toBe(4900);
    expect(reaisToCents('0.1')).toBe(10);
    expect(reaisToCents('')).toBe(0);
    expect(reaisToCents(null)).toBe(0);
    expect(reaisToCents('abc')).toBe(0);
  });

  it('writes cents the Brazilian way and back to reais', () => {
    expect(formatCents(123450).replace(/\s/g, ' ')).toBe('R$ 1.234,50');
    expect(centsToReais(4990)).toBe(49.9);
  });
});

import { describe, expect, it } from 'vitest';
import { errorCatalogue, errorCatalogues, errorCode, errorText, fillErrorPlaceholders } from '../errors/index.js';

describe('error catalogue', () => {
  it('no two domains use the same key (a later spread would silently replace the first)', () => {
    const keys = Object.values(errorCatalogues).flatMap((catalogue) => Object.keys(catalogue));
    const repeated = keys.filter((key, i) => keys.indexOf(key) !== i);
    expect(repeated).toEqual([]);
    expect(Object.keys(errorCatalogue).length).toBe(keys.length);
  });

  it('every entry has a 4xx/5xx status, a pt-BR sentence and a snake_case wire code', () => {
    for (const [key, entry] of Object.entries(errorCatalogue)) {
      expect(entry.status, key).toBeGreaterThanOrEqual(400);
      expect(entry.status, key).toBeLessThan(600);
      expect(entry.message.trim().length, key).toBeGreaterThan(3);
      expect(errorCode(key as keyof typeof errorCatalogue), key).toMatch(/^[a-z][a-z0-9_]*$/);
    }
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(fillErrorPlaceholders('A coluna "{column}" e {other}.', { column: 'nome' })).toBe('A coluna "nome" e {other}.');
    expect(errorText('not_found')).toBe('Registro não encontrado.');
    expect(errorCode('route_not_found')).toBe('not_found');
  });
});

import { describe, expect, it } from 'vitest';
import { initialMapping, progressPercent } from '../model/mapping';

describe('initial mapping', () => {
  it("takes the server's suggestion for each field, only with columns the file has", () => {
    expect(initialMapping({ number: 'Telefone', name: 'Nome', email: 'Sumida' }, ['Nome', 'Telefone'])).toEqual({
      number: 'Telefone',
      name: 'Nome',
      code: null,
      email: null,
      tag: null,
      birthday: null,
      document: null,
      responsible: null,
      optedOut: null,
    });
  });
  it('leaves the number empty when nothing was suggested, so the form asks for it', () => {
    expect(initialMapping({}, ['A']).number).toBe('');
  });
});

describe('progress', () => {
  it('is the share of rows processed, full when done', () => {
    expect(progressPercent({ status: 'running', processedRows: 250, totalRows: 1000 })).toBe(25);
    expect(progressPercent({ status: 'queued', processedRows: 0, totalRows: 0 })).toBe(0);
    expect(progressPercent({ status: 'done', processedRows: 990, totalRows: 1000 })).toBe(100);
  });
});

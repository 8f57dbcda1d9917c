import { describe, expect, it } from 'vitest';
import { productsLocales } from '../locales';

function leaves(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) for (const [k, v] of leaves(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
  } else out.set(prefix, value);
  return out;
}

describe('products locales', () => {
  it('English has exactly the pt-BR keys, none empty', () => {
    const pt = leaves(productsLocales['pt-BR']);
    const en = leaves(productsLocales.en);
    expect([...en.keys()].sort()).toEqual([...pt.keys()].sort());
    for (const [key, text] of [...pt, ...en]) expect(typeof text === 'string' && text.length > 0, key).toBe(true);
  });
});

// A feature's locales side by side: every leaf key of a nested messages object ("import.title"), so a
// test can check that English has exactly the pt-BR keys and that no text is empty.
import { expect } from 'vitest';

export function localeLeaves(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) for (const [k, v] of localeLeaves(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
  } else out.set(prefix, value);
  return out;
}

export function expectSameLocaleKeys(locales: { 'pt-BR': unknown; en: unknown }): void {
  const pt = localeLeaves(locales['pt-BR']);
  const en = localeLeaves(locales.en);
  expect([...en.keys()].sort()).toEqual([...pt.keys()].sort());
  for (const [key, text] of [...pt, ...en]) expect(typeof text === 'string' && text.length > 0, key).toBe(true);
}

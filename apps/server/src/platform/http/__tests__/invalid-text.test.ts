import { describe, expect, it } from 'vitest';
import { hasInvalidText, isInvalidText, stripInvalidJsonText } from '../invalid-text.js';

describe('invalid text', () => {
  it('finds NUL and lone surrogates of either half, but not a valid pair', () => {
    expect(isInvalidText('a\u0000b')).toBe(true);
    expect(isInvalidText('a\ud800b')).toBe(true);
    expect(isInvalidText('a\udc00b')).toBe(true);
    expect(isInvalidText('fim\ud83d')).toBe(true);
    expect(isInvalidText('Olá 😀 ção')).toBe(false);
    expect(isInvalidText('\\u0000')).toBe(false);
  });

  it('walks values at any depth, keys included, and skips binary', () => {
    expect(hasInvalidText({ a: [1, { b: ['ok', 'x\u0000'] }] })).toBe(true);
    expect(hasInvalidText({ a: { ['k\ud800']: 1 } })).toBe(true);
    expect(hasInvalidText({ a: [1, null, true, 'ok 😀'] })).toBe(false);
    expect(hasInvalidText(Buffer.from([0, 0xed, 0xa0, 0x80]))).toBe(false);
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(hasInvalidText(deep)).toBe(true);
  });

  it('strips \\u0000 and lone surrogate escapes from JSON text, keeping escaped backslashes and valid pairs', () => {
    const raw = JSON.stringify({ text: 'a\u0000b\ud800c\udc00d 😀', nul: '\\u0000', pair: '\ud83d\ude00', ['k\u0000']: 1 });
    const cleaned = stripInvalidJsonText(raw);
    expect(JSON.parse(cleaned)).toEqual({ text: 'abcd 😀', nul: '\\u0000', pair: '😀', k: 1 });
    expect(stripInvalidJsonText('{"a":"\\\\u0000"}')).toBe('{"a":"\\\\u0000"}');
    expect(stripInvalidJsonText('{"a":"\\\\\\u0000x"}')).toBe('{"a":"\\\\x"}');
    expect(stripInvalidJsonText('{"a":"\\uD83D\\uDE00 \\uD83D\\u0041"}')).toBe('{"a":"\\uD83D\\uDE00 \\u0041"}');
    const clean = '{"a":"nada a limpar \\n \\" \\u00e7"}';
    expect(stripInvalidJsonText(clean)).toBe(clean);
  });
});

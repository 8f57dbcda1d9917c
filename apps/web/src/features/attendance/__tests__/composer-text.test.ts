import { describe, expect, it } from 'vitest';
import { replaceRange, slashFor, slashTokenAt } from '../model/composer-text';

describe('the /shortcut at the caret', () => {
  it('is found at the start of the message and after a space or a line break', () => {
    expect(slashTokenAt('/sau', 4)).toEqual({ start: 0, end: 4, query: 'sau' });
    expect(slashTokenAt('Oi /sau', 7)).toEqual({ start: 3, end: 7, query: 'sau' });
    expect(slashTokenAt('Oi\n/', 4)).toEqual({ start: 3, end: 4, query: '' });
  });

  it('takes the whole word when the caret is inside it, but queries only up to the caret', () => {
    expect(slashTokenAt('/saudacao fim', 4)).toEqual({ start: 0, end: 9, query: 'sau' });
  });

  it('accepts accents, digits, hyphen and underscore, like the shortcuts themselves', () => {
    expect(slashTokenAt('/saudação_2-b', 13)?.query).toBe('saudação_2-b');
  });

  it('is not found inside a word, after a space past the word, or in a URL', () => {
    expect(slashTokenAt('e/ou', 4)).toBeNull();
    expect(slashTokenAt('/sau ', 5)).toBeNull();
    expect(slashTokenAt('https://x.com/a', 15)).toBeNull();
    expect(slashTokenAt('texto', 5)).toBeNull();
  });
});

describe('text edits', () => {
  it('replaces a range and puts the caret after the snippet', () => {
    expect(replaceRange('Oi /sau!', 3, 7, 'Olá')).toEqual({ text: 'Oi Olá!', caret: 6 });
  });

  it('clamps a caret left past the end (the text was cleared after sending)', () => {
    expect(replaceRange('', 12, 12, '🙂')).toEqual({ text: '🙂', caret: 2 });
  });

  it('the slash button adds a space before the slash only when it would stick to a word', () => {
    expect(slashFor('', 0)).toBe('/');
    expect(slashFor('Olá ', 4)).toBe('/');
    expect(slashFor('Olá', 3)).toBe(' /');
  });
});

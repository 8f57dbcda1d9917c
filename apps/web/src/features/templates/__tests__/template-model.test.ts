import { describe, expect, it } from 'vitest';
import { blankTemplateForm, checkDraft, draftOf, withButtonAdded, type ButtonFormValue } from '../model/template-form';
import { distinctVariables, fillVariables, nextVariable } from '../model/template-text';
import { visibleButtons } from '../model/template-view';

describe('template text', () => {
  it('numbers the next variable past the highest one, even when one was deleted', () => {
    expect(nextVariable('Olá')).toBe(1);
    expect(nextVariable('Olá {{1}}, pedido {{3}}')).toBe(4);
  });

  it('lists each variable once, smallest first', () => {
    expect(distinctVariables('{{2}} e {{1}} e {{2}}')).toEqual([1, 2]);
  });

  it('fills variables with their values and leaves an unfilled one visible', () => {
    expect(fillVariables('Olá {{1}}, pedido {{2}}', ['Ana'])).toBe('Olá Ana, pedido {{2}}');
  });
});

describe('template form', () => {
  it('sends no empty footer, no unused header example and one body example per variable in number order', () => {
    const values = {
      ...blankTemplateForm(),
      name: 'aviso',
      category: 'UTILITY',
      header: { format: 'TEXT' as const, text: 'Sem variável', example: 'sobra', sample: null },
      body: 'Oi {{2}} e {{1}}',
      bodyExamples: ['um', 'dois', 'lixo'],
      footer: '  ',
    };
    expect(draftOf(values)).toEqual({
      name: 'aviso',
      category: 'UTILITY',
      language: 'pt_BR',
      header: { format: 'TEXT', text: 'Sem variável' },
      body: 'Oi {{2}} e {{1}}',
      bodyExamples: ['um', 'dois'],
      buttons: [],
    });
    expect(checkDraft(values).ok).toBe(true);
  });

  it("refuses interleaved quick replies and links with the contract's message", () => {
    const q: ButtonFormValue = { type: 'QUICK_REPLY', text: 'Sim', url: '', example: '' };
    const u: ButtonFormValue = { type: 'URL', text: 'Site', url: 'https://a.example', example: '' };
    const check = checkDraft({ ...blankTemplateForm(), name: 'a', category: 'MARKETING', body: 'b', buttons: [q, u, q] });
    expect(check.ok ? null : check.errors.buttons).toBe('Agrupe as respostas rápidas: antes ou depois dos botões de link');
  });

  it('adds a button next to its own kind so the groups stay together', () => {
    const q: ButtonFormValue = { type: 'QUICK_REPLY', text: 'q', url: '', example: '' };
    const u: ButtonFormValue = { type: 'URL', text: 'u', url: 'https://', example: '' };
    expect(withButtonAdded([q, u], 'QUICK_REPLY').map((b) => b.type)).toEqual(['QUICK_REPLY', 'QUICK_REPLY', 'URL']);
    expect(withButtonAdded([q], 'URL').map((b) => b.type)).toEqual(['QUICK_REPLY', 'URL']);
  });

  it('shows three buttons at most, like WhatsApp, and "see all" past that', () => {
    const b = (text: string) => ({ type: 'QUICK_REPLY' as const, text });
    expect(visibleButtons([b('1'), b('2'), b('3')])).toEqual({ shown: [b('1'), b('2'), b('3')], more: false });
    expect(visibleButtons([b('1'), b('2'), b('3'), b('4')])).toEqual({ shown: [b('1'), b('2')], more: true });
  });
});

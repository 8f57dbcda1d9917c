// The fake Gupshup server checks quick replies' postbackTexts as Gupshup's template reference
// describes them, so a mapper bug shows up as a refusal.
import { describe, expect, it } from 'vitest';
import { GupshupValidationError, validateTemplateForm } from '../../../../test/support/fake-gupshup/fake-gupshup.validation.js';

const form = (postbackTexts?: string) => ({
  source: '5511944440000',
  destination: '5511977770000',
  'src.name': 'LojaGupshup',
  template: JSON.stringify({ id: 'tpl-1', params: ['Ana'] }),
  ...(postbackTexts === undefined ? {} : { postbackTexts }),
});

describe('fake Gupshup: template postbackTexts', () => {
  it('accepts none, or an array of {index, text} by button position', () => {
    expect(validateTemplateForm(form())).toEqual({ id: 'tpl-1', params: ['Ana'] });
    expect(() => validateTemplateForm(form(JSON.stringify([{ index: 0, text: 'pagou' }, { index: 2, text: 'falar' }])))).not.toThrow();
  });

  it.each([
    ['not JSON', '[{index:0}]', /not valid JSON/],
    ['an object instead of an array', JSON.stringify({ index: 0, text: 'x' }), /non-empty JSON array/],
    ['an empty array', '[]', /non-empty JSON array/],
    ['an index as text', JSON.stringify([{ index: '0', text: 'x' }]), /index must be an integer from 0 to 9/],
    ['an index over 9', JSON.stringify([{ index: 10, text: 'x' }]), /index must be an integer from 0 to 9/],
    ['an empty text', JSON.stringify([{ index: 0, text: ' ' }]), /text is required/],
    ['a repeated index', JSON.stringify([{ index: 1, text: 'a' }, { index: 1, text: 'b' }]), /indexes must be unique/],
  ])('refuses %s', (_name, value, problem) => {
    expect(() => validateTemplateForm(form(value))).toThrow(GupshupValidationError);
    expect(() => validateTemplateForm(form(value))).toThrow(problem);
  });
});

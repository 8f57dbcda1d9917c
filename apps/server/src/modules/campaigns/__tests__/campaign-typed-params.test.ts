// A campaign fills a currency or date variable with the recipient's value as Meta's typed parameter
// (issue 17 item 12): the value is the fallback text; a currency's amount is read as Brazilians write it.
import { describe, expect, it } from 'vitest';
import { amount1000Of, typedCampaignParams } from '../campaign-typed-params.js';
import { campaignContent, type CampaignFill, type RecipientData } from '../campaign-message.js';

describe('amount1000Of', () => {
  it.each([
    ['R$ 1.234,56', 1234560],
    ['1234,56', 1234560],
    ['R$10', 10000],
    ['99,9', 99900],
    ['1.234', 1234000],
    ['10.5', 10500],
    ['0,05', 50],
    ['  R$ 12.345.678,90 ', 12345678900],
  ])('reads %s as %i', (value, expected) => {
    expect(amount1000Of(value)).toBe(expected);
  });

  it.each(['', 'grátis', '25/12', '-10,00', '1,234,56', '10,5,0', 'R$ 1.23,00', '10.123,4567'])('reads %s as no amount', (value) => {
    expect(amount1000Of(value)).toBeNull();
  });
});

describe('typedCampaignParams', () => {
  it('types the declared currency and date variables and leaves the rest, and a value that is no amount, as text', () => {
    expect(typedCampaignParams(['Ana', 'R$ 99,90', '10/12/2025', 'a combinar'], ['text', 'currency', 'date_time', 'currency'])).toEqual([
      'Ana',
      { type: 'currency', currency: { fallback_value: 'R$ 99,90', code: 'BRL', amount_1000: 99900 } },
      { type: 'date_time', date_time: { fallback_value: '10/12/2025' } },
      'a combinar',
    ]);
    expect(typedCampaignParams(['Ana'], undefined)).toEqual(['Ana']);
  });
});

describe('campaignContent with declared types', () => {
  const recipient: RecipientData = { name: 'Ana Souza', number: '5511999990000', email: null, code: null, document: null, responsible: null, fields: { valor: '1.500,00', vence: '05/01/2026' } };
  const fill = (variableTypes?: CampaignFill['template']['variableTypes']): CampaignFill => ({
    template: { name: 'cobranca', language: 'pt_BR', body: 'Olá {{1}}, {{2}} vence em {{3}}.', headerFormat: null, ...(variableTypes ? { variableTypes } : {}) },
    bodyVariables: [
      { source: 'field', field: 'firstName' },
      { source: 'column', column: 'valor' },
      { source: 'column', column: 'vence' },
    ],
    headerVariable: null,
    headerMediaLink: null,
    buttonVariables: [],
  });

  it('keeps the text the customer reads and records the typed parameters as sent', () => {
    expect(campaignContent(fill(['text', 'currency', 'date_time']), recipient)).toEqual({
      text: 'Olá Ana, 1.500,00 vence em 05/01/2026.',
      automatic: true,
      template: {
        name: 'cobranca',
        language: 'pt_BR',
        params: ['Ana', '1.500,00', '05/01/2026'],
        typedParams: ['Ana', { type: 'currency', currency: { fallback_value: '1.500,00', code: 'BRL', amount_1000: 1500000 } }, { type: 'date_time', date_time: { fallback_value: '05/01/2026' } }],
      },
    });
  });

  it('sends text parameters as before when the template declares no types', () => {
    expect(campaignContent(fill(), recipient).template).toEqual({ name: 'cobranca', language: 'pt_BR', params: ['Ana', '1.500,00', '05/01/2026'] });
  });
});

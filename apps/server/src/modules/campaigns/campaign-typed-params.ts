// A campaign's currency and date variables (issue 17 item 12): the template declares which body
// variable is a currency or a date; each recipient's value then goes as Meta's typed parameter with
// that value as its fallback_value, the text the customer reads. A currency needs its amount too:
// read from the value as Brazilians write it ("R$ 1.234,56"), in reais (BRL); a value that is no
// amount goes as plain text, as before.
import type { TemplateTypedParam, TemplateVariableType } from '@atende/contract';

export const CAMPAIGN_CURRENCY = 'BRL';

/** "R$ 1.234,56", "1234,56" or "1234.56" → 1234560 (the amount × 1000); null when it is no amount. */
export function amount1000Of(value: string): number | null {
  const text = value.trim().replace(/^R\$\s*/i, '');
  // Brazilian: dots group thousands, a comma opens the cents; or a plain decimal point ("10.5").
  const match = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/.exec(text) ?? /^(\d+)\.(\d{1,2})$/.exec(text);
  if (!match) return null;
  const amount = Number((match[1] ?? '').replace(/\./g, '')) * 1000 + Number((match[2] ?? '').padEnd(2, '0')) * 10;
  return Number.isSafeInteger(amount) ? amount : null;
}

/** The recipient's body values as sent: typed where the template says so, the rest text. */
export function typedCampaignParams(params: string[], types: readonly TemplateVariableType[] | undefined): Array<string | TemplateTypedParam> {
  return params.map((value, i) => {
    const type = types?.[i] ?? 'text';
    if (type === 'date_time') return { type: 'date_time', date_time: { fallback_value: value } };
    if (type === 'currency') {
      const amount = amount1000Of(value);
      if (amount !== null) return { type: 'currency', currency: { fallback_value: value, code: CAMPAIGN_CURRENCY, amount_1000: amount } };
    }
    return value;
  });
}

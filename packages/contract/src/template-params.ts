// Typed template parameters (issue 17 item 12). A template's body variables are text unless the
// template declares one a currency or a date and time; a send fills such a variable with Meta's own
// parameter object ({type:'currency', currency:{fallback_value, code, amount_1000}} or
// {type:'date_time', date_time:{fallback_value}}). Quick-reply buttons may carry the payload the
// provider echoes back when the customer taps them. Shapes and names are Meta's (Cloud API "Template
// messages", components and parameters), so API clients write what Meta documents.
import { z } from 'zod';

export const TEMPLATE_VARIABLE_TYPES = ['text', 'currency', 'date_time'] as const;
export type TemplateVariableType = (typeof TEMPLATE_VARIABLE_TYPES)[number];
export const templateVariableTypeLabels: Record<TemplateVariableType, string> = {
  text: 'Texto',
  currency: 'Valor em dinheiro',
  date_time: 'Data e hora',
};

export const templateVariableTypeSchema = z.enum(TEMPLATE_VARIABLE_TYPES, { message: 'Tipo de variável inválido: use text, currency ou date_time' });

/** The declared types of a template's body variables, one per {{n}} in order; missing ones are text. */
export function variableTypesFor(declared: readonly TemplateVariableType[] | null | undefined, count: number): TemplateVariableType[] {
  return Array.from({ length: count }, (_, i) => declared?.[i] ?? 'text');
}

/** ISO 4217's active codes (list one), the ones Meta's currency parameter takes. */
const ISO_4217 = new Set(
  (
    'AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BOV BRL BSD BTN BWP BYN BZD CAD CDF CHE CHF CHW ' +
    'CLF CLP CNY COP COU CRC CUC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL GHS GIP GMD GNF GTQ GYD HKD HNL HTG ' +
    'HUF IDR ILS INR IQD IRR ISK JMD JOD JPY KES KGS KHR KMF KPW KRW KWD KYD KZT LAK LBP LKR LRD LSL LYD MAD MDL MGA MKD MMK MNT ' +
    'MOP MRU MUR MVR MWK MXN MXV MYR MZN NAD NGN NIO NOK NPR NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR RON RSD RUB RWF SAR SBD SCR ' +
    'SDG SEK SGD SHP SLE SLL SOS SRD SSP STN SVC SYP SZL THB TJS TMT TND TOP TRY TTD TWD TZS UAH UGX USD USN UYI UYU UYW UZS VED ' +
    'VES VND VUV WST XAF XCD XCG XOF XPF YER ZAR ZMW ZWG ZWL'
  ).split(' '),
);

export const isCurrencyCode = (code: string): boolean => ISO_4217.has(code);

/** Meta's fallback_value: what the customer reads (Cloud API always shows it). */
const fallbackValue = (what: string) =>
  z
    .string({ message: `Informe ${what} como o cliente deve ler (fallback_value)` })
    .trim()
    .min(1, `Informe ${what} como o cliente deve ler (fallback_value)`)
    .max(1024, `${what[0]?.toUpperCase() ?? ''}${what.slice(1)}: no máximo 1024 caracteres`);

export const templateCurrencySchema = z.object({
  fallback_value: fallbackValue('o valor'),
  code: z
    .string({ message: 'Informe o código da moeda (ISO 4217, ex.: BRL)' })
    .refine(isCurrencyCode, 'Código de moeda inválido: use o código ISO 4217 de 3 letras maiúsculas (ex.: BRL)'),
  amount_1000: z
    .number({ message: 'Informe o valor multiplicado por 1000 (amount_1000)' })
    .int('O valor (amount_1000) precisa ser um número inteiro: o valor multiplicado por 1000 (R$ 10,50 = 10500)')
    .min(0, 'O valor (amount_1000) não pode ser negativo')
    .max(Number.MAX_SAFE_INTEGER, 'Valor alto demais'),
});
export type TemplateCurrency = z.infer<typeof templateCurrencySchema>;

export const templateDateTimeSchema = z.object({ fallback_value: fallbackValue('a data e a hora') });

/** A body variable filled with a typed value, in Meta's shape. */
export const templateTypedParamSchema = z.discriminatedUnion(
  'type',
  [z.object({ type: z.literal('currency'), currency: templateCurrencySchema }), z.object({ type: z.literal('date_time'), date_time: templateDateTimeSchema })],
  { error: 'Parâmetro inválido: envie um texto ou um objeto do tipo currency ou date_time' },
);
export type TemplateTypedParam = z.infer<typeof templateTypedParamSchema>;

const textParamSchema = z.string().min(1, 'Parâmetro vazio').max(1024, 'Parâmetro: no máximo 1024 caracteres');

/**
 * A body variable's value: a text, or a typed one. A union answers only "Invalid input" when every
 * option fails; this names the reason of the option the value was meant for.
 */
export const templateParamSchema = z.union([textParamSchema, templateTypedParamSchema], {
  error: (issue) => {
    if (issue.code !== 'invalid_union') return undefined;
    const meant = typeof issue.input === 'string' ? 0 : 1;
    return issue.errors[meant]?.[0]?.message ?? 'Parâmetro inválido';
  },
});
export type TemplateParam = z.infer<typeof templateParamSchema>;

/** The text a parameter shows: a text itself, a typed one's fallback_value. */
export const templateParamText = (param: TemplateParam): string =>
  typeof param === 'string' ? param : param.type === 'currency' ? param.currency.fallback_value : param.date_time.fallback_value;

/** Meta's quick-reply payloads: returned with the customer's tap (Cloud: button.payload). */
export const TEMPLATE_PAYLOAD_MAX = 256;
export const templateButtonPayloadSchema = z.object({
  index: z.number().int().min(0, 'Posição do botão: de 0 a 9').max(9, 'Posição do botão: de 0 a 9'),
  payload: z
    .string()
    .trim()
    .min(1, 'Informe o retorno (payload) do botão de resposta rápida')
    .max(TEMPLATE_PAYLOAD_MAX, `O retorno (payload) do botão tem no máximo ${TEMPLATE_PAYLOAD_MAX} caracteres`),
});
export type TemplateButtonPayload = z.infer<typeof templateButtonPayloadSchema>;

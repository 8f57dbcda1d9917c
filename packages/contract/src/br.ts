// Brazilian document and phone rules (spec section 5), shared by forms and the server.

export const onlyDigits = (value: string): string => value.replace(/\D/g, '');

function checkDigit(digits: number[], weights: number[]): number {
  const sum = digits.reduce((acc, d, i) => acc + d * (weights[i] ?? 0), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

export function isValidCpf(value: string): boolean {
  const d = onlyDigits(value);
  if (d.length !== 11 || /^(\d)\1{10}$/.test(d)) return false;
  const n = [...d].map(Number);
  const first = checkDigit(n.slice(0, 9), [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit(n.slice(0, 10), [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return first === n[9] && second === n[10];
}

export function isValidCnpj(value: string): boolean {
  const d = onlyDigits(value);
  if (d.length !== 14 || /^(\d)\1{13}$/.test(d)) return false;
  const n = [...d].map(Number);
  const first = checkDigit(n.slice(0, 12), [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit(n.slice(0, 13), [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return first === n[12] && second === n[13];
}

/** A personal (11 digits) or company (14 digits) tax id with valid check digits. */
export const isValidCpfOrCnpj = (value: string): boolean => {
  const d = onlyDigits(value);
  return d.length === 11 ? isValidCpf(d) : d.length === 14 ? isValidCnpj(d) : false;
};

/** Masks while typing: up to 11 digits as CPF (###.###.###-##), beyond as CNPJ (##.###.###/####-##). */
export function maskCpfCnpj(value: string): string {
  const d = onlyDigits(value).slice(0, 14);
  if (d.length <= 11) {
    return d
      .replace(/^(\d{3})(\d)/, '$1.$2')
      .replace(/^(\d{3})\.(\d{3})(\d)/, '$1.$2.$3')
      .replace(/\.(\d{3})(\d{1,2})$/, '.$1-$2');
  }
  return d
    .replace(/^(\d{2})(\d)/, '$1.$2')
    .replace(/^(\d{2})\.(\d{3})(\d)/, '$1.$2.$3')
    .replace(/\.(\d{3})(\d)/, '.$1/$2')
    .replace(/(\d{4})(\d{1,2})$/, '$1-$2');
}

/** Spec section 5: 11 digits shown as CPF, 14 as CNPJ, anything else untouched. */
export function formatDocument(value: string): string {
  const d = onlyDigits(value);
  if (d.length === 11) return d.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
  if (d.length === 14) return d.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
  return value;
}

/** Spec section 5: add country code 55 when missing; 13 digits use the ninth-digit format. */
export function formatPhone(value: string): string {
  let d = onlyDigits(value);
  if (!d) return value;
  if (d.length === 10 || d.length === 11) d = `55${d}`;
  if (d.length === 13) return d.replace(/^(\d{2})(\d{2})(\d)(\d{4})(\d{4})$/, '+$1 ($2) $3 $4-$5');
  if (d.length === 12) return d.replace(/^(\d{2})(\d{2})(\d{4})(\d{4})$/, '+$1 ($2) $3-$4');
  return `+${d}`;
}

/** The character that stands for a hidden digit of a customer's number. */
export const PHONE_MASK = '•';

/**
 * An operator with privacy on sees a customer's number with its country and area code and its last
 * four digits; the digits between are hidden. Works on a formatted or a raw number:
 * "+55 (11) 9 8888-7777" → "+55 (11) • ••••-7777". The server sends numbers masked (formatted
 * first), so the hidden digits never reach that operator's browser.
 */
export function maskPhone(value: string): string {
  const total = onlyDigits(value).length;
  if (total <= 6) return value;
  let seen = 0;
  return value.replace(/\d/g, (digit) => {
    seen += 1;
    return seen <= 4 || seen > total - 4 ? digit : PHONE_MASK;
  });
}

/** Already masked by the server: show as it came, never format or match it again. */
export const isMaskedPhone = (value: string): boolean => value.includes(PHONE_MASK);

/** A stored number as an operator with privacy on receives it: formatted, then masked (once). */
export const maskedPhoneNumber = (number: string): string => (isMaskedPhone(number) ? number : maskPhone(formatPhone(number)));

/**
 * A phone typed by a person as the WhatsApp id we store: digits with the country code. 55 is added to
 * a national number (10 or 11 digits: area code and number, after any trunk 0) unless it was written
 * as international (+ or 00). Brazilian numbers (55) have 12 or 13 digits, others 10 to 15; anything
 * else is null. The contact import applies the same rule.
 */
export function normalizePhoneNumber(value: string): string | null {
  const text = value.trim();
  let digits = onlyDigits(text);
  let international = text.startsWith('+');
  if (!international && digits.startsWith('00')) {
    digits = digits.slice(2);
    international = true;
  }
  if (!international) {
    digits = digits.replace(/^0+/, '');
    if (digits.length === 10 || digits.length === 11) digits = `55${digits}`;
  }
  if (digits.startsWith('55')) return digits.length === 12 || digits.length === 13 ? digits : null;
  return digits.length >= 10 && digits.length <= 15 ? digits : null;
}

/** Spec section 5: a URL is valid if it is http or https. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

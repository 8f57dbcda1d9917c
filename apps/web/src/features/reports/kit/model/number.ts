// Counts and averages in the active language: "1.234" and "4,5" in pt-BR.
export const formatNumber = (value: number, language: string, fractionDigits = 0): string =>
  new Intl.NumberFormat(language, { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }).format(value);

/** A share (0..1) as "42,5%". */
export const formatShare = (share: number, language: string): string =>
  new Intl.NumberFormat(language, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(share);

/** An amount in cents as money in the active language ("R$ 1.234,50" in pt-BR; the app's amounts are in reais). */
export const formatMoney = (cents: number, language: string): string =>
  new Intl.NumberFormat(language, { style: 'currency', currency: 'BRL' }).format(cents / 100);

// Card values are integer cents on the wire; people read and type reais. BRL is always written the
// Brazilian way (R$ 1.234,56), whatever the interface language.
const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

export const formatCents = (cents: number): string => brl.format(cents / 100);

/** A value typed in reais (the money input's number) as whole cents; empty is zero. */
export const reaisToCents = (reais: number | string | null | undefined): number => {
  const value = typeof reais === 'string' ? Number(reais.replace(/\./g, '').replace(',', '.')) : (reais ?? 0);
  return Number.isFinite(value) ? Math.round(value * 100) : 0;
};

export const centsToReais = (cents: number): number => cents / 100;

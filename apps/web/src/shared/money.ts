// Money is integer cents on the wire (kanban card values, product prices); people read and type reais. BRL is always written the
// Brazilian way (R$ 1.234,56), whatever the interface language.
const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

export const formatCents = (cents: number): string => brl.format(cents / 100);

/**
 * A value typed in reais as whole cents; empty is zero. Mantine's NumberInput answers a number, or while
 * the decimals end in zero its unformatted string with a point ("49.90", "49."): never "R$ 1.234,56".
 */
export const reaisToCents = (reais: number | string | null | undefined): number => {
  const value = typeof reais === 'string' ? Number(reais.trim().replace(',', '.') || 0) : (reais ?? 0);
  return Number.isFinite(value) ? Math.round(value * 100) : 0;
};

export const centsToReais = (cents: number): number => cents / 100;

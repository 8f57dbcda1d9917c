// One row of a product file (CSV/XLSX) turned into a product, or into the pt-BR reason it cannot be
// one. Columns are found by their header (accents and case ignored): SKU, Nome, Preço are required;
// Descrição, Categoria, Preço promocional, Em promoção, Estoque and Oculto are optional. Prices take
// Brazilian ("1.234,56", "R$ 10,90") and plain ("1234.56") writing; yes/no columns take Sim/Não.
import { checkSalePrice, PRODUCT_PRICE_MAX_CENTS, productImportColumns, productSkuSchema } from '@atende/contract';
import type { ProductWrite } from './products.repository.js';

export type ImportField = keyof typeof productImportColumns;
export type ColumnMap = Partial<Record<ImportField, string>>;

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();
const REQUIRED: ImportField[] = ['skuId', 'name', 'price'];

/** The file's column for each field, and the required fields it lacks (by their header names). */
export function mapColumns(columns: readonly string[]): { map: ColumnMap; missing: string[] } {
  const byFolded = new Map(columns.map((c) => [fold(c), c]));
  const map: ColumnMap = {};
  for (const [field, header] of Object.entries(productImportColumns) as Array<[ImportField, string]>) {
    const column = byFolded.get(fold(header));
    if (column) map[field] = column;
  }
  return { map, missing: REQUIRED.filter((f) => !map[f]).map((f) => productImportColumns[f]) };
}

/** Cents from a price as people write it; null when it is not a price. */
export function parseCents(raw: string): number | null {
  let text = raw.replace(/r\$/i, '').replace(/\s/g, '');
  if (!text) return null;
  if (text.includes(',')) text = text.replace(/\./g, '').replace(',', '.');
  else if (/^\d{1,3}(\.\d{3})+$/.test(text)) text = text.replace(/\./g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const cents = Math.round(Number(text) * 100);
  return Number.isSafeInteger(cents) && cents <= PRODUCT_PRICE_MAX_CENTS ? cents : null;
}

const YES = new Set(['sim', 's', 'yes', 'y', 'true', 'verdadeiro', '1', 'x']);
const NO = new Set(['nao', 'n', 'no', 'false', 'falso', '0', '']);

function parseFlag(raw: string): boolean | null {
  const value = fold(raw);
  if (YES.has(value)) return true;
  if (NO.has(value)) return false;
  return null;
}

export type ImportedProduct = Omit<ProductWrite, 'categoryId'> & { categoryName: string | null };
export type RowVerdict = { ok: true; product: ImportedProduct } | { ok: false; message: string };

/** `seen`: SKU -> the line that had it first, so a SKU repeated in the file is reported, not upserted twice. */
export function evaluateProductRow(record: Record<string, string>, map: ColumnMap, line: number, seen: Map<string, number>): RowVerdict {
  const cell = (field: ImportField) => (map[field] ? (record[map[field]] ?? '').trim() : '');
  const problems: string[] = [];

  const sku = productSkuSchema.safeParse(cell('skuId'));
  if (!sku.success) problems.push(sku.error.issues[0]?.message ?? 'SKU inválido');
  const name = cell('name');
  if (!name) problems.push('Informe o nome do produto');
  else if (name.length > 120) problems.push('Use no máximo 120 caracteres no nome');
  const description = cell('description');
  if (description.length > 2000) problems.push('Use no máximo 2000 caracteres na descrição');
  const category = cell('category');
  if (category.length > 60) problems.push('Use no máximo 60 caracteres na categoria');

  const priceText = cell('price');
  const priceCents = parseCents(priceText);
  if (!priceText) problems.push('Informe o preço');
  else if (priceCents === null) problems.push(`Preço inválido: "${priceText}" (use por exemplo 1.234,56)`);
  const saleText = cell('salePrice');
  const salePriceCents = saleText ? parseCents(saleText) : null;
  if (saleText && salePriceCents === null) problems.push(`Preço promocional inválido: "${saleText}"`);

  const onSale = parseFlag(cell('onSale'));
  if (onSale === null) problems.push(`Valor inválido em "${productImportColumns.onSale}" (use Sim ou Não)`);
  const hide = parseFlag(cell('hide'));
  if (hide === null) problems.push(`Valor inválido em "${productImportColumns.hide}" (use Sim ou Não)`);
  const stockText = cell('stock');
  const stockQuantity = stockText === '' ? 0 : /^\d{1,8}$/.test(stockText) ? Number(stockText) : null;
  if (stockQuantity === null) problems.push(`Estoque inválido: "${stockText}" (use um número inteiro, zero ou mais)`);

  if (priceCents !== null && onSale !== null && (!saleText || salePriceCents !== null)) {
    checkSalePrice({ onSale, priceCents, salePriceCents }, (message) => problems.push(message));
  }
  if (sku.success) {
    const first = seen.get(sku.data);
    if (first !== undefined) problems.push(`SKU repetido no arquivo (já usado na linha ${first})`);
    else seen.set(sku.data, line);
  }
  if (problems.length > 0 || !sku.success || priceCents === null || onSale === null || hide === null || stockQuantity === null) {
    return { ok: false, message: problems.join('; ') };
  }
  return {
    ok: true,
    product: { skuId: sku.data, name, description, priceCents, salePriceCents, onSale, stockQuantity, hide, categoryName: category || null },
  };
}

/** Cents as the export writes them ("1234,56"), which the import reads back. */
export const centsText = (cents: number | null): string => (cents === null ? '' : `${Math.trunc(cents / 100)},${String(cents % 100).padStart(2, '0')}`);

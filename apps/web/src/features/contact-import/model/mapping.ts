// The mapping form's values from the server's suggestion, and the progress bar's share.
import { contactImportFields, type ContactImport, type ContactImportField } from '@atende/contract';

export type MappingValues = { number: string } & Partial<Record<Exclude<ContactImportField, 'number'>, string | null>>;

/** Every field with the suggested column when it is one of the file's, else empty (number) or null. */
export function initialMapping(suggested: Record<string, string | null>, columns: string[]): MappingValues {
  const pick = (field: ContactImportField) => {
    const column = suggested[field];
    return column && columns.includes(column) ? column : null;
  };
  const values: MappingValues = { number: pick('number') ?? '' };
  for (const field of contactImportFields) if (field !== 'number') values[field] = pick(field);
  return values;
}

/** 0-100: rows processed of the file's rows (a finished import is full). */
export function progressPercent(view: Pick<ContactImport, 'status' | 'processedRows' | 'totalRows'>): number {
  if (view.status === 'done') return 100;
  if (view.totalRows <= 0) return 0;
  return Math.min(100, Math.round((view.processedRows / view.totalRows) * 100));
}

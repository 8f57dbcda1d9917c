// The {{n}} variables of a template's text: which ones it uses, the next one to add, and the text as
// the customer reads it once each variable has its value (the editor's examples, the operator's values).
import { templateVariables } from '@atende/contract';

/** The distinct variable numbers, smallest first ({{2}} {{1}} {{2}} → [1, 2]). */
export function distinctVariables(text: string): number[] {
  return [...new Set(templateVariables(text))].sort((a, b) => a - b);
}

/** The number "Adicionar variável" inserts: one past the highest already used. */
export function nextVariable(text: string): number {
  return Math.max(0, ...templateVariables(text)) + 1;
}

/** {{n}} replaced by values[n - 1]; a variable without a value stays as {{n}} so the gap shows. */
export function fillVariables(text: string, values: readonly string[]): string {
  return text.replace(/\{\{\s*(\d+)\s*\}\}/g, (whole, n: string) => {
    const value = values[Number(n) - 1]?.trim();
    return value ? value : whole;
  });
}

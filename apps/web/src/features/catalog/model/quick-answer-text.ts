// The quick answer editor's text helpers: inserting a {{variable}} where the cursor is, and the
// preview the owner reads, filled in with sample values by the same renderer the composer uses.
import { renderQuickAnswer, type QuickAnswerVariable } from '@atende/contract';

export type Insertion = { text: string; cursor: number };

/** `{{variable}}` put in place of the selection (or at the cursor), the cursor then after it. */
export function insertVariable(text: string, variable: QuickAnswerVariable, start: number, end: number = start): Insertion {
  const token = `{{${variable}}}`;
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  return { text: text.slice(0, from) + token + text.slice(to), cursor: from + token.length };
}

export type PreviewSample = { contactName: string; number: string; protocol: string; operatorName: string; now: Date; timeZone: string };

export function previewQuickAnswer(text: string, sample: PreviewSample): string {
  return renderQuickAnswer(text, {
    contact: { name: sample.contactName, number: sample.number },
    protocol: sample.protocol,
    operatorName: sample.operatorName,
    now: sample.now,
    timeZone: sample.timeZone,
  });
}

// The automatic messages of /managemessages: which placeholders each one may use, where a clicked
// placeholder goes in the text, and the preview filled with sample values.
import { fillPlaceholders, MESSAGE_PLACEHOLDERS, type AutomaticMessages } from '@atende/contract';

export type PlaceholderName = keyof typeof MESSAGE_PLACEHOLDERS;
export type MessageName = keyof AutomaticMessages;

/** In the order the form shows them; the placeholders are those the moment of sending knows. */
export const messageFields: Array<{ name: MessageName; placeholders: PlaceholderName[] }> = [
  { name: 'greeting', placeholders: ['name', 'protocol'] },
  { name: 'invalidAnswer', placeholders: ['name'] },
  { name: 'outsideHours', placeholders: ['name', 'protocol'] },
  { name: 'queuePosition', placeholders: ['name', 'protocol', 'position'] },
  { name: 'noOperator', placeholders: ['name', 'protocol'] },
  { name: 'abandonment', placeholders: ['name', 'protocol'] },
  { name: 'surveyQuestion', placeholders: ['name'] },
  { name: 'surveyComment', placeholders: ['name'] },
  { name: 'surveyThanks', placeholders: ['name', 'protocol'] },
];

export const SAMPLE_VALUES = { name: 'Maria', protocol: '20250001', position: 3 } as const;

export type Insertion = { text: string; cursor: number };

/** The placeholder put in place of the selection (or at the cursor), the cursor then after it. */
export function insertPlaceholder(text: string, placeholder: PlaceholderName, start: number, end: number = start): Insertion {
  const token = MESSAGE_PLACEHOLDERS[placeholder];
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  return { text: text.slice(0, from) + token + text.slice(to), cursor: from + token.length };
}

export const previewMessage = (text: string) => fillPlaceholders(text.trim(), SAMPLE_VALUES);

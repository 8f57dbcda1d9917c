// How a customer is named on the operator's screen. With the operator's privacy flag on, the number
// keeps its country and area code and its last four digits; the digits between are hidden. The server
// already sends such an operator every number masked (the contract's maskPhone, the same one used
// here), so the hidden digits never reach the browser; masking here too covers any other source.
import { formatPhone, isMaskedPhone, maskPhone, onlyDigits } from '@atende/contract';
import type { Attendance } from '@atende/contract';

export { maskPhone };

export function displayNumber(number: string, privacy: boolean): string {
  if (isMaskedPhone(number)) return number;
  const formatted = formatPhone(number);
  return privacy ? maskPhone(formatted) : formatted;
}

export function contactTitle(contact: Attendance['contact'], privacy: boolean): string {
  const name = contact.name?.trim();
  return name ? name : displayNumber(contact.number, privacy);
}

const phoneLike = /^[\d\s()+.-]+$/;

/**
 * The loaded list filtered by name or, for a query that looks like a phone, by the raw number. With
 * privacy on, numbers are not searchable: matching would reveal the hidden digits one guess at a time.
 */
export function matchesSearch(attendance: Attendance, query: string, privacy: boolean): boolean {
  const q = query.trim().toLocaleLowerCase();
  if (!q) return true;
  if (attendance.contact.name?.toLocaleLowerCase().includes(q)) return true;
  const digits = onlyDigits(q);
  return !privacy && phoneLike.test(q) && digits.length > 0 && attendance.contact.number.includes(digits);
}

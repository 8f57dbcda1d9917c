// How a customer is named on the operator's screen. With the operator's privacy flag on, the number
// keeps its country and area code and its last four digits; the digits between are hidden.
import { formatPhone, onlyDigits } from '@atende/contract';
import type { Attendance } from '@atende/contract';

const MASK = '•';

/** "+55 (11) 9 8888-7777" → "+55 (11) • ••••-7777". */
export function maskPhone(formatted: string): string {
  const total = onlyDigits(formatted).length;
  if (total <= 6) return formatted;
  let seen = 0;
  return formatted.replace(/\d/g, (digit) => {
    seen += 1;
    return seen <= 4 || seen > total - 4 ? digit : MASK;
  });
}

export function displayNumber(number: string, privacy: boolean): string {
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

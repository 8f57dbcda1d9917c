// How a contact is named in the calendar. With the operator's privacy flag on, the number keeps its
// country and area code and its last four digits, as on the attendance panel (decisions.md).
import { formatPhone, onlyDigits } from '@atende/contract';

export function maskedPhone(formatted: string): string {
  const total = onlyDigits(formatted).length;
  if (total <= 6) return formatted;
  let seen = 0;
  return formatted.replace(/\d/g, (digit) => {
    seen += 1;
    return seen <= 4 || seen > total - 4 ? digit : '•';
  });
}

export const phoneOf = (number: string, privacy: boolean): string => (privacy ? maskedPhone(formatPhone(number)) : formatPhone(number));

/** "Carla · +55 (11) 9 8765-0001", or the number alone for a contact without a name. */
export function contactLabel(contact: { name: string | null; number: string }, privacy: boolean): string {
  const phone = phoneOf(contact.number, privacy);
  const name = contact.name?.trim();
  return name ? `${name} · ${phone}` : phone;
}

/** The name when there is one, else the number: the shortest way to say who. */
export function contactShort(contact: { name: string | null; number: string }, privacy: boolean): string {
  return contact.name?.trim() || phoneOf(contact.number, privacy);
}

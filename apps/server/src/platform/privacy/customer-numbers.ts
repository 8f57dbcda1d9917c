// An operator with privacy on never receives a customer's phone number in full: not in an API
// answer, not in a socket event. The rule lives here once, keyed on the payload's shape rather than
// on each route: a customer travels as a contact object, either under a `contact` key (attendances,
// the contact panel, calendar events and reminders, transcripts) or listed as an object with a
// `name` and a `number` (contact pickers); the `number…` fields of those are masked, and a bare
// customer number is always called `contactNumber`. Where a contact has no name the number stands in
// for it (a contact's `name`, a `contactName`): a name that is only a phone number is masked too. A new route or event that follows those names
// is covered without doing anything; one that carries a customer's number under another name must
// be added here (and to the unit test next to it).
import { maskedPhoneNumber, onlyDigits } from '@atende/contract';

/** Whether this reader receives customer numbers masked (an operator whose privacy flag is on). */
export type PrivacyReader = { privacy: boolean } | null | undefined;
export const masksNumbers = (reader: PrivacyReader): boolean => !!reader?.privacy;

const phoneLike = /^[\d\s()+.-]+$/;
/** A name that is nothing but a phone number (a contact without a name shown by its number). */
const maskIfNumber = (name: string): string => (phoneLike.test(name) && onlyDigits(name).length > 6 ? maskedPhoneNumber(name) : name);

const maskContact = (contact: Record<string, unknown>): Record<string, unknown> => {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(contact)) {
    if (typeof value === 'string' && key.startsWith('number')) out[key] = maskedPhoneNumber(value);
    else if (typeof value === 'string' && key === 'name') out[key] = maskIfNumber(value);
    else out[key] = maskCustomerNumbers(value);
  }
  return out;
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** A contact summary listed on its own: `{ _id, name, number }` and the like. */
const isContactShaped = (value: Record<string, unknown>): boolean => typeof value.number === 'string' && 'name' in value;

/** A copy of the payload with every customer number masked; the original is left as it was. */
export function maskCustomerNumbers<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => maskCustomerNumbers(item)) as T;
  if (!isPlainObject(value)) return value;
  if (isContactShaped(value)) return maskContact(value) as T;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (key === 'contact' && isPlainObject(field)) out[key] = maskContact(field);
    else if (key === 'contactNumber' && typeof field === 'string') out[key] = maskedPhoneNumber(field);
    else if (key === 'contactName' && typeof field === 'string') out[key] = maskIfNumber(field);
    else out[key] = maskCustomerNumbers(field);
  }
  return out as T;
}

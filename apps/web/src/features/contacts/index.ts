// Contacts of the channel (/contacts): list, create/edit, birthdays, export; the import lives in contact-import.
export { contactKeys } from './api/contacts-page';

// Contacts of the channel (/contacts): list, create/edit, birthdays, export; the import lives in contact-import.
export { contactKeys } from './api/contacts-page';
// The channel's contacts, paged with a search (the kanban's "Novo cartão" picks one).
export { useContactsPage } from './api/contacts-page';
// The channel's tags and operators as select options (the campaign audience filters the same way).
export { useContactTags, useContactOperators, type ContactOption } from './api/contact-options';

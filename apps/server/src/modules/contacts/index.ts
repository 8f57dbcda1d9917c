// Contacts: the management list, the contact's card, tags, wallet and export.
// The front door: other modules and app.ts import this module only from here.
export { ensureContacts, upsertContact, type ContactRef } from './contacts.repository.js';
export { contactsRoutes } from './contacts.routes.js';
export { createContactsService } from './contacts.service.js';
export { operatorSeesContact } from './contact-scope.repository.js';

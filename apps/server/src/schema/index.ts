// Every Drizzle table of the server, one file per domain (drizzle-kit reads this folder to generate
// migrations). A table belongs to the database, not to the module that writes it most, so any module may
// read it from here without reaching into another module.
//
// Import rule: outside this folder, import tables and row types only from `schema/index.js`, never from a
// domain file. Inside this folder, a domain file imports the tables it references from their own domain
// file (`./channels.js`), never from this index, so the schema has no import cycle.

export * from './access-log.js';
export * from './attendances.js';
export * from './blacklist.js';
export * from './calendar.js';
export * from './campaigns.js';
export * from './channels.js';
export * from './chatbot.js';
export * from './contact-imports.js';
export * from './contacts.js';
export * from './departments.js';
export * from './media.js';
export * from './messages.js';
export * from './operators.js';
export * from './quick-answers.js';
export * from './tabulations.js';
export * from './tags.js';
export * from './templates.js';
export * from './users.js';
export * from './webhooks.js';
export * from './reports.js';
export * from './kanban.js';
export * from './products.js';
export * from './orders.js';

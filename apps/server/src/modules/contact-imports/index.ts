// Contact imports: an uploaded CSV/XLSX read row by row in a job, with progress and a report.
// The front door: other modules and app.ts import this module only from here.
export { UnreadableFileError, dataRecords, readColumns } from './contact-import-file.js';
export { suggestMapping } from './contact-import-rows.js';
export { readStoredFile } from './contact-import-storage.js';
export { importProgressOf } from './contact-import-view.js';
export { pushContactImportEvents } from './contact-imports.events.js';
export { contactImportsRoutes } from './contact-imports.routes.js';
export { createContactImportsService, importFormatOf } from './contact-imports.service.js';
export { importCleanupQueue, scheduleImportCleanup } from './jobs/cleanup-imports.job.js';
export { CONTACT_IMPORT_QUEUE, contactImportQueue, importContactsJob, type ContactImportJob } from './jobs/import-contacts.job.js';

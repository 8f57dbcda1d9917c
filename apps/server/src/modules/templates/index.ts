// Message templates: the channel's copies of its provider's templates, their review status and sync.
// The front door: other modules and app.ts import this module only from here.
export { pushTemplateEvents } from './templates.events.js';
export { channelTemplates, findTemplate, providerTemplateIds, templateForSend, templateKeyOf, toTemplateView, type TemplateKey, type TemplateRow } from './templates.repository.js';
export { templatesRoutes } from './templates.routes.js';
export { createTemplatesService } from './templates.service.js';

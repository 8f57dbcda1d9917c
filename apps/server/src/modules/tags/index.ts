// Tags: the channel's contact labels.
// The front door: other modules and app.ts import this module only from here.
export { tagsRoutes } from './tags.routes.js';
export { createTagsService } from './tags.service.js';

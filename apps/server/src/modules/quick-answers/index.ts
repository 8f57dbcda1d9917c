// Quick answers: the channel's canned replies with optional attachments.
// The front door: other modules and app.ts import this module only from here.
export { insertQuickAnswer } from './quick-answers.repository.js';
export { quickAnswersRoutes } from './quick-answers.routes.js';
export { createQuickAnswersService } from './quick-answers.service.js';

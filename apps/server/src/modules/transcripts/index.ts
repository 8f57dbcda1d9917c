// Transcripts: a finished conversation as text or PDF, and the share links.
// The front door: other modules and app.ts import this module only from here.
export { transcriptsRoutes } from './transcripts.routes.js';
export { createTranscriptsService } from './transcripts.service.js';

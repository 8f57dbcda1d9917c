// Webhooks: receive, verify and store provider events in the inbox, then hand each stored batch to
// intake (modules/intake) from the process-webhook job.
// The front door: other modules and app.ts import this module only from here.
export { createChannelLookup } from './channel-lookup.js';
export { processWebhooksJob, type ProcessWebhookJob } from './jobs/process-webhook.job.js';
export { webhooksRoutes } from './webhooks.routes.js';
export { WEBHOOK_QUEUE, createWebhooksService, type WebhooksService } from './webhooks.service.js';

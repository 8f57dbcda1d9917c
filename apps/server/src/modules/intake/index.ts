// Intake: turns normalized provider events (messages, delivery statuses, template reviews) into
// contacts, attendances and messages, runs the bot step and emits the domain events. The webhooks
// module only receives, verifies and stores; its processing job hands each batch to this front door.
export { createInboundProcessor, type InboundProcessor } from './inbound-processor.js';
export type { InboundBatchItem, InboundProcessorOptions } from './intake-batch.js';
export { StatusBeforeMessageError } from './apply-statuses.js';

// What the rest of the server uses from the Cloud API adapter.
export { cloudAdapter, createCloudAdapter, type CloudAdapterOptions } from './cloud.adapter.js';
export { verifyHandshake } from './cloud-handshake.js';
export { CloudWebhookError } from './cloud-inbound-message.mapper.js';
export { DEFAULT_GRAPH_API_BASE, DEFAULT_GRAPH_API_VERSION } from './cloud-credentials.js';

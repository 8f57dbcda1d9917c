// What the rest of the server uses from the Gupshup adapter.
export { gupshupAdapter, createGupshupAdapter } from './gupshup.adapter.js';
export { GUPSHUP_TOKEN_HEADER } from './gupshup-token.js';
export { GupshupWebhookError } from './gupshup-inbound-message.mapper.js';
export { DEFAULT_GUPSHUP_API_BASE } from './gupshup-credentials.js';
export { fetchGupshupUsage, gupshupUsagePath, type GupshupUsageDay } from './gupshup-usage.js';

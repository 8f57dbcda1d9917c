// Channels (the company's WhatsApp numbers): their settings, credentials and the one accessor that
// opens a channel's provider, the managers (supervisors) and the attention flag of a refused token.
// The front door: other modules and app.ts import this module only from here.
export { markChannelAttention, pushChannelAttention } from './channel-attention.js';
export { createChannelConfigCache } from './channel-config-cache.js';
export { openChannelProvider } from './channel-provider.js';
export { openCredentials } from './channel-view.js';
export { findChannel, insertChannel, type ChannelWithConfig } from './channels.repository.js';
export { channelsRoutes } from './channels.routes.js';
export { createChannelsService } from './channels.service.js';
export { createManagersService } from './managers.service.js';
export { isWithinOpeningHours } from './opening-hours.js';
export { sealSimulatorCredentials } from './simulator-credentials.js';

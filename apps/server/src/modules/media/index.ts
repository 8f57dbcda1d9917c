// Media: uploads, the signed links that serve stored files, and the job that downloads inbound media.
// The front door: other modules and app.ts import this module only from here.
export { downloadMediaJob } from './jobs/download-media.job.js';
export { installMediaLinks, longLivedMediaUrl, signedMediaUrl } from './media-links.js';
export { acceptedKind, assertSendableAs, tooLarge } from './media-rules.js';
export { findChannelMedia, updateMedia } from './media.repository.js';
export { mediaRoutes } from './media.routes.js';
export { MEDIA_DOWNLOAD_QUEUE, createMediaService, enqueueInboundMediaDownloads, type MediaDownloadJob } from './media.service.js';
export { detectStoredType } from './stored-type.js';

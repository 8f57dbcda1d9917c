// Test support for the Cloud API: a fake Graph server, and builders for signed Meta webhooks.
export {
  startFakeGraph,
  type FakeCloudCredentials,
  type FakeGraph,
  type FakeGraphOptions,
  type FakeMediaFile,
  type RecordedMultipart,
  type RecordedRequest,
  type RequestMatcher,
} from './fake-graph.server.js';
export { graphError, graphErrorBody, graphFailures, type FakeResponse, type GraphErrorFields } from './fake-graph.responses.js';
export { type CatalogItem, type CatalogStore, type ItemsBatchCall } from './fake-graph.catalog.js';
export { UPLOAD_FILE_TYPES, type FakeIssuedHandle, type FakeUploadSession, type UploadStore } from './fake-graph.uploads.js';
export {
  cloudWebhook,
  fakeWamid,
  signCloudWebhook,
  signedCloudWebhook,
  type CloudWebhookBody,
  type WebhookAccount,
  type WebhookMessageContent,
  type WebhookMessageInput,
  type WebhookMessageMeta,
  type WebhookStatusInput,
  type WebhookTemplateStatusInput,
} from './cloud-webhook.builder.js';
export { useFakeGraphChannel } from './fake-graph.hooks.js';

// Test support for Gupshup: a fake of its WhatsApp API, and builders for its v2 callbacks.
export {
  FAKE_GUPSHUP_API_KEY,
  FAKE_GUPSHUP_PARTNER_TOKEN,
  gupshupFailures,
  startFakeGupshup,
  type FakeGupshup,
  type FakeGupshupCredentials,
  type GupshupFakeResponse,
  type GupshupRecordedRequest,
  type GupshupSend,
} from './fake-gupshup.server.js';
export { fakeWhatsAppId, gupshupCallback, type GupshupCallback, type GupshupMessageInput } from './gupshup-callback.builder.js';
export { createGupshupTemplateStore, type FakeGupshupTemplate, type GupshupTemplateStore } from './fake-gupshup.templates.js';
export type { FakeReadEvent, FakeUsageDay } from './fake-gupshup.partner.js';

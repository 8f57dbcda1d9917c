// Turns a Gupshup v2 callback into normalized events for the app it names. One callback carries one
// event: a customer's message, a status of something we sent (message-event), a template's review
// (template-event), or an opt-in/opt-out (user-event), which we accept and ignore. Other event types
// Gupshup adds are accepted the same way, so Gupshup never retries them forever.
import type { DeliveryStatus, InboundStatus, InboundTemplateStatus, WebhookBatch } from '../provider.port.js';
import { isObject, numberOf, objectOf, stringOf, type JsonObject } from '../cloud/cloud-json.js';
import { GupshupWebhookError, mapGupshupMessage, required } from './gupshup-inbound-message.mapper.js';

/** Gupshup's event types that move a message's status; `enqueued` (accepted by Gupshup) moves nothing. */
const STATUS_BY_EVENT: Readonly<Record<string, DeliveryStatus>> = { sent: 'sent', delivered: 'delivered', read: 'read', failed: 'failed' };

/** Callback timestamps are unix milliseconds. */
function millis(value: unknown, what: string): Date {
  const ms = numberOf(value);
  if (ms === undefined) throw new GupshupWebhookError(`Gupshup callback: ${what} is not a timestamp`);
  return new Date(ms);
}

function mapStatus(raw: JsonObject, received: Date): InboundStatus | null {
  const status = STATUS_BY_EVENT[stringOf(raw.type) ?? ''];
  if (!status) return null;
  // What we stored for a sent message is the gs id Gupshup answered with. Status events carry it as
  // gsId (with WhatsApp's id in `id`); some (failed, enqueued) carry only `id`, which is then the gs id.
  const providerMessageId = required(stringOf(raw.gsId) ?? stringOf(raw.id), 'message-event id');
  const details = objectOf(raw.payload);
  const seconds = numberOf(details?.ts);
  const event: InboundStatus = {
    kind: 'status',
    providerMessageId,
    status,
    timestamp: seconds !== undefined ? new Date(seconds * 1000) : received,
    recipient: stringOf(raw.destination) ?? '',
  };
  // sent and delivered carry what WhatsApp bills the message as (pricing.category).
  const category = stringOf(objectOf(raw.pricing)?.category);
  if (category) event.pricingCategory = category.toLowerCase();
  if (status === 'failed') {
    const reason = stringOf(details?.reason) ?? 'Falha informada pela Gupshup';
    event.error = { code: numberOf(details?.code) ?? 0, title: reason, message: reason };
  }
  return event;
}

/**
 * A template's review: approved, rejected, paused... (lower-case at Gupshup, upper-case for us, as
 * Meta and Gupshup's template list write them). A category-update carries no status and moves nothing.
 */
function mapTemplateStatus(raw: JsonObject): InboundTemplateStatus | null {
  const templateId = stringOf(raw.id);
  const status = stringOf(raw.status);
  if (!templateId || !status) return null;
  const reason = stringOf(raw.rejectedReason) ?? stringOf(raw.reason);
  return {
    kind: 'template_status',
    templateId,
    name: stringOf(raw.elementName) ?? '',
    language: stringOf(raw.languageCode) ?? '',
    status: status.toUpperCase(),
    ...(reason && reason.toUpperCase() !== 'NONE' ? { reason } : {}),
  };
}

export function parseGupshupWebhook(body: unknown): WebhookBatch[] {
  if (!isObject(body) || numberOf(body.version) !== 2) {
    throw new GupshupWebhookError('Not a Gupshup v2 callback: expected {app, timestamp, version: 2, type, payload}');
  }
  const app = required(stringOf(body.app), 'app');
  const type = required(stringOf(body.type), 'type');
  const payload = objectOf(body.payload);
  if (!payload) throw new GupshupWebhookError('Gupshup callback: payload is not an object');
  const received = millis(body.timestamp, 'timestamp');
  if (type === 'message') return [{ accountId: app, events: [mapGupshupMessage(payload, received)] }];
  if (type === 'message-event') {
    const status = mapStatus(payload, received);
    return [{ accountId: app, events: status ? [status] : [] }];
  }
  if (type === 'template-event') {
    const template = mapTemplateStatus(payload);
    return [{ accountId: app, events: template ? [template] : [] }];
  }
  return [{ accountId: app, events: [] }];
}

// Turns a Cloud API webhook body into normalized events grouped by provider account. Deliveries for
// several phone numbers of one app can arrive in one body, so events are grouped by the account the
// channel registry routes on: metadata.phone_number_id for the `messages` field.
import type { DeliveryStatus, InboundAccountError, InboundEvent, InboundStatus, InboundTemplateStatus, WebhookBatch } from '../provider.port.js';
import { arrayOf, idOf, isObject, objectOf, stringOf, type JsonObject } from './cloud-json.js';
import { CloudWebhookError, errorsOf, mapInboundMessage, senderProfilesOf, unixSeconds } from './cloud-inbound-message.mapper.js';

const DELIVERY_STATUSES: readonly DeliveryStatus[] = ['sent', 'delivered', 'read', 'failed'];

function isDeliveryStatus(value: string | undefined): value is DeliveryStatus {
  return value !== undefined && (DELIVERY_STATUSES as readonly string[]).includes(value);
}

function mapStatus(raw: unknown): InboundStatus | null {
  if (!isObject(raw)) throw new CloudWebhookError('Cloud webhook: a status is not an object');
  const status = stringOf(raw.status);
  // Meta has sent other values over time (deleted, warning, ...); they say nothing our messages track.
  if (!isDeliveryStatus(status)) return null;
  const providerMessageId = stringOf(raw.id);
  if (!providerMessageId) throw new CloudWebhookError('Cloud webhook: status.id is missing');
  const event: InboundStatus = {
    kind: 'status',
    providerMessageId,
    status,
    timestamp: unixSeconds(raw.timestamp, `status ${providerMessageId} timestamp`),
    recipient: stringOf(raw.recipient_id) ?? '',
  };
  const reference = stringOf(raw.biz_opaque_callback_data);
  if (reference) event.reference = reference;
  // What Meta bills the message as (marketing, utility, authentication, service, ...).
  const category = stringOf(objectOf(raw.pricing)?.category);
  if (category) event.pricingCategory = category.toLowerCase();
  const [error] = errorsOf(raw.errors);
  if (error) {
    event.error = {
      code: error.code,
      title: error.title,
      ...(error.message ? { message: error.message } : {}),
      ...(error.details ? { details: error.details } : {}),
    };
  }
  return event;
}

function accountError(raw: unknown): InboundAccountError | null {
  const errors = errorsOf(raw).map(({ code, title, message, details }) => ({
    code,
    title,
    ...(message ? { message } : {}),
    ...(details ? { details } : {}),
  }));
  return errors.length > 0 ? { kind: 'account_error', errors } : null;
}

function messagesChange(value: JsonObject): { accountId: string; events: InboundEvent[] } {
  const accountId = idOf(objectOf(value.metadata)?.phone_number_id);
  if (!accountId) throw new CloudWebhookError('Cloud webhook: metadata.phone_number_id is missing');
  const profiles = senderProfilesOf(value.contacts);
  const events: InboundEvent[] = arrayOf(value.messages).map((message) => mapInboundMessage(message, profiles));
  for (const status of arrayOf(value.statuses)) {
    const event = mapStatus(status);
    if (event) events.push(event);
  }
  // value.errors: a problem with the business number itself, outside any message (Meta sends these
  // in a messages change with neither messages nor statuses).
  const problem = accountError(value.errors);
  if (problem) events.push(problem);
  return { accountId, events };
}

function templateStatusChange(value: JsonObject): InboundTemplateStatus {
  const templateId = idOf(value.message_template_id);
  const status = stringOf(value.event);
  if (!templateId || !status) throw new CloudWebhookError('Cloud webhook: template status without id or event');
  const reason = stringOf(value.reason);
  return {
    kind: 'template_status',
    templateId,
    name: stringOf(value.message_template_name) ?? '',
    language: stringOf(value.message_template_language) ?? '',
    status,
    // Meta says "NONE" when there is no reason (approvals); that is not something to show anyone.
    ...(reason && reason !== 'NONE' ? { reason } : {}),
  };
}

export function parseCloudWebhook(body: unknown): WebhookBatch[] {
  if (!isObject(body) || body.object !== 'whatsapp_business_account' || !Array.isArray(body.entry)) {
    throw new CloudWebhookError('Not a WhatsApp Cloud webhook: expected {object: "whatsapp_business_account", entry: [...]}');
  }
  const batches = new Map<string, InboundEvent[]>();
  // An account is kept even with nothing for us in it (a status we do not track, a field we do not
  // use): the delivery is still verified against it and answered 200, or Meta would retry it forever.
  const add = (accountId: string, events: InboundEvent[]): void => {
    const batch = batches.get(accountId);
    if (batch) batch.push(...events);
    else batches.set(accountId, [...events]);
  };
  for (const entry of body.entry) {
    if (!isObject(entry) || !Array.isArray(entry.changes)) {
      throw new CloudWebhookError('Cloud webhook: an entry has no changes array');
    }
    for (const change of entry.changes) {
      if (!isObject(change) || !isObject(change.value)) throw new CloudWebhookError('Cloud webhook: a change has no value');
      if (change.field === 'messages') {
        const { accountId, events } = messagesChange(change.value);
        add(accountId, events);
      } else if (change.field === 'message_template_status_update') {
        // Templates belong to the WhatsApp Business Account, not to a phone number: for these changes
        // the account id is the entry id, i.e. the WABA id (the channel's `wabaId` credential).
        const wabaId = idOf(entry.id);
        if (!wabaId) throw new CloudWebhookError('Cloud webhook: template status entry without id');
        add(wabaId, [templateStatusChange(change.value)]);
      } else {
        // Other fields (account_update, phone_number_quality_update, ...) carry nothing we use; the
        // entry id (the WABA id) still names whose delivery it is, for the signature check.
        const wabaId = idOf(entry.id);
        if (wabaId) add(wabaId, []);
      }
    }
  }
  return [...batches].map(([accountId, events]) => ({ accountId, events }));
}

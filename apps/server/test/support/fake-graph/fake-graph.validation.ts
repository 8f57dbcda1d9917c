// Checks a POST /{phone-number-id}/messages body against Meta's Messages API reference, independently
// of the adapter's own checks, so a mapper bug shows up as a 400 exactly as it would against Meta.
import { fail, isJson, object, onlyKeys, text, unique, type Json } from './fake-graph.checks.js';
import { checkProductAction } from './fake-graph.products.js';

export { GraphValidationError } from './fake-graph.checks.js';

const MEDIA_TYPES = ['image', 'audio', 'video', 'document', 'sticker'];
const SEND_TYPES = [...MEDIA_TYPES, 'text', 'template', 'interactive', 'location', 'reaction', 'contacts'];
const ENVELOPE_KEYS = ['messaging_product', 'recipient_type', 'to', 'type', 'context', 'biz_opaque_callback_data'];

function checkText(body: Json): void {
  const content = object(body.text, 'text');
  onlyKeys(content, ['body', 'preview_url'], 'text');
  text(content.body, "text['body']", 4096);
  if (content.preview_url !== undefined && typeof content.preview_url !== 'boolean') fail("text['preview_url'] must be a boolean");
}

function checkMedia(type: string, body: Json): void {
  const media = object(body[type], type);
  const allowed = ['id', 'link', ...(type === 'audio' || type === 'sticker' ? [] : ['caption']), ...(type === 'document' ? ['filename'] : [])];
  onlyKeys(media, allowed, type);
  if ((media.id === undefined) === (media.link === undefined)) fail(`${type} must have exactly one of id or link`);
  if (media.id !== undefined) text(media.id, `${type}['id']`, 256);
  if (media.link !== undefined) {
    const link = text(media.link, `${type}['link']`, 2048) ?? '';
    if (!/^https?:\/\//.test(link)) fail(`${type}['link'] must be an http(s) URL`);
  }
  text(media.caption, `${type}['caption']`, 1024, { required: false });
  text(media.filename, `${type}['filename']`, 240, { required: false });
}

/** Which parameter types each component takes (Meta's "Template messages": header, body and button parameters). */
const PARAMETER_TYPES: Readonly<Record<string, readonly string[]>> = {
  header: ['text', 'currency', 'date_time', ...MEDIA_TYPES.filter((t) => t !== 'audio' && t !== 'sticker'), 'location'],
  body: ['text', 'currency', 'date_time'],
};
/** A button's one parameter, by sub_type (the fake knows these two). */
const BUTTON_PARAMETER: Readonly<Record<string, string>> = { quick_reply: 'payload', url: 'text' };

/** ISO 4217 codes as this runtime's Intl knows them; Meta refuses any other currency code. */
const CURRENCY_CODES = new Set(Intl.supportedValuesOf('currency'));

function checkCurrency(value: unknown, where: string): void {
  const currency = object(value, where);
  onlyKeys(currency, ['fallback_value', 'code', 'amount_1000'], where);
  text(currency.fallback_value, `${where}['fallback_value']`, 1024);
  if (typeof currency.code !== 'string' || !/^[A-Z]{3}$/.test(currency.code) || !CURRENCY_CODES.has(currency.code)) {
    fail(`${where}['code'] must be an ISO 4217 currency code`);
  }
  if (typeof currency.amount_1000 !== 'number' || !Number.isInteger(currency.amount_1000)) fail(`${where}['amount_1000'] must be an integer`);
}

function checkParameter(raw: unknown, allowed: readonly string[], where: string): void {
  const parameter = object(raw, where);
  const type = String(parameter.type);
  if (!allowed.includes(type)) fail(`${where}['type'] must be one of ${allowed.join(', ')}`);
  // Every parameter carries its value under a key named after its type (text, currency, image, ...).
  if (type === 'text') text(parameter.text, `${where}['text']`, 32768);
  else if (type === 'payload') text(parameter.payload, `${where}['payload']`, 256);
  else if (!isJson(parameter[type])) fail(`${where}['${type}'] must be an object`);
  onlyKeys(parameter, ['type', type], where);
  if (type === 'currency') checkCurrency(parameter.currency, `${where}['currency']`);
  if (type === 'date_time') {
    const dateTime = object(parameter.date_time, `${where}['date_time']`);
    onlyKeys(dateTime, ['fallback_value'], `${where}['date_time']`);
    text(dateTime.fallback_value, `${where}['date_time']['fallback_value']`, 1024);
  }
  if (MEDIA_TYPES.includes(type)) {
    const media = object(parameter[type], `${where}['${type}']`);
    if ((media.id === undefined) === (media.link === undefined)) fail(`${where}['${type}'] must have exactly one of id or link`);
  }
}

/** A button component: its sub_type, its index among the template's buttons (0 to 9) and its one parameter. */
function checkButton(component: Json, where: string): void {
  onlyKeys(component, ['type', 'sub_type', 'index', 'parameters'], where);
  if (typeof component.sub_type !== 'string' || component.index === undefined) fail(`${where} of type button needs sub_type and index`);
  const expected = BUTTON_PARAMETER[component.sub_type];
  if (!expected) fail(`${where}['sub_type'] must be quick_reply or url (the fake knows no other)`);
  const index = typeof component.index === 'string' && /^\d+$/.test(component.index) ? Number(component.index) : component.index;
  if (typeof index !== 'number' || !Number.isInteger(index) || index < 0 || index > 9) fail(`${where}['index'] must be a button position from 0 to 9`);
  if (!Array.isArray(component.parameters) || component.parameters.length !== 1) fail(`${where}['parameters'] must hold exactly one parameter`);
  checkParameter(component.parameters[0], [expected], `${where}['parameters'][0]`);
}

function checkTemplate(body: Json): void {
  const template = object(body.template, 'template');
  onlyKeys(template, ['name', 'language', 'components', 'namespace'], 'template');
  text(template.name, "template['name']", 512);
  const language = object(template.language, "template['language']");
  text(language.code, "template['language']['code']", 15);
  if (template.components === undefined) return;
  if (!Array.isArray(template.components)) fail("template['components'] must be an array");
  const buttons: number[] = [];
  template.components.forEach((raw, index) => {
    const where = `template['components'][${index}]`;
    const component = object(raw, where);
    if (!['header', 'body', 'button', 'footer'].includes(String(component.type))) {
      fail(`${where}['type'] must be header, body, button or footer`);
    }
    if (component.parameters !== undefined && !Array.isArray(component.parameters)) fail(`${where}['parameters'] must be an array`);
    if (component.type === 'button') {
      checkButton(component, where);
      buttons.push(Number(component.index));
      return;
    }
    onlyKeys(component, ['type', 'parameters'], where);
    const allowed = PARAMETER_TYPES[String(component.type)] ?? [];
    (Array.isArray(component.parameters) ? component.parameters : []).forEach((parameter, p) => checkParameter(parameter, allowed, `${where}['parameters'][${p}]`));
  });
  unique(buttons.map(String), 'Button component indexes');
}

function checkReplyButtons(action: Json): void {
  onlyKeys(action, ['buttons'], "interactive['action']");
  const buttons = action.buttons;
  if (!Array.isArray(buttons) || buttons.length < 1 || buttons.length > 3) {
    fail("interactive['action']['buttons'] must have 1 to 3 buttons");
  }
  const replies = buttons.map((raw, index) => {
    const button = object(raw, `interactive['action']['buttons'][${index}]`);
    if (button.type !== 'reply') fail(`interactive['action']['buttons'][${index}]['type'] must be reply`);
    const reply = object(button.reply, `interactive['action']['buttons'][${index}]['reply']`);
    return {
      id: text(reply.id, `interactive['action']['buttons'][${index}]['reply']['id']`, 256) ?? '',
      title: text(reply.title, `interactive['action']['buttons'][${index}]['reply']['title']`, 20) ?? '',
    };
  });
  unique(replies.map((r) => r.id), 'Button ids');
  unique(replies.map((r) => r.title), 'Button titles');
}

function checkList(action: Json): void {
  onlyKeys(action, ['button', 'sections'], "interactive['action']");
  text(action.button, "interactive['action']['button']", 20);
  const sections = action.sections;
  if (!Array.isArray(sections) || sections.length < 1 || sections.length > 10) {
    fail("interactive['action']['sections'] must have 1 to 10 sections");
  }
  const ids: string[] = [];
  sections.forEach((raw, s) => {
    const section = object(raw, `interactive['action']['sections'][${s}]`);
    text(section.title, `interactive['action']['sections'][${s}]['title']`, 24, { required: sections.length > 1 });
    if (!Array.isArray(section.rows) || section.rows.length < 1) fail(`interactive['action']['sections'][${s}]['rows'] must not be empty`);
    section.rows.forEach((rawRow, r) => {
      const where = `interactive['action']['sections'][${s}]['rows'][${r}]`;
      const row = object(rawRow, where);
      onlyKeys(row, ['id', 'title', 'description'], where);
      ids.push(text(row.id, `${where}['id']`, 200) ?? '');
      text(row.title, `${where}['title']`, 24);
      text(row.description, `${where}['description']`, 72, { required: false });
    });
  });
  if (ids.length > 10) fail('A list message can have at most 10 rows in total');
  unique(ids, 'Row ids');
}

function checkInteractive(body: Json): void {
  const interactive = object(body.interactive, 'interactive');
  onlyKeys(interactive, ['type', 'header', 'body', 'footer', 'action'], 'interactive');
  if (interactive.type === 'product' || interactive.type === 'product_list') {
    checkProductAction(interactive);
    return;
  }
  if (interactive.type !== 'button' && interactive.type !== 'list') {
    fail("interactive['type'] must be button, list, product or product_list (the fake knows no other)");
  }
  text(object(interactive.body, "interactive['body']").text, "interactive['body']['text']", 1024);
  if (interactive.header !== undefined) {
    const header = object(interactive.header, "interactive['header']");
    if (header.type !== 'text') fail("interactive['header']['type'] must be text (the fake knows no other)");
    text(header.text, "interactive['header']['text']", 60);
  }
  if (interactive.footer !== undefined) text(object(interactive.footer, "interactive['footer']").text, "interactive['footer']['text']", 60);
  const action = object(interactive.action, "interactive['action']");
  if (interactive.type === 'button') checkReplyButtons(action);
  else checkList(action);
}

function checkLocation(body: Json): void {
  const location = object(body.location, 'location');
  onlyKeys(location, ['latitude', 'longitude', 'name', 'address'], 'location');
  const { latitude, longitude } = location;
  if (typeof latitude !== 'number' || latitude < -90 || latitude > 90) fail("location['latitude'] must be a number from -90 to 90");
  if (typeof longitude !== 'number' || longitude < -180 || longitude > 180) fail("location['longitude'] must be a number from -180 to 180");
  text(location.name, "location['name']", 1000, { required: false });
  text(location.address, "location['address']", 1000, { required: false });
}

function checkReaction(body: Json): void {
  const reaction = object(body.reaction, 'reaction');
  onlyKeys(reaction, ['message_id', 'emoji'], 'reaction');
  text(reaction.message_id, "reaction['message_id']", 256);
  // An empty emoji is how a reaction is removed, so only its type is checked.
  if (typeof reaction.emoji !== 'string') fail("reaction['emoji'] must be a string");
}

export type ValidatedMessage = { kind: 'read'; typing: boolean } | { kind: 'send'; to: string };

/**
 * Mark as read, and the same with a typing indicator (Meta's "Mark messages as read" and "Typing
 * indicators"): exactly messaging_product, status "read", the customer message's id and, optionally,
 * typing_indicator {type: "text"}, the only type Meta documents.
 */
function checkReadReceipt(body: Json): ValidatedMessage {
  onlyKeys(body, ['messaging_product', 'status', 'message_id', 'typing_indicator'], 'body');
  if (body.status !== 'read') fail("status must be 'read'");
  text(body.message_id, 'message_id', 256);
  if (body.typing_indicator === undefined) return { kind: 'read', typing: false };
  const indicator = object(body.typing_indicator, 'typing_indicator');
  onlyKeys(indicator, ['type'], 'typing_indicator');
  if (indicator.type !== 'text') fail("typing_indicator['type'] must be 'text'");
  return { kind: 'read', typing: true };
}

export function validateMessagesBody(raw: unknown): ValidatedMessage {
  const body = object(raw, 'The request body');
  if (body.messaging_product !== 'whatsapp') fail("messaging_product must be 'whatsapp'");
  if (body.status !== undefined || body.typing_indicator !== undefined) return checkReadReceipt(body);
  const type = body.type === undefined ? 'text' : String(body.type);
  if (!SEND_TYPES.includes(type)) fail(`type '${type}' is not a valid message type`);
  onlyKeys(body, [...ENVELOPE_KEYS, type], 'body');
  if (body.recipient_type !== undefined && body.recipient_type !== 'individual') fail("recipient_type must be 'individual'");
  const to = text(body.to, 'to', 64) ?? '';
  if (body.context !== undefined) text(object(body.context, 'context').message_id, "context['message_id']", 256);
  if (body[type] === undefined) fail(`The parameter ${type} is required for type ${type}`);
  if (type === 'text') checkText(body);
  else if (MEDIA_TYPES.includes(type)) checkMedia(type, body);
  else if (type === 'template') checkTemplate(body);
  else if (type === 'interactive') checkInteractive(body);
  else if (type === 'location') checkLocation(body);
  else if (type === 'reaction') checkReaction(body);
  else if (!Array.isArray(body.contacts) || body.contacts.length === 0) fail('contacts must be a non-empty array');
  return { kind: 'send', to };
}

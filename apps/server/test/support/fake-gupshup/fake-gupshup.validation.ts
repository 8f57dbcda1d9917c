// What the fake Gupshup server checks in a send, per Gupshup's send message and template references:
// the form fields each API requires, and a `message` (or `template`) that is valid JSON of a known shape.
export class GupshupValidationError extends Error {}

type Fields = Record<string, string>;

function fail(problem: string): never {
  throw new GupshupValidationError(problem);
}

function need(fields: Fields, names: string[]): void {
  for (const name of names) if (!fields[name]?.trim()) fail(`Missing required parameter: ${name}`);
}

function json(text: string, field: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    fail(`${field} is not valid JSON`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) fail(`${field} must be a JSON object`);
  return value as Record<string, unknown>;
}

const isText = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';
const isDigits = (v: string | undefined): boolean => !!v && /^\d{8,15}$/.test(v);

/** The required keys of each message type's JSON (Gupshup rejects a message missing them). */
const REQUIRED: Readonly<Record<string, string[]>> = {
  text: ['text'],
  image: ['originalUrl'],
  file: ['url', 'filename'],
  audio: ['url'],
  video: ['url'],
  sticker: ['url'],
  location: ['longitude', 'latitude'],
  quick_reply: ['content', 'options'],
  list: ['body', 'globalButtons', 'items'],
  reaction: ['msgId'],
};

function checkInteractive(message: Record<string, unknown>): void {
  if (message.type === 'quick_reply') {
    const options = message.options;
    if (!Array.isArray(options) || options.length < 1 || options.length > 3) fail('quick_reply needs 1 to 3 options');
    for (const o of options as Array<Record<string, unknown>>) if (o.type !== 'text' || !isText(o.title)) fail('each quick_reply option needs type text and a title');
    const content = message.content as Record<string, unknown>;
    if (content.type !== 'text' || !isText(content.text)) fail('quick_reply content needs type text and text');
  }
  if (message.type === 'list') {
    const buttons = message.globalButtons;
    if (!Array.isArray(buttons) || buttons.length !== 1 || !isText((buttons[0] as Record<string, unknown>).title)) fail('list needs one global button with a title');
    const items = message.items as Array<Record<string, unknown>>;
    if (!Array.isArray(items) || items.length < 1) fail('list needs items');
    for (const item of items) {
      const options = item.options;
      if (!Array.isArray(options) || options.length < 1) fail('each list item needs options');
      for (const o of options as Array<Record<string, unknown>>) if (!isText(o.title)) fail('each list option needs a title');
    }
  }
}

export function validateMessageForm(fields: Fields): Record<string, unknown> {
  need(fields, ['channel', 'source', 'destination', 'src.name', 'message']);
  if (fields.channel !== 'whatsapp') fail('channel must be whatsapp');
  if (!isDigits(fields.source)) fail('Invalid source');
  if (!isDigits(fields.destination)) fail('Invalid Destination');
  const message = json(fields.message ?? '', 'message');
  const required = typeof message.type === 'string' ? REQUIRED[message.type] : undefined;
  if (!required) fail(`Unsupported message type: ${String(message.type)}`);
  for (const key of required) if (message[key] === undefined || message[key] === '') fail(`message.${key} is required for ${String(message.type)}`);
  checkInteractive(message);
  return message;
}

export function validateTemplateForm(fields: Fields): { id: string; params: string[] } {
  need(fields, ['source', 'destination', 'src.name', 'template']);
  if (!isDigits(fields.source)) fail('Invalid source');
  if (!isDigits(fields.destination)) fail('Invalid Destination');
  const template = json(fields.template ?? '', 'template');
  if (!isText(template.id)) fail('template.id is required');
  if (!Array.isArray(template.params) || !template.params.every((p) => typeof p === 'string')) fail('template.params must be an array of strings');
  if (fields.message !== undefined) json(fields.message, 'message');
  if (fields.postbackTexts !== undefined) checkPostbackTexts(fields.postbackTexts);
  return { id: template.id, params: template.params as string[] };
}

/** Quick replies' postback texts: a JSON array of {index (the button's, 0-based), text}, per Gupshup's template reference. */
function checkPostbackTexts(raw: string): void {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    fail('postbackTexts is not valid JSON');
  }
  if (!Array.isArray(value) || value.length === 0) fail('postbackTexts must be a non-empty JSON array');
  const indexes = value.map((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) fail('each postbackTexts entry must be an object');
    const { index, text } = entry as Record<string, unknown>;
    if (typeof index !== 'number' || !Number.isInteger(index) || index < 0 || index > 9) fail('postbackTexts index must be an integer from 0 to 9');
    if (!isText(text)) fail('postbackTexts text is required');
    return index;
  });
  if (new Set(indexes).size !== indexes.length) fail('postbackTexts indexes must be unique');
}

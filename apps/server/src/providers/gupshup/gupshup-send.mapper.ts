// OutboundMessage → the form Gupshup's send APIs take: POST /wa/api/v1/msg with the message as a JSON
// string in `message`, or POST /wa/api/v1/template/msg with `template={id, params}`. Field names follow
// Gupshup's send message reference. WhatsApp's size limits are the same whoever relays the message, so
// they are checked with the Cloud adapter's checks before this runs.
import { ProviderError, type OutboundMessage, type ReplyTo, type TemplateComponent } from '../provider.port.js';
import { wantsLinkPreview } from '../link-preview.js';

export const GUPSHUP_MESSAGE_PATH = '/wa/api/v1/msg';
export const GUPSHUP_TEMPLATE_PATH = '/wa/api/v1/template/msg';

export type GupshupSender = { source: string; appName: string };

export type GupshupRequest = { path: typeof GUPSHUP_MESSAGE_PATH | typeof GUPSHUP_TEMPLATE_PATH; fields: Record<string, string> };

type MediaMessage = Extract<OutboundMessage, { type: 'image' | 'audio' | 'video' | 'document' | 'sticker' }>;

/**
 * Gupshup sends files by public URL only. An inbound file's provider id is already its URL (see
 * gupshup-channel.ts), so forwarding one works; a file uploaded in the panel comes as a signed link to
 * our copy (the send job, with PUBLIC_URL).
 */
function urlOf(message: MediaMessage): string {
  const source = 'link' in message.media ? message.media.link : message.media.providerMediaId;
  if (/^https?:\/\//i.test(source)) return source;
  throw new ProviderError('invalid', null, 'A Gupshup só envia arquivos por um link público; este arquivo não tem um.');
}

/** A reply quotes the message by the id we stored for it (Gupshup's context.msgId). */
function context(replyTo: ReplyTo | undefined): Record<string, unknown> {
  return replyTo ? { context: { msgId: replyTo.providerMessageId } } : {};
}

function mediaMessage(message: MediaMessage): Record<string, unknown> {
  const url = urlOf(message);
  const caption = message.caption ? { caption: message.caption } : {};
  switch (message.type) {
    case 'image':
      return { type: 'image', originalUrl: url, previewUrl: url, ...caption };
    case 'document':
      return { type: 'file', url, filename: message.fileName ?? 'arquivo', ...caption };
    case 'video':
      return { type: 'video', url, ...caption };
    case 'audio':
      return { type: 'audio', url };
    case 'sticker':
      return { type: 'sticker', url };
  }
}

/** The Gupshup `message` object of a session (non-template) message. */
export function toGupshupMessage(message: Exclude<OutboundMessage, { type: 'template' }>): Record<string, unknown> {
  switch (message.type) {
    case 'text':
      return { type: 'text', text: message.text, ...(wantsLinkPreview(message) ? { previewUrl: true } : {}), ...context(message.replyTo) };
    case 'image':
    case 'audio':
    case 'video':
    case 'document':
    case 'sticker':
      return { ...mediaMessage(message), ...context(message.replyTo) };
    case 'interactive_buttons':
      // Our button id rides in postbackText, which Gupshup echoes back on the customer's tap.
      return {
        type: 'quick_reply',
        content: {
          type: 'text',
          ...(message.header !== undefined ? { header: message.header } : {}),
          text: message.body,
          ...(message.footer !== undefined ? { caption: message.footer } : {}),
        },
        options: message.buttons.map(({ id, title }) => ({ type: 'text', title, postbackText: id })),
        ...context(message.replyTo),
      };
    case 'interactive_list':
      return {
        type: 'list',
        ...(message.header !== undefined ? { title: message.header } : {}),
        body: message.body,
        ...(message.footer !== undefined ? { footer: message.footer } : {}),
        globalButtons: [{ type: 'text', title: message.button }],
        items: message.sections.map((section) => ({
          title: section.title ?? '',
          subtitle: section.title ?? '',
          options: section.rows.map(({ id, title, description }) => ({
            type: 'text',
            title,
            ...(description !== undefined ? { description } : {}),
            postbackText: id,
          })),
        })),
        ...context(message.replyTo),
      };
    case 'location':
      return {
        type: 'location',
        longitude: message.longitude,
        latitude: message.latitude,
        ...(message.name !== undefined ? { name: message.name } : {}),
        ...(message.address !== undefined ? { address: message.address } : {}),
      };
    case 'reaction':
      return { type: 'reaction', msgId: message.targetProviderMessageId, emoji: message.emoji };
    case 'product':
    case 'product_list':
      // The channel does not offer productMessages: the send job sends these as their fallback.
      throw new ProviderError('invalid', null, 'Este canal não envia mensagens de catálogo da Meta; o produto vai como imagem e texto.');
  }
}

/**
 * Body texts in order: Gupshup's `params`, strings only. A currency or date variable goes as its
 * fallback_value, the text the customer reads (Cloud API shows that text too).
 */
function templateParams(components: TemplateComponent[] | undefined): string[] {
  const body = components?.find((c) => c.type === 'body');
  if (!body || body.type === 'button') return [];
  return body.parameters.map((p) => (p.type === 'text' ? p.text : p.type === 'currency' ? p.currency.fallback_value : p.type === 'date_time' ? p.date_time.fallback_value : ''));
}

/**
 * Quick replies' payloads: Gupshup's `postbackTexts` field, [{index, text}] by the button's position,
 * returned as the tap's postback text (docs/decisions.md). Absent when the send sets none.
 */
function postbackTexts(components: TemplateComponent[] | undefined): Array<{ index: number; text: string }> {
  return (components ?? []).flatMap((c) =>
    c.type === 'button' && c.sub_type === 'quick_reply' ? c.parameters.flatMap((p) => (p.type === 'payload' && p.payload ? [{ index: c.index, text: p.payload }] : [])) : [],
  );
}

/** A media header goes in `message` as {type, image|video|document: {link}}, as Gupshup's template API asks. */
function templateHeader(components: TemplateComponent[] | undefined): Record<string, unknown> | undefined {
  const header = components?.find((c) => c.type === 'header');
  if (!header || header.type === 'button') return undefined;
  for (const p of header.parameters) {
    if (p.type === 'image' && 'link' in p.image) return { type: 'image', image: { link: p.image.link } };
    if (p.type === 'video' && 'link' in p.video) return { type: 'video', video: { link: p.video.link } };
    if (p.type === 'document' && 'link' in p.document) {
      return { type: 'document', document: { link: p.document.link, ...(p.document.filename ? { filename: p.document.filename } : {}) } };
    }
  }
  return undefined;
}

export function toGupshupRequest(message: OutboundMessage, sender: GupshupSender): GupshupRequest {
  const envelope = { source: sender.source, destination: message.to, 'src.name': sender.appName };
  if (message.type === 'template') {
    // Gupshup addresses templates by its own template id, which the send job looks up from the synced
    // templates; without one (never synced) the name is tried as the id (docs/decisions.md).
    const header = templateHeader(message.components);
    const postbacks = postbackTexts(message.components);
    return {
      path: GUPSHUP_TEMPLATE_PATH,
      fields: {
        ...envelope,
        template: JSON.stringify({ id: message.providerTemplateId ?? message.name, params: templateParams(message.components) }),
        ...(header ? { message: JSON.stringify(header) } : {}),
        ...(postbacks.length ? { postbackTexts: JSON.stringify(postbacks) } : {}),
      },
    };
  }
  return { path: GUPSHUP_MESSAGE_PATH, fields: { channel: 'whatsapp', ...envelope, message: JSON.stringify(toGupshupMessage(message)) } };
}

// What an operator sends (the contract's SendMessage) → the stored message's type and content, and
// the stored message → what the provider port sends. Both directions live together so they agree.
import type { MessageContent, MessageType, SendMessage } from '@atende/contract';
import type { OutboundMessage, ReplyTo, TemplateComponent, TemplateParameter } from '../../providers/provider.port.js';
import type { MessageRow } from './messages.repository.js';

type Stored = { type: MessageType; content: MessageContent };

/** Media is resolved by the caller (it checks the upload belongs to the channel). */
export function storedContent(
  input: Exclude<SendMessage, { type: 'reaction' | 'product' | 'product_list' }>,
  media: { mediaId: string; mimeType: string; fileName: string | null; size: number | null } | null,
): Stored {
  switch (input.type) {
    case 'text':
      return { type: 'text', content: { text: input.text } };
    case 'image':
    case 'audio':
    case 'video':
    case 'document':
    case 'sticker':
      if (!media) throw new Error('media send without its file');
      return { type: input.type, content: { media: { ...media, state: 'ready' }, ...(input.caption ? { caption: input.caption } : {}) } };
    case 'buttons': {
      const options = input.buttons.map((b, i) => ({ id: b.id ?? `botao-${i + 1}`, title: b.title }));
      return {
        type: 'interactive',
        content: { text: input.body, interactive: { kind: 'buttons', body: input.body, header: input.header, footer: input.footer, options } },
      };
    }
    case 'list': {
      let n = 0;
      const sections = input.sections.map((section) => ({
        ...(section.title ? { title: section.title } : {}),
        // Rows without an id are named by their position in the whole list.
        rows: section.rows.map((row) => {
          n += 1;
          return { id: row.id ?? `opcao-${n}`, title: row.title, ...(row.description ? { description: row.description } : {}) };
        }),
      }));
      return {
        type: 'interactive',
        content: {
          text: input.body,
          interactive: { kind: 'list', body: input.body, header: input.header, footer: input.footer, button: input.button, sections, options: sections.flatMap((s) => s.rows) },
        },
      };
    }
    case 'location':
      return { type: 'location', content: { location: { latitude: input.latitude, longitude: input.longitude, name: input.name, address: input.address } } };
  }
}

type HeaderMedia = NonNullable<NonNullable<MessageContent['template']>['headerMedia']>;

/** A header's media as Meta nests it: {type:'image', image:{link}}; a document may carry its filename. */
function headerParameter({ type, link, fileName }: HeaderMedia): TemplateParameter {
  if (type === 'document') return { type, document: { link, ...(fileName ? { filename: fileName } : {}) } };
  return type === 'image' ? { type, image: { link } } : { type, video: { link } };
}

type StoredTemplate = NonNullable<MessageContent['template']>;

/** The body's parameters as sent: typed ones (currency, date_time) in Meta's shape, the rest as text. */
function bodyParameters(template: StoredTemplate): TemplateParameter[] {
  const sent = template.typedParams ?? template.params ?? [];
  return sent.map((param) => (typeof param === 'string' ? { type: 'text', text: param } : param));
}

/** Link buttons take their URL's variable, quick replies their payload; in the buttons' order. */
function buttonComponents(template: StoredTemplate): TemplateComponent[] {
  const links: TemplateComponent[] = (template.buttonParams ?? []).map(({ index, text }) => ({ type: 'button', sub_type: 'url', index, parameters: [{ type: 'text', text }] }));
  const replies: TemplateComponent[] = (template.buttonPayloads ?? []).map(({ index, payload }) => ({
    type: 'button',
    sub_type: 'quick_reply',
    index,
    parameters: [{ type: 'payload', payload }],
  }));
  return [...links, ...replies].sort((a, b) => (a.type === 'button' && b.type === 'button' ? a.index - b.index : 0));
}

/**
 * The Cloud components of a template's parameters: a header by media link or its text variable, the
 * body's variables in order, and each button's (a link's variable, a quick reply's payload) by index.
 */
export function templateComponents(template: StoredTemplate): TemplateComponent[] {
  const components: TemplateComponent[] = [];
  if (template.headerMedia) components.push({ type: 'header', parameters: [headerParameter(template.headerMedia)] });
  else if (template.headerText) components.push({ type: 'header', parameters: [{ type: 'text', text: template.headerText }] });
  if (template.params?.length) components.push({ type: 'body', parameters: bodyParameters(template) });
  components.push(...buttonComponents(template));
  return components;
}

export type OutboundRefs = {
  to: string;
  replyTo: ReplyTo | undefined;
  /** The file of a media message: the provider's id of the uploaded file, or a public link to it. */
  media?: { providerMediaId: string } | { link: string };
  /** The provider's id of the message a reaction is about. */
  reactionTarget?: string;
  /** The provider's own id of a template message's template (Gupshup sends by it). */
  providerTemplateId?: string;
  /** A product message goes as Meta's product message (its catalog id stored, the provider able). */
  nativeProducts?: boolean;
};

/** Whether a stored product message goes out as Meta's product message through this provider. */
export const sendsNativeProducts = (message: Pick<MessageRow, 'type' | 'content'>, provider: { productMessages?: boolean }): boolean =>
  message.type === 'products' && Boolean(message.content.products?.catalogId) && provider.productMessages === true;

/**
 * A product message: Meta's product / product_list by the products' SKUs (their retailer ids), or
 * its fallback: the picture with its caption, or the text (docs/decisions.md, "Sending products").
 */
function productsOutbound(message: MessageRow, refs: OutboundRefs): OutboundMessage {
  const c = message.content;
  const p = c.products;
  const { to, replyTo } = refs;
  const reply = replyTo ? { replyTo } : {};
  if (p?.catalogId && refs.nativeProducts) {
    const footer = p.footer ? { footer: p.footer } : {};
    if (p.kind === 'product') {
      const item = p.sections[0]?.items[0];
      if (!item) throw new Error('product message without its product');
      return { type: 'product', to, catalogId: p.catalogId, productRetailerId: item.skuId, ...(p.body ? { body: p.body } : {}), ...footer, ...reply };
    }
    const sections = p.sections.map((s) => ({ title: s.title ?? '', productRetailerIds: s.items.map((item) => item.skuId) }));
    return { type: 'product_list', to, catalogId: p.catalogId, header: p.header ?? '', body: p.body ?? '', ...footer, sections, ...reply };
  }
  if (refs.media && c.caption) return { type: 'image', to, media: refs.media, caption: c.caption, ...reply };
  return { type: 'text', to, text: c.text ?? c.caption ?? '', ...reply };
}

/** A stored outbound message → the provider port's shape. */
export function toOutbound(message: MessageRow, refs: OutboundRefs): OutboundMessage {
  const c = message.content;
  const { to, replyTo } = refs;
  const reply = replyTo ? { replyTo } : {};
  switch (message.type) {
    case 'image':
    case 'audio':
    case 'video':
    case 'document':
    case 'sticker':
      if (!refs.media) throw new Error('media message without its file');
      return {
        type: message.type,
        to,
        media: refs.media,
        ...(c.caption ? { caption: c.caption } : {}),
        ...(message.type === 'document' && c.media?.fileName ? { fileName: c.media.fileName } : {}),
        ...reply,
      };
    case 'interactive': {
      const i = c.interactive;
      if (!i) throw new Error('interactive message without content');
      const frame = { to, body: i.body ?? c.text ?? '', ...(i.header ? { header: i.header } : {}), ...(i.footer ? { footer: i.footer } : {}), ...reply };
      if (i.kind === 'list') return { type: 'interactive_list', ...frame, button: i.button ?? '', sections: i.sections ?? [{ rows: i.options ?? [] }] };
      return { type: 'interactive_buttons', ...frame, buttons: (i.options ?? []).map(({ id, title }) => ({ id, title })) };
    }
    case 'products':
      return productsOutbound(message, refs);
    case 'location': {
      const l = c.location;
      if (!l) throw new Error('location message without coordinates');
      return { type: 'location', to, latitude: l.latitude, longitude: l.longitude, ...(l.name ? { name: l.name } : {}), ...(l.address ? { address: l.address } : {}) };
    }
    case 'reaction':
      if (!refs.reactionTarget) throw new Error('reaction without its target');
      return { type: 'reaction', to, targetProviderMessageId: refs.reactionTarget, emoji: c.reaction?.emoji ?? '' };
    case 'template': {
      const template = c.template;
      if (!template) throw new Error('template message without its template');
      const components = templateComponents(template);
      return {
        type: 'template',
        to,
        name: template.name,
        language: template.language,
        ...(components.length ? { components } : {}),
        ...(refs.providerTemplateId ? { providerTemplateId: refs.providerTemplateId } : {}),
      };
    }
    default:
      return { type: 'text', to, text: c.text ?? '', ...reply };
  }
}

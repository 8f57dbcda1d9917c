// Maps a provider's normalized inbound message to our stored type and content.
import type { MessageContent, MessageType } from '@atende/contract';
import type { InboundMessage } from '../../providers/provider.port.js';

type InboundLocation = NonNullable<InboundMessage['location']>;
type InboundCards = NonNullable<InboundMessage['contacts']>;

/** The place as shared: coordinates with the name, address and site the customer's app gave. */
function locationOf(l: InboundLocation): NonNullable<MessageContent['location']> {
  return {
    latitude: l.latitude,
    longitude: l.longitude,
    ...(l.name ? { name: l.name } : {}),
    ...(l.address ? { address: l.address } : {}),
    ...(l.url ? { url: l.url } : {}),
  };
}

/** Shared contact cards: name, phones, company, and which phones are on WhatsApp (by their wa_id). */
function contactCardsOf(cards: InboundCards): NonNullable<MessageContent['contacts']> {
  return cards.map((c) => {
    const waIds = c.phones.flatMap((p) => (p.waId ? [{ phone: p.phone, waId: p.waId }] : []));
    return {
      name: c.name,
      phones: c.phones.map((p) => p.phone),
      ...(c.organization ? { organization: c.organization } : {}),
      ...(waIds.length > 0 ? { waIds } : {}),
    };
  });
}

/** A tapped reply button or list row; a list row keeps its description. */
function interactiveReplyOf(i: NonNullable<InboundMessage['interactive']>): NonNullable<MessageContent['interactive']> {
  return { kind: i.kind, id: i.id, title: i.title, ...(i.description ? { description: i.description } : {}) };
}

export function inboundContent(m: InboundMessage, resolveId: (providerMessageId: string) => string | null): { type: MessageType; content: MessageContent } {
  const content: MessageContent = {};
  if (m.text !== undefined) content.text = m.text;
  if (m.media) {
    content.media = {
      mediaId: null,
      mimeType: m.media.mimeType,
      fileName: m.media.fileName ?? null,
      size: null,
      ...(m.media.voice !== undefined ? { voice: m.media.voice } : {}),
      providerMediaId: m.media.providerMediaId,
      state: 'pending',
    };
    if (m.media.caption) content.caption = m.media.caption;
  }
  if (m.location) content.location = locationOf(m.location);
  if (m.contacts) content.contacts = contactCardsOf(m.contacts);
  if (m.interactive) content.interactive = interactiveReplyOf(m.interactive);
  if (m.button) {
    content.interactive = { kind: 'button_reply', id: m.button.payload, title: m.button.text };
    content.text = m.button.text;
  }
  if (m.order) content.order = { catalogId: m.order.catalogId, items: m.order.items };
  if (m.order?.text) content.text = m.order.text;
  if (m.reaction) content.reaction = { emoji: m.reaction.emoji, targetMessageId: resolveId(m.reaction.targetProviderMessageId) };
  if (m.system) content.text = m.system.body;
  if (m.type === 'unsupported' && m.errors?.[0]) content.text = m.errors[0].title;
  if (m.type === 'unsupported' && m.unsupportedType) content.unsupportedType = m.unsupportedType;
  if (m.forwarded) content.forwarded = true;
  return { type: m.type, content };
}

// Maps a provider's normalized inbound message to our stored type and content.
import type { MessageContent, MessageType } from '@atende/contract';
import type { InboundMessage } from '../../providers/provider.port.js';

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
  if (m.location) content.location = { latitude: m.location.latitude, longitude: m.location.longitude, name: m.location.name, address: m.location.address };
  if (m.contacts) content.contacts = m.contacts.map((c) => ({ name: c.name, phones: c.phones.map((p) => p.phone) }));
  if (m.interactive) content.interactive = { kind: m.interactive.kind, id: m.interactive.id, title: m.interactive.title };
  if (m.button) {
    content.interactive = { kind: 'button_reply', id: m.button.payload, title: m.button.text };
    content.text = m.button.text;
  }
  if (m.order) content.order = { catalogId: m.order.catalogId, items: m.order.items };
  if (m.order?.text) content.text = m.order.text;
  if (m.reaction) content.reaction = { emoji: m.reaction.emoji, targetMessageId: resolveId(m.reaction.targetProviderMessageId) };
  if (m.system) content.text = m.system.body;
  if (m.type === 'unsupported' && m.errors?.[0]) content.text = m.errors[0].title;
  if (m.forwarded) content.forwarded = true;
  return { type: m.type, content };
}

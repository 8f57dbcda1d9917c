// OutboundMessage → the JSON body of POST /{phone-number-id}/messages, field for field as Meta's
// Messages API reference documents it. Limits are checked separately (cloud-send.limits.ts).
import type { OutboundMessage, ReplyTo } from '../provider.port.js';
import { wantsLinkPreview } from '../link-preview.js';

export type GraphMessageBody = {
  messaging_product: 'whatsapp';
  recipient_type: 'individual';
  /** A phone number; a customer known only by their business-scoped user id goes in `recipient`. */
  to?: string;
  recipient?: string;
  type: string;
  context?: { message_id: string };
} & Record<string, unknown>;

type InteractiveMessage = Extract<OutboundMessage, { type: 'interactive_buttons' | 'interactive_list' }>;

/**
 * A business-scoped user id (BSUID): two-letter country code, a dot, optionally ENT. for a parent
 * BSUID, then the id (e.g. BR.1502576394655843). Phone numbers are digits only, so they never match.
 */
const BSUID = /^[A-Z]{2}\.(ENT\.)?[A-Za-z0-9]+$/;

function isBusinessScopedUserId(value: string): boolean {
  return BSUID.test(value);
}

function envelope(to: string, type: string, replyTo: ReplyTo | undefined): GraphMessageBody {
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    ...(isBusinessScopedUserId(to) ? { recipient: to } : { to }),
    type,
    ...(replyTo ? { context: { message_id: replyTo.providerMessageId } } : {}),
  };
}

function interactiveFrame(message: InteractiveMessage): Record<string, unknown> {
  return {
    ...(message.header !== undefined ? { header: { type: 'text', text: message.header } } : {}),
    body: { text: message.body },
    ...(message.footer !== undefined ? { footer: { text: message.footer } } : {}),
  };
}

export function toGraphMessage(message: OutboundMessage): GraphMessageBody {
  switch (message.type) {
    case 'text':
      return {
        ...envelope(message.to, 'text', message.replyTo),
        text: { preview_url: wantsLinkPreview(message), body: message.text },
      };
    case 'image':
    case 'audio':
    case 'video':
    case 'document':
    case 'sticker': {
      const source = 'providerMediaId' in message.media ? { id: message.media.providerMediaId } : { link: message.media.link };
      // Meta accepts a caption on image, video and document only, and a filename on document only.
      const captioned = message.type !== 'audio' && message.type !== 'sticker' && message.caption;
      const named = message.type === 'document' && message.fileName;
      return {
        ...envelope(message.to, message.type, message.replyTo),
        [message.type]: {
          ...source,
          ...(captioned ? { caption: message.caption } : {}),
          ...(named ? { filename: message.fileName } : {}),
        },
      };
    }
    case 'template':
      return {
        ...envelope(message.to, 'template', undefined),
        template: {
          name: message.name,
          language: { code: message.language },
          // The port's components are Meta's own objects (media nested as image:{link}, ...).
          ...(message.components && message.components.length > 0 ? { components: message.components } : {}),
        },
        ...(message.reference ? { biz_opaque_callback_data: message.reference } : {}),
      };
    case 'interactive_buttons':
      return {
        ...envelope(message.to, 'interactive', message.replyTo),
        interactive: {
          type: 'button',
          ...interactiveFrame(message),
          action: { buttons: message.buttons.map(({ id, title }) => ({ type: 'reply', reply: { id, title } })) },
        },
      };
    case 'interactive_list':
      return {
        ...envelope(message.to, 'interactive', message.replyTo),
        interactive: {
          type: 'list',
          ...interactiveFrame(message),
          action: {
            button: message.button,
            sections: message.sections.map((section) => ({
              ...(section.title !== undefined ? { title: section.title } : {}),
              rows: section.rows.map(({ id, title, description }) => ({
                id,
                title,
                ...(description !== undefined ? { description } : {}),
              })),
            })),
          },
        },
      };
    case 'location':
      return {
        ...envelope(message.to, 'location', undefined),
        location: {
          latitude: message.latitude,
          longitude: message.longitude,
          ...(message.name !== undefined ? { name: message.name } : {}),
          ...(message.address !== undefined ? { address: message.address } : {}),
        },
      };
    case 'reaction':
      return {
        ...envelope(message.to, 'reaction', undefined),
        reaction: { message_id: message.targetProviderMessageId, emoji: message.emoji },
      };
    case 'product':
      // Meta's single-product message takes no header; body and footer are optional.
      return {
        ...envelope(message.to, 'interactive', message.replyTo),
        interactive: {
          type: 'product',
          ...(message.body !== undefined ? { body: { text: message.body } } : {}),
          ...(message.footer !== undefined ? { footer: { text: message.footer } } : {}),
          action: { catalog_id: message.catalogId, product_retailer_id: message.productRetailerId },
        },
      };
    case 'product_list':
      // The multi-product message requires a text header and a body.
      return {
        ...envelope(message.to, 'interactive', message.replyTo),
        interactive: {
          type: 'product_list',
          header: { type: 'text', text: message.header },
          body: { text: message.body },
          ...(message.footer !== undefined ? { footer: { text: message.footer } } : {}),
          action: {
            catalog_id: message.catalogId,
            sections: message.sections.map((section) => ({
              title: section.title,
              product_items: section.productRetailerIds.map((id) => ({ product_retailer_id: id })),
            })),
          },
        },
      };
  }
}

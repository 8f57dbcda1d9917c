// A short text standing for a message, the way the server fills an attendance's lastMessage, and the
// one line the list (and a quoted reply) shows for it: the type's label around that text.
import type { Attendance, Message, MessageType } from '@atende/contract';

const filled = (value: string | null | undefined) => (value ? value : null);

/** Mirrors the server's preview coalesce (attendances.repository.ts): keep the two in step. */
export function previewText(message: Pick<Message, 'type' | 'content'>): string | null {
  const c = message.content;
  return (
    filled(c.text) ??
    filled(c.caption) ??
    c.interactive?.title ??
    c.interactive?.body ??
    (message.type === 'document' ? c.media?.fileName : null) ??
    c.location?.name ??
    c.location?.address ??
    c.contacts?.[0]?.name ??
    c.reaction?.emoji ??
    c.template?.name ??
    null
  );
}

export function lastMessageOf(message: Message): NonNullable<Attendance['lastMessage']> {
  return { type: message.type, text: previewText(message), direction: message.direction, createdAt: message.createdAt };
}

/** Types whose preview is their words alone, or the type's name when there are none. */
const plainTypes: ReadonlySet<MessageType> = new Set(['text', 'interactive', 'button', 'system']);
/** Types shown by their label only, whatever text came with them. */
const labelOnly: ReadonlySet<MessageType> = new Set(['audio', 'sticker', 'unsupported']);

/**
 * The i18n key (attendance namespace) and its `text` for a message's one-line preview: the words for
 * text and replies, "📷 Imagem" or "📷 <caption>", "📄 <file name>", "📍 Localização", and so on.
 */
export function previewLabel(type: MessageType, text: string | null): { key: string; text: string | null } {
  if (plainTypes.has(type)) return text ? { key: 'preview.plain', text } : { key: `types.${type}`, text: null };
  if (labelOnly.has(type) || !text) return { key: `preview.${type}`, text: null };
  return { key: `preview.${type}Text`, text };
}

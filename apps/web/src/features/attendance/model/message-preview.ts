// A short text standing for a message, the way the server fills an attendance's lastMessage.
import type { Attendance, Message } from '@atende/contract';

export function previewText(message: Pick<Message, 'type' | 'content'>): string | null {
  const c = message.content;
  return (
    c.text ??
    c.caption ??
    c.interactive?.title ??
    c.media?.fileName ??
    (message.type === 'reaction' ? (c.reaction?.emoji ?? null) : null)
  );
}

export function lastMessageOf(message: Message): NonNullable<Attendance['lastMessage']> {
  return { type: message.type, text: previewText(message), direction: message.direction, createdAt: message.createdAt };
}

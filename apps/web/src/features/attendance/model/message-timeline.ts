// Turns cached pages into what the message list draws: oldest first, a day separator on the first
// message of each day, reactions folded onto the message they react to, quoted messages resolved.
import type { Message } from '@atende/contract';
import type { MessagePage } from './message-cache';
import { dayKey } from './zoned-time';

export type ReactionMark = { emoji: string; direction: Message['direction'] };

export type TimelineItem = {
  message: Message;
  dayKey: string;
  /** First item of its day: draws the day separator above itself. */
  startsDay: boolean;
  reactions: ReactionMark[];
  /** The message this one replies to, when loaded; undefined when there is none. */
  quoted: Message | null | undefined;
};

/** Latest reaction per side and target; a reaction with no emoji removes that side's reaction. */
export function reactionsByTarget(chronological: Message[], loaded: Set<string>): Map<string, ReactionMark[]> {
  const latest = new Map<string, Map<Message['direction'], string | null>>();
  for (const m of chronological) {
    const target = m.type === 'reaction' ? m.content.reaction?.targetMessageId : null;
    if (!target || !loaded.has(target)) continue;
    const sides = latest.get(target) ?? new Map<Message['direction'], string | null>();
    sides.set(m.direction, m.content.reaction?.emoji ?? null);
    latest.set(target, sides);
  }
  const out = new Map<string, ReactionMark[]>();
  for (const [target, sides] of latest) {
    const marks = [...sides].flatMap(([direction, emoji]) => (emoji ? [{ emoji, direction }] : []));
    if (marks.length) out.set(target, marks);
  }
  return out;
}

/** Shows only on its target when that message is loaded; otherwise it stays as its own small line. */
const foldedReaction = (m: Message, loaded: Set<string>) =>
  m.type === 'reaction' && !!m.content.reaction?.targetMessageId && loaded.has(m.content.reaction.targetMessageId);

// Formatting a date is the costly step of a rebuild; message objects survive cache patches, so their
// day is remembered per object (and per zone, in case the channel's zone changes).
const dayKeys = new WeakMap<Message, { timeZone: string; key: string }>();

function dayOf(message: Message, timeZone: string): string {
  const known = dayKeys.get(message);
  if (known?.timeZone === timeZone) return known.key;
  const key = dayKey(message.createdAt, timeZone);
  dayKeys.set(message, { timeZone, key });
  return key;
}

export function buildTimeline(pages: MessagePage[], timeZone: string): TimelineItem[] {
  const chronological: Message[] = [];
  for (let p = pages.length - 1; p >= 0; p -= 1) {
    const messages = pages[p]?.messages ?? [];
    for (let i = messages.length - 1; i >= 0; i -= 1) {
      const m = messages[i];
      if (m) chronological.push(m);
    }
  }
  const byId = new Map(chronological.map((m) => [m._id, m]));
  const loaded = new Set(byId.keys());
  const reactions = reactionsByTarget(chronological, loaded);
  const items: TimelineItem[] = [];
  let previousDay: string | null = null;
  for (const message of chronological) {
    if (foldedReaction(message, loaded)) continue;
    const day = dayOf(message, timeZone);
    items.push({
      message,
      dayKey: day,
      startsDay: day !== previousDay,
      reactions: reactions.get(message._id) ?? [],
      quoted: message.replyToId ? (byId.get(message.replyToId) ?? null) : undefined,
    });
    previousDay = day;
  }
  return items;
}

// The channel's bot as the hot path needs it (every inbound message of a channel reads it), cached
// briefly per process. A change made in this process clears it at once; other instances see it
// within the time to live, like the channel config cache.
import { botConfigSchema, type AutomaticMessages, type BotConfig, type BotSettings } from '@atende/contract';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { AppContext } from '../../platform/context.js';
import { listMenus, readMessagesState, readSettings } from './chatbot.repository.js';

const TTL_MS = 10_000;

export type ChannelBot = {
  settings: BotSettings;
  messages: AutomaticMessages;
  /** The engine's config; null when the bot is off or has nothing valid to start with. */
  config: BotConfig | null;
};

export async function loadChannelBot(db: NodePgDatabase, channelId: string): Promise<ChannelBot> {
  const [settings, state, menus] = await Promise.all([readSettings(db, channelId), readMessagesState(db, channelId), listMenus(db, channelId)]);
  // The defaults speak only for a bot or a survey that is on: a channel using neither keeps
  // saying nothing on its own until its messages are saved.
  const quiet = !state.saved && !settings.enabled && !settings.surveyEnabled;
  const messages: AutomaticMessages = quiet ? { ...state.messages, greeting: null, noOperator: null, abandonment: null, surveyComment: null, surveyThanks: null } : state.messages;
  let config: BotConfig | null = null;
  if (settings.enabled && settings.rootMenuId) {
    const parsed = botConfigSchema.safeParse({
      menus,
      rootMenuId: settings.rootMenuId,
      greeting: messages.greeting ?? '',
      invalidAnswerHint: messages.invalidAnswer,
      maxInvalidAnswers: settings.maxInvalidAnswers,
      defaultDepartmentId: settings.defaultDepartmentId,
      abandonmentMinutes: settings.abandonmentMinutes,
      abandonmentMessage: messages.abandonment ?? '',
      surveyMinutes: settings.surveyMinutes,
    });
    // Stored menus were checked when saved; a graph broken since (e.g. by a hand edit) turns the bot off.
    config = parsed.success ? parsed.data : null;
  }
  return { settings, messages, config };
}

export function createChannelBotCache(ctx: AppContext, now: () => number = () => Date.now()) {
  const cache = new Map<string, { expires: number; bot: Promise<ChannelBot> }>();
  const drop = ({ channelId }: { channelId: string }): void => {
    cache.delete(channelId);
  };
  ctx.bus.on('chatbot.updated', drop);
  ctx.bus.on('channel.updated', drop);

  function get(channelId: string): Promise<ChannelBot> {
    const hit = cache.get(channelId);
    if (hit && hit.expires > now()) return hit.bot;
    const bot = loadChannelBot(ctx.db.orm, channelId);
    cache.set(channelId, { expires: now() + TTL_MS, bot });
    bot.catch(() => cache.delete(channelId));
    return bot;
  }

  return { get };
}

export type ChannelBotCache = ReturnType<typeof createChannelBotCache>;

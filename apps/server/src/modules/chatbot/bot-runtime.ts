// Runs the bot and the survey inside intake's transaction (modules/intake/):
// the customer's new messages, stored just now, are fed to the pure engines in order, and what they
// decide is written in the same transaction as the messages. A replayed webhook stores nothing new,
// so it feeds nothing and can never advance a menu twice; two deliveries of one customer wait for
// each other on the attendance's row lock.
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { fillPlaceholders, type OpeningHours } from '@atende/contract';
import type { Queue } from '../../platform/queue/queue.js';
import { finish, setStatus, type AttendanceRef } from '../attendances/index.js';
import { botProductListContent, type MessageRow, SEND_QUEUE, visibleProductsForBot } from '../messages/index.js';
import { answer, orderReceived, renderMenu, startConversation, type BotInput, type BotReply, type BotState, type BotStep } from './bot-engine.js';
import type { ChannelBot } from './channel-bot-cache.js';
import { answerSurvey, startSurvey, type SurveyState } from './survey-engine.js';
import { storeReplies, type OutgoingReply, type PendingReplies, type PreparedReply } from './bot-replies.js';
import { expireSurvey, insertSurvey, recordSurveyAnswer } from './surveys.repository.js';
import { readBotStates, saveBotState, writeBotStates } from './bot-attendances.repository.js';

type Tx = NodePgDatabase;

export type BotChannel = { id: string; timezone: string; openingHours: OpeningHours; interactive: boolean; /** The catalogue module is on. */ products: boolean };

/**
 * An attendance in the bot or the survey with the customer's messages stored by this delivery;
 * `orders`: the ids of those that became orders though they are texts (a numbered answer to a product list).
 */
export type BotTurn = { attendance: AttendanceRef; contactName: string | null; rows: MessageRow[]; isNew: boolean; orders?: ReadonlySet<string> };

/** Where the bot sends an attendance: a department's queue (routing happens after, under its lock). */
export type RouteRequest = { attendance: AttendanceRef; departmentId: string | null; offline: boolean };

export type BotEffects = {
  replies: PendingReplies[];
  /** Attendances whose status the bot changed itself (finished, in_survey). */
  changed: AttendanceRef[];
  toRoute: RouteRequest[];
  /** Messages that are not for the survey they reached: they start a new conversation. */
  reopen: MessageRow[];
};

export const PRODUCTS_UNAVAILABLE = 'O catálogo de produtos ainda não está disponível por aqui. Escolha outra opção.';

/** What the bot's product list says around the products. */
export const PRODUCT_LIST_FRAME = { header: 'Nossos produtos', body: 'Escolha os produtos que deseja e envie seu pedido por aqui.' };

/**
 * The channel's product list (its first 30 visible products by category, as one product list sent
 * like an operator's), or null when the catalogue module is off or has nothing to show.
 */
async function productListReply(tx: Tx, channel: BotChannel): Promise<PreparedReply | null> {
  if (!channel.products) return null;
  const products = await visibleProductsForBot(tx, channel.id);
  if (products.length === 0) return null;
  return { kind: 'prepared', message: await botProductListContent(tx, channel.id, products, PRODUCT_LIST_FRAME) };
}

export const emptyEffects = (): BotEffects => ({ replies: [], changed: [], toRoute: [], reopen: [] });

/** What a stored inbound message means to the engines: a tap, or text (anything else is text ''). */
export function botInputOf(row: MessageRow): BotInput {
  const interactive = row.content.interactive;
  if (row.type === 'interactive' && interactive?.id) {
    if (interactive.kind === 'button_reply') return { kind: 'button', id: interactive.id };
    if (interactive.kind === 'list_reply') return { kind: 'list_row', id: interactive.id };
  }
  return { kind: 'text', text: row.content.text ?? row.content.caption ?? '' };
}

const plus = (date: Date, minutes: number) => new Date(date.getTime() + minutes * 60_000);

/** What a run reads once and writes once for all its conversations (a statement each, not per turn). */
type RunState = {
  known: Map<string, { seq: number; state: unknown }>;
  writes: Map<string, { state: BotState | SurveyState | null; dueAt: Date | null }>;
};

async function readRunState(tx: Tx, attendanceIds: string[]): Promise<RunState> {
  return { known: await readBotStates(tx, attendanceIds), writes: new Map() };
}

async function flushRunState(tx: Tx, run: RunState): Promise<void> {
  await writeBotStates(tx, [...run.writes].map(([id, w]) => ({ id, state: w.state, dueAt: w.dueAt })));
}

/** Starts the satisfaction survey of an attendance (from a menu, or when an operator finishes). */
export async function beginSurvey(tx: Tx, bot: ChannelBot, a: AttendanceRef, now: Date): Promise<{ attendance: AttendanceRef; replies: BotReply[] }> {
  const survey = startSurvey(bot.messages, now);
  const moved = await setStatus(tx, a, 'in_survey');
  await saveBotState(tx, a.id, survey.state, plus(now, bot.settings.surveyMinutes));
  await insertSurvey(tx, a, now);
  return { attendance: moved, replies: survey.replies };
}

export function createBotRuntime(queue: Queue) {
  /** The menu bot: greeting and root menu for a new conversation, or each new message answered in order. */
  async function menuTurn(tx: Tx, run: RunState, bot: ChannelBot, channel: BotChannel, turn: BotTurn, now: Date, effects: BotEffects): Promise<void> {
    const { attendance: a } = turn;
    const config = bot.config;
    if (!config) {
      // The bot was turned off while this customer was in it: nobody stays stuck, to the queue.
      effects.toRoute.push({ attendance: a, departmentId: bot.settings.defaultDepartmentId, offline: false });
      return;
    }
    const { seq, state: stored } = run.known.get(a.id) ?? { seq: 0, state: null };
    const context = {
      now,
      openingHours: channel.openingHours,
      timezone: channel.timezone,
      outsideHoursMessage: bot.messages.outsideHours,
      outsideHoursAction: bot.settings.outsideHoursAction,
    };
    const replies: OutgoingReply[] = [];
    // A cart, or a numbered answer that made an order: a sale for a person, never a menu answer.
    const isOrder = (row: MessageRow) => row.type === 'order' || !!turn.orders?.has(row.id);
    let state = turn.isNew || !isMenuState(stored) ? null : stored;
    let step: BotStep | null = null;
    let rows = turn.rows;
    if (!state) {
      step = startConversation(config, context);
      state = step.state;
      // A new conversation's words are answered by the greeting and the menu; but one opened by a
      // cart (sent from the WhatsApp catalogue) is a sale for a person: the greeting, then the queue.
      const order = turn.rows.find(isOrder);
      if (order && stays(step)) {
        if (config.greeting) replies.push({ kind: 'text', text: config.greeting });
        rows = [order];
      } else {
        replies.push(...step.replies);
        rows = [];
      }
    }
    for (const row of rows) {
      step = isOrder(row) ? orderReceived(config, state, context) : answer(config, state, botInputOf(row), context);
      replies.push(...step.replies);
      state = step.state;
      if (step.outcome.kind === 'products') {
        const menu = config.menus.find((m) => m.id === step?.state.menuId);
        const list = await productListReply(tx, channel);
        replies.push(list ?? { kind: 'text', text: PRODUCTS_UNAVAILABLE }, ...(menu ? [renderMenu(menu)] : []));
      }
      if (!stays(step)) break;
    }
    const filled = replies.map((r) => (r.kind === 'text' ? { ...r, text: fillPlaceholders(r.text, { name: turn.contactName, protocol: seq }) } : r));
    const target = { channelId: a.channelId, attendanceId: a.id, contactId: a.contactId };
    if (!step || stays(step)) {
      run.writes.set(a.id, { state, dueAt: plus(new Date(state.lastInteractionAt), config.abandonmentMinutes) });
      effects.replies.push({ target, replies: filled });
      return;
    }
    const outcome = step.outcome;
    switch (outcome.kind) {
      case 'department':
      case 'offline':
        effects.replies.push({ target, replies: filled });
        run.writes.set(a.id, { state: null, dueAt: null });
        effects.toRoute.push({ attendance: a, departmentId: outcome.departmentId, offline: outcome.kind === 'offline' });
        return;
      case 'ended':
        effects.replies.push({ target, replies: filled });
        effects.changed.push(await finish(tx, a, null, null));
        return;
      case 'survey': {
        const survey = await beginSurvey(tx, bot, a, now);
        effects.replies.push({ target, replies: [...filled, ...survey.replies] });
        effects.changed.push(survey.attendance);
        return;
      }
      default:
        effects.replies.push({ target, replies: filled });
    }
  }

  /** The survey: the score, then the optional comment; anything else ends it and starts anew. */
  async function surveyTurn(tx: Tx, run: RunState, bot: ChannelBot, turn: BotTurn, now: Date, effects: BotEffects): Promise<void> {
    const { attendance: a } = turn;
    const stored = run.known.get(a.id)?.state ?? null;
    let state: SurveyState = isSurveyState(stored) ? stored : { mode: 'survey', phase: 'score', lastInteractionAt: now.toISOString() };
    const target = { channelId: a.channelId, attendanceId: a.id, contactId: a.contactId };
    for (const [index, row] of turn.rows.entries()) {
      const step = answerSurvey(state, botInputOf(row), bot.messages, now);
      if (step.kind === 'declined') {
        await expireSurvey(tx, a.id);
        run.writes.delete(a.id);
        effects.changed.push(await finish(tx, a, null, null));
        effects.reopen.push(...turn.rows.slice(index));
        return;
      }
      effects.replies.push({ target, replies: step.replies });
      if (step.kind === 'scored') {
        await recordSurveyAnswer(tx, a.id, { score: step.score }, now);
        state = step.state;
        run.writes.set(a.id, { state, dueAt: plus(now, bot.settings.surveyMinutes) });
        continue;
      }
      await recordSurveyAnswer(tx, a.id, { ...(step.score !== undefined ? { score: step.score } : {}), ...(step.comment !== undefined ? { comment: step.comment } : {}) }, now);
      run.writes.delete(a.id);
      effects.changed.push(await finish(tx, a, null, null));
      // Whatever the customer sent after the last answer is a new conversation.
      effects.reopen.push(...turn.rows.slice(index + 1));
      return;
    }
  }

  /** Feeds each turn to the bot or the survey; the replies are stored once for all. */
  async function run(tx: Tx, bot: ChannelBot, channel: BotChannel, turns: BotTurn[], now: Date): Promise<BotEffects> {
    const effects = emptyEffects();
    const state = await readRunState(tx, turns.map((t) => t.attendance.id));
    for (const turn of turns) {
      if (turn.attendance.status === 'in_survey') await surveyTurn(tx, state, bot, turn, now, effects);
      else if (turn.attendance.status === 'opened') await menuTurn(tx, state, bot, channel, turn, now, effects);
    }
    await flushRunState(tx, state);
    return effects;
  }

  return {
    run,
    storeReplies: (tx: Tx, replies: PendingReplies[], interactive: boolean) => storeReplies(tx, queue, replies, interactive),
    /** After the commit: this process's send workers go now instead of at their next poll. */
    wakeSend: () => queue.wake(SEND_QUEUE),
  };
}

export type BotRuntime = ReturnType<typeof createBotRuntime>;

function stays(step: BotStep): boolean {
  return step.outcome.kind === 'opened' || step.outcome.kind === 'answered' || step.outcome.kind === 'products';
}

function isMenuState(value: unknown): value is BotState {
  return typeof value === 'object' && value !== null && typeof (value as BotState).menuId === 'string' && (value as { mode?: string }).mode !== 'survey';
}

function isSurveyState(value: unknown): value is SurveyState {
  return typeof value === 'object' && value !== null && (value as SurveyState).mode === 'survey';
}

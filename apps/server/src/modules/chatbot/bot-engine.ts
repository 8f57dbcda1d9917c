// The bot's rules as pure functions (issue 5): given the channel's menus, the conversation's small
// state and what the customer sent, say what to reply, the next state and where the attendance goes.
// No I/O and no clock of its own: the caller (a queue job) stores the state on the attendance, sends
// the replies through the channel's provider and applies the outcome; time comes in as arguments.
import { choiceId, menuOptions, menuReply, type BotConfig, type BotReplyView, type Menu, type MenuOption, type OpeningHours } from '@atende/contract';
import { isWithinOpeningHours } from '../channels/index.js';

/** Serializable (JSON) state kept on the attendance while it is in the bot. */
export type BotState = {
  menuId: string;
  /** Invalid answers in a row on the current menu. */
  invalidCount: number;
  /** ISO instant of the last thing the customer sent to the bot (or the start). */
  lastInteractionAt: string;
  /** Advances by one on every handled input: the caller stores the new state only if the step it read
   *  is still there (compare-and-set), so a replayed webhook cannot advance the menu twice. */
  step: number;
};

export type BotInput = { kind: 'text'; text: string } | { kind: 'button'; id: string } | { kind: 'list_row'; id: string };

export type { BotChoice } from '@atende/contract';
/** A message the bot sends: text, reply buttons or a list (the contract's BotReplyView). */
export type BotReply = BotReplyView;

export type BotOutcome =
  /** Still in the bot: the attendance stays `opened`. */
  | { kind: 'opened' }
  /** A fixed answer was sent and the menu repeated; still `opened`. */
  | { kind: 'answered' }
  /** To a department's queue (`waiting`, or `offline_operators` when nobody there is online). */
  | { kind: 'department'; departmentId: string | null; reason: 'chosen' | 'invalid_answers' | 'order' }
  /** Outside opening hours, configured to wait: `offline_operators` in the default department. */
  | { kind: 'offline'; departmentId: string | null }
  | { kind: 'ended'; reason: 'chosen' | 'outside_hours' }
  /** The customer chose the satisfaction survey: `in_survey`. */
  | { kind: 'survey' }
  /** The customer chose the product list (a later issue); the caller decides what that sends. */
  | { kind: 'products' }
  | { kind: 'abandoned' };

export type BotContext = {
  now: Date;
  openingHours: OpeningHours;
  timezone: string;
  outsideHoursMessage: string | null;
  outsideHoursAction: 'wait' | 'end';
};

export type BotStep = { replies: BotReply[]; state: BotState; outcome: BotOutcome };

export { choiceId };

/** Lower case, no accents, single spaces: "  NÃO " and "nao" compare equal. */
export function normalizeAnswer(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** A menu as the customer's phone gets it (contract's menuReply: numbered text, buttons or list). */
export const renderMenu = (menu: Menu): BotReply => menuReply(menu);

function menuById(config: BotConfig, id: string): Menu {
  const menu = config.menus.find((m) => m.id === id) ?? config.menus.find((m) => m.id === config.rootMenuId);
  // The contract guarantees the root exists; a state pointing at a menu removed since falls back to it.
  if (!menu) throw new Error(`Bot config without root menu ${config.rootMenuId}`);
  return menu;
}

/** The option the customer meant, or null: by tap id, by number ("2", " 2 ", "2."), or by title. */
export function matchOption(menu: Menu, input: BotInput): MenuOption | null {
  const options = menuOptions(menu);
  if (input.kind !== 'text') {
    const prefix = `${menu.id}:`;
    // A tap on an older menu's message does not belong to the menu on screen now: treated as invalid.
    if (!input.id.startsWith(prefix)) return null;
    return options.find((o) => o.id === input.id.slice(prefix.length)) ?? null;
  }
  const number = /^\s*(\d{1,3})\s*[.)-]?\s*$/.exec(input.text);
  if (number) return options[Number(number[1]) - 1] ?? null;
  const wanted = normalizeAnswer(input.text);
  if (wanted === '') return null;
  return options.find((o) => normalizeAnswer(o.title) === wanted) ?? null;
}

function outsideHours(config: BotConfig, state: BotState, context: BotContext): BotStep | null {
  if (isWithinOpeningHours(context.openingHours, context.timezone, context.now)) return null;
  const replies: BotReply[] = context.outsideHoursMessage ? [{ kind: 'text', text: context.outsideHoursMessage }] : [];
  const outcome: BotOutcome =
    context.outsideHoursAction === 'wait' ? { kind: 'offline', departmentId: config.defaultDepartmentId } : { kind: 'ended', reason: 'outside_hours' };
  return { replies, state, outcome };
}

/** A new conversation: the greeting and the root menu, or the outside-hours message. */
export function startConversation(config: BotConfig, context: BotContext): BotStep {
  const state: BotState = { menuId: config.rootMenuId, invalidCount: 0, lastInteractionAt: context.now.toISOString(), step: 0 };
  const closed = outsideHours(config, state, context);
  if (closed) return closed;
  const greeting: BotReply[] = config.greeting ? [{ kind: 'text', text: config.greeting }] : [];
  return { replies: [...greeting, renderMenu(menuById(config, config.rootMenuId))], state, outcome: { kind: 'opened' } };
}

/** One customer message while the attendance is in the bot. */
export function answer(config: BotConfig, state: BotState, input: BotInput, context: BotContext): BotStep {
  const touched: BotState = { ...state, lastInteractionAt: context.now.toISOString(), step: state.step + 1 };
  const closed = outsideHours(config, touched, context);
  if (closed) return closed;
  const menu = menuById(config, state.menuId);
  const current: BotState = { ...touched, menuId: menu.id };
  const option = matchOption(menu, input);

  if (!option) {
    const invalidCount = current.invalidCount + 1;
    if (invalidCount > config.maxInvalidAnswers) {
      return {
        replies: [],
        state: { ...current, invalidCount },
        outcome: { kind: 'department', departmentId: config.defaultDepartmentId, reason: 'invalid_answers' },
      };
    }
    return { replies: [{ kind: 'text', text: config.invalidAnswerHint }, renderMenu(menu)], state: { ...current, invalidCount }, outcome: { kind: 'opened' } };
  }

  const settled: BotState = { ...current, invalidCount: 0 };
  const target = option.target;
  switch (target.kind) {
    case 'menu': {
      const next = menuById(config, target.menuId);
      return { replies: [renderMenu(next)], state: { ...settled, menuId: next.id }, outcome: { kind: 'opened' } };
    }
    case 'answer':
      return { replies: [{ kind: 'text', text: target.text }, renderMenu(menu)], state: settled, outcome: { kind: 'answered' } };
    case 'department':
      return { replies: [], state: settled, outcome: { kind: 'department', departmentId: target.departmentId, reason: 'chosen' } };
    case 'survey':
      return { replies: [], state: settled, outcome: { kind: 'survey' } };
    case 'products':
      return { replies: [], state: settled, outcome: { kind: 'products' } };
    case 'end':
      return { replies: [], state: settled, outcome: { kind: 'ended', reason: 'chosen' } };
  }
}

/**
 * The customer sent a cart (a WhatsApp order, from a product list or the catalogue): not an answer to
 * the menu but a sale for a person, so the default department's queue takes it, as after too many
 * invalid answers but without calling it one. Outside opening hours, as any message there.
 */
export function orderReceived(config: BotConfig, state: BotState, context: BotContext): BotStep {
  const touched: BotState = { ...state, invalidCount: 0, lastInteractionAt: context.now.toISOString(), step: state.step + 1 };
  const closed = outsideHours(config, touched, context);
  if (closed) return closed;
  return { replies: [], state: touched, outcome: { kind: 'department', departmentId: config.defaultDepartmentId, reason: 'order' } };
}

export type BotTimeout = { kind: 'none'; dueAt: Date } | { kind: 'abandoned'; replies: BotReply[]; outcome: { kind: 'abandoned' } };

/** Whether the customer left the bot unanswered for the configured minutes (the finish instant counts). */
export function timeouts(config: BotConfig, state: BotState, now: Date): BotTimeout {
  const dueAt = new Date(Date.parse(state.lastInteractionAt) + config.abandonmentMinutes * 60_000);
  if (now.getTime() < dueAt.getTime()) return { kind: 'none', dueAt };
  const replies: BotReply[] = config.abandonmentMessage ? [{ kind: 'text', text: config.abandonmentMessage }] : [];
  return { kind: 'abandoned', replies, outcome: { kind: 'abandoned' } };
}

// The owner's side of the bot: settings, menus and automatic messages, checked as one graph (an
// option may only lead to a menu and a department of the same channel), and the editor's dry run.
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import {
  menuOptions,
  menusLinkingTo,
  type AutomaticMessages,
  type BotPreviewRequest,
  type BotPreviewResponse,
  type BotSettings,
  type ChatbotResponse,
  type Menu,
} from '@atende/contract';
import type { AppContext } from '../../platform/context.js';
import { fail } from '../../platform/http/errors.js';
import { assertOwnedIds } from '../../platform/db/owned-ids.js';
import type { Principal } from '../../platform/http/principal.js';
import { findChannel, openCredentials } from '../channels/index.js';
import { departments } from '../../schema/index.js';
import { answer, startConversation, type BotOutcome } from './bot-engine.js';
import { supportsInteractive } from './bot-replies.js';
import {
  adoptRootIfMissing,
  countMenus,
  deleteMenu,
  departmentNames,
  insertMenu,
  listMenus,
  lockBot,
  readMessages,
  readSettings,
  replaceMenu,
  writeMessages,
  writeSettings,
} from './chatbot.repository.js';

type Db = NodePgDatabase;
export const MAX_MENUS = 100;

/** Every option must lead to a menu and a department of this channel. */
async function checkTargets(db: Db, channelId: string, menu: Menu, menuIds: Set<string>): Promise<void> {
  const options = menuOptions(menu);
  for (const option of options) {
    if (option.target.kind === 'menu' && !menuIds.has(option.target.menuId)) {
      throw fail('bot_option_menu_unknown', { params: { option: option.title } });
    }
  }
  const wanted = [...new Set(options.flatMap((o) => (o.target.kind === 'department' && o.target.departmentId ? [o.target.departmentId] : [])))];
  const found = await departmentNames(db, channelId, wanted);
  const missing = options.find((o) => o.target.kind === 'department' && o.target.departmentId && !found.has(o.target.departmentId));
  if (missing) throw fail('bot_option_department_unknown', { params: { option: missing.title } });
}

function describeOutcome(outcome: BotOutcome, names: Map<string, string>): string | null {
  const department = (id: string | null) => (id ? `o departamento ${names.get(id) ?? 'removido'}` : 'a fila geral do canal');
  switch (outcome.kind) {
    case 'opened':
    case 'answered':
      return null;
    case 'department':
      if (outcome.reason === 'order') return `Pedido recebido: encaminhado para ${department(outcome.departmentId)}.`;
      return outcome.reason === 'chosen'
        ? `Encaminhado para ${department(outcome.departmentId)}.`
        : `Respostas inválidas demais: encaminhado para ${department(outcome.departmentId)}.`;
    case 'offline':
      return `Fora do horário: aguardando em ${department(outcome.departmentId)}.`;
    case 'ended':
      return 'Conversa encerrada pelo bot.';
    case 'survey':
      return 'Pesquisa de satisfação iniciada.';
    case 'products':
      return 'Lista de produtos enviada.';
    case 'abandoned':
      return 'Atendimento abandonado.';
  }
}

export function createChatbotService(ctx: AppContext, clock: () => Date = () => new Date()) {
  const orm = ctx.db.orm;
  const changed = (channelId: string) => ctx.bus.emit('chatbot.updated', { channelId });

  async function get(principal: Principal, channelId: string): Promise<ChatbotResponse['chatbot']> {
    const channel = await findChannel(orm, channelId);
    if (!channel) throw fail('channel_not_found');
    const [settings, menus] = await Promise.all([readSettings(orm, channelId), listMenus(orm, channelId)]);
    let simulatorUrl: string | null = null;
    if (channel.apiType === 'simulator') {
      // The owner gets the channel's secret in the link (it opens the phone from any machine).
      const secret = principal.role === 'channel' ? openCredentials(ctx.keys.encryption, channel.credentialsSealed).simulatorSecret : undefined;
      simulatorUrl = `/simulador?canal=${channel.id}${secret ? `&segredo=${encodeURIComponent(secret)}` : ''}`;
    }
    return { settings, menus, interactive: supportsInteractive(channel.apiType), simulatorUrl };
  }

  async function saveSettings(channelId: string, input: BotSettings): Promise<BotSettings> {
    await orm.transaction(async (tx) => {
      await lockBot(tx, channelId);
      const menus = await listMenus(tx, channelId);
      if (input.rootMenuId && !menus.some((m) => m.id === input.rootMenuId)) throw fail('bot_root_menu_unknown');
      if (input.enabled && !input.rootMenuId) throw fail('root_menu_required');
      await assertOwnedIds(tx, departments, channelId, input.defaultDepartmentId, 'department', { error: 'bot_default_department_unknown' });
      await writeSettings(tx, channelId, input);
    });
    changed(channelId);
    return readSettings(orm, channelId);
  }

  async function createMenu(channelId: string, menu: Menu): Promise<Menu> {
    await orm.transaction(async (tx) => {
      await lockBot(tx, channelId);
      if ((await countMenus(tx, channelId)) >= MAX_MENUS) throw fail('too_many_menus', { params: { max: MAX_MENUS } });
      const ids = new Set((await listMenus(tx, channelId)).map((m) => m.id));
      await checkTargets(tx, channelId, menu, new Set([...ids, menu.id]));
      if (!(await insertMenu(tx, channelId, menu))) throw fail('menu_exists');
      await adoptRootIfMissing(tx, channelId, menu.id);
    });
    changed(channelId);
    return menu;
  }

  async function updateMenu(channelId: string, menuId: string, menu: Menu): Promise<Menu> {
    if (menu.id !== menuId) throw fail('menu_id_mismatch');
    await orm.transaction(async (tx) => {
      await lockBot(tx, channelId);
      const ids = new Set((await listMenus(tx, channelId)).map((m) => m.id));
      if (!ids.has(menuId)) throw fail('menu_not_found');
      await checkTargets(tx, channelId, menu, ids);
      await replaceMenu(tx, channelId, menu);
    });
    changed(channelId);
    return menu;
  }

  async function removeMenu(channelId: string, menuId: string): Promise<void> {
    await orm.transaction(async (tx) => {
      await lockBot(tx, channelId);
      const menus = await listMenus(tx, channelId);
      if (!menus.some((m) => m.id === menuId)) throw fail('menu_not_found');
      const settings = await readSettings(tx, channelId);
      if (settings.rootMenuId === menuId && menus.length > 1) {
        throw fail('menu_in_use_as_root');
      }
      const linking = menusLinkingTo(menus, menuId);
      if (linking.length > 0) {
        const names = linking.map((m) => `"${m.name || m.text.slice(0, 30)}"`).join(', ');
        throw fail('menu_in_use_by_options', { params: { menus: names } });
      }
      await deleteMenu(tx, channelId, menuId);
      // The last menu: the bot has nothing to start with and turns off.
      if (settings.rootMenuId === menuId) await writeSettings(tx, channelId, { ...settings, rootMenuId: null, enabled: false });
    });
    changed(channelId);
  }

  const getMessages = (channelId: string) => readMessages(orm, channelId);

  async function saveMessages(channelId: string, messages: AutomaticMessages): Promise<AutomaticMessages> {
    await orm.transaction((tx) => writeMessages(tx, channelId, messages));
    changed(channelId);
    ctx.bus.emit('channel.updated', { channelId });
    return readMessages(orm, channelId);
  }

  /** The engine on a draft: no state is stored and opening hours are ignored. */
  async function preview(channelId: string, input: BotPreviewRequest): Promise<Omit<BotPreviewResponse, 'statusCode'>> {
    const config = {
      menus: input.menus,
      rootMenuId: input.rootMenuId,
      greeting: input.greeting ?? '',
      invalidAnswerHint: input.invalidAnswer,
      maxInvalidAnswers: input.maxInvalidAnswers,
      defaultDepartmentId: null,
      abandonmentMinutes: 30,
      abandonmentMessage: '',
      surveyMinutes: 60,
    };
    if (!input.menus.some((m) => m.id === input.rootMenuId)) throw fail('bot_preview_root_menu_unknown');
    const context = { now: clock(), openingHours: [], timezone: 'UTC', outsideHoursMessage: null, outsideHoursAction: 'wait' as const };
    const step = input.state && input.input ? answer(config, input.state, input.input, context) : startConversation(config, context);
    const departmentIds = step.outcome.kind === 'department' && step.outcome.departmentId ? [step.outcome.departmentId] : [];
    const outcome = describeOutcome(step.outcome, await departmentNames(orm, channelId, departmentIds));
    const stays = step.outcome.kind === 'opened' || step.outcome.kind === 'answered';
    return { replies: step.replies, state: step.state, outcome, finished: !stays };
  }

  return { get, saveSettings, createMenu, updateMenu, removeMenu, getMessages, saveMessages, preview };
}

export type ChatbotService = ReturnType<typeof createChatbotService>;

// The channel's bot in the database: settings (one row, defaults until saved), menus (one row
// each, the contract's Menu as JSON) and the automatic messages (on the settings row, plus the
// channel's outside-hours and queue texts).
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { defaultAutomaticMessages, defaultBotSettings, menuOptions, type AutomaticMessages, type BotSettings, type Menu, type MenuTarget } from '@atende/contract';
import { channels, botMenus, botSettings, departments } from '../../schema/index.js';

type Db = NodePgDatabase;

export async function readSettings(db: Db, channelId: string): Promise<BotSettings> {
  const [row] = await db.select().from(botSettings).where(eq(botSettings.channelId, channelId));
  if (!row) return { ...defaultBotSettings };
  return {
    enabled: row.enabled,
    rootMenuId: row.rootMenuId,
    defaultDepartmentId: row.defaultDepartmentId,
    maxInvalidAnswers: row.maxInvalidAnswers,
    outsideHoursAction: row.outsideHoursAction,
    abandonmentMinutes: row.abandonmentMinutes,
    queueAbandonmentMinutes: row.queueAbandonmentMinutes,
    surveyEnabled: row.surveyEnabled,
    surveyMinutes: row.surveyMinutes,
  };
}

export async function writeSettings(db: Db, channelId: string, settings: BotSettings): Promise<void> {
  const values = { ...settings, updatedAt: new Date() };
  await db.insert(botSettings).values({ channelId, ...values }).onConflictDoUpdate({ target: botSettings.channelId, set: values });
}

/** Makes the menu the root when the channel has none yet (its first menu). */
export async function adoptRootIfMissing(db: Db, channelId: string, menuId: string): Promise<void> {
  await db
    .insert(botSettings)
    .values({ channelId, rootMenuId: menuId })
    .onConflictDoUpdate({ target: botSettings.channelId, set: { rootMenuId: menuId }, where: sql`${botSettings.rootMenuId} is null` });
}

export async function listMenus(db: Db, channelId: string): Promise<Menu[]> {
  const rows = await db
    .select({ definition: botMenus.definition })
    .from(botMenus)
    .where(eq(botMenus.channelId, channelId))
    .orderBy(asc(botMenus.createdAt), asc(botMenus.menuId));
  return rows.map((r) => r.definition);
}

export async function countMenus(db: Db, channelId: string): Promise<number> {
  const res = await db.execute<{ n: number }>(sql`select count(*)::int as n from bot_menus where channel_id = ${channelId}`);
  return res.rows[0]?.n ?? 0;
}

/** Inserts the menu; false when the channel already has a menu with its id. */
export async function insertMenu(db: Db, channelId: string, menu: Menu): Promise<boolean> {
  const rows = await db
    .insert(botMenus)
    .values({ channelId, menuId: menu.id, kind: menu.kind, definition: menu })
    .onConflictDoNothing()
    .returning({ menuId: botMenus.menuId });
  return rows.length === 1;
}

export async function replaceMenu(db: Db, channelId: string, menu: Menu): Promise<boolean> {
  const rows = await db
    .update(botMenus)
    .set({ kind: menu.kind, definition: menu, updatedAt: new Date() })
    .where(and(eq(botMenus.channelId, channelId), eq(botMenus.menuId, menu.id)))
    .returning({ menuId: botMenus.menuId });
  return rows.length === 1;
}

export async function deleteMenu(db: Db, channelId: string, menuId: string): Promise<boolean> {
  const rows = await db
    .delete(botMenus)
    .where(and(eq(botMenus.channelId, channelId), eq(botMenus.menuId, menuId)))
    .returning({ menuId: botMenus.menuId });
  return rows.length === 1;
}

/** Serializes edits of one channel's bot (menus link to each other: check and write as one). */
export async function lockBot(db: Db, channelId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`bot:${channelId}`}, 0))`);
}

/** The channel's automatic messages, defaults filling what was never saved; `saved` tells which. */
export async function readMessagesState(db: Db, channelId: string): Promise<{ messages: AutomaticMessages; saved: boolean }> {
  const res = await db
    .select({ messages: botSettings.messages, outsideHours: channels.outsideHoursMessage, queuePosition: channels.queueMessage })
    .from(channels)
    .leftJoin(botSettings, eq(botSettings.channelId, channels.id))
    .where(eq(channels.id, channelId));
  const row = res[0];
  const own = row?.messages ?? null;
  const messages = {
    ...defaultAutomaticMessages,
    ...(own ?? {}),
    // The channel's own texts (also on /manageChannel): unset means not sent.
    outsideHours: row?.outsideHours ?? null,
    queuePosition: row?.queuePosition ?? null,
  };
  return { messages, saved: own !== null };
}

export async function readMessages(db: Db, channelId: string): Promise<AutomaticMessages> {
  return (await readMessagesState(db, channelId)).messages;
}

export async function writeMessages(db: Db, channelId: string, messages: AutomaticMessages): Promise<void> {
  const { outsideHours, queuePosition, ...own } = messages;
  await db.insert(botSettings).values({ channelId, messages: own }).onConflictDoUpdate({ target: botSettings.channelId, set: { messages: own } });
  await db
    .update(channels)
    .set({ outsideHoursMessage: outsideHours, queueMessage: queuePosition, updatedAt: new Date() })
    .where(eq(channels.id, channelId));
}

const leadsTo = (departmentId: string) => (o: { target: MenuTarget }) =>
  o.target.kind === 'department' && o.target.departmentId === departmentId;

/** How many bot options (and the default-department setting) send customers to the department. */
export async function botUsesOfDepartment(db: Db, channelId: string, departmentId: string): Promise<number> {
  const [menus, settings] = await Promise.all([listMenus(db, channelId), readSettings(db, channelId)]);
  const options = menus.reduce((sum, menu) => sum + menuOptions(menu).filter(leadsTo(departmentId)).length, 0);
  return options + (settings.defaultDepartmentId === departmentId ? 1 : 0);
}

/**
 * A department is deleted in favour of another: the bot's options and default follow it. Without
 * a replacement the options keep pointing at it and the running bot sends those customers to its
 * default department (or the channel's queue); the editor asks for a new target.
 */
export async function moveBotDepartment(tx: Db, channelId: string, from: string, to: string): Promise<void> {
  const retarget = <T extends { target: MenuTarget }>(o: T): T => (leadsTo(from)(o) ? { ...o, target: { kind: 'department', departmentId: to } } : o);
  for (const menu of await listMenus(tx, channelId)) {
    if (!menuOptions(menu).some(leadsTo(from))) continue;
    const moved: Menu =
      menu.kind === 'list'
        ? { ...menu, sections: menu.sections.map((s) => ({ ...s, rows: s.rows.map(retarget) })) }
        : ({ ...menu, options: menu.options.map(retarget) } as Menu);
    await replaceMenu(tx, channelId, moved);
  }
  await tx.update(botSettings).set({ defaultDepartmentId: to }).where(and(eq(botSettings.channelId, channelId), eq(botSettings.defaultDepartmentId, from)));
}

/** The names of those of these departments that belong to the channel, by id. */
export async function departmentNames(db: Db, channelId: string, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(and(eq(departments.channelId, channelId), inArray(departments.id, ids)));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Which of these departments still exist in the channel (one statement). */
export async function existingDepartments(tx: Db, channelId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const res = await tx.execute<{ id: string }>(sql`
    select id from departments where channel_id = ${channelId} and id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
  return new Set(res.rows.map((r) => r.id));
}

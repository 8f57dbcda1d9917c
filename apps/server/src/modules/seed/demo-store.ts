// The demo company as a living Brazilian store: departments and team, 200 customers with tags,
// birthdays, CPFs and wallets, approved templates, a finished campaign, 60 days of conversations and
// what is happening right now. Built in memory from one seeded PRNG, then written in a few bulk inserts
// inside the caller's transaction.
import { defaultBotSettings } from '@atende/contract';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { insertMenu, writeSettings } from '../chatbot/index.js';
import { insertOperator } from '../operators/index.js';
import { insertQuickAnswer } from '../quick-answers/index.js';
import { insertTabulation } from '../tabulations/index.js';
import { insertUser } from '../users/index.js';
import { accessHistory, blacklistOf, calendarOf, type TeamMember } from './demo-activity.js';
import { buildCampaign } from './demo-campaign.js';
import {
  CAMPAIGN_TEMPLATE,
  departmentRowIds,
  storeDepartments,
  storeExtraTabulations,
  storeMenus,
  storeOperators,
  storeQuickAnswers,
  storeTags,
  storeTemplates,
  type StoreDepartment,
  type StoreTag,
} from './demo-catalog.js';
import type { DemoContact } from './demo-conversation.js';
import { buildHistory } from './demo-history.js';
import { demoPeople } from './demo-people.js';
import { createRandom } from './demo-random.js';
import { insertStoreCatalog, insertStoreRows, type StoreRows } from './demo-seed.repository.js';
import { addDays, localDate, plusSeconds, weekdayOf, zonedInstant } from './demo-time.js';

type Tx = NodePgDatabase;

export const STORE_CONTACTS = 200;

/** What the company part of the seed created and the store builds on. */
export type DemoCompany = {
  channelId: string;
  timeZone: string;
  passwordHash: string;
  ownerUserId: string;
  managerUserId: string;
  demoOperator: { id: string; userId: string; login: string };
  tabulationIds: Map<string, string>;
};

export type StoreSummary = { contacts: number; attendances: number; messages: number };

const DAY = 86_400_000;

export async function seedStore(tx: Tx, company: DemoCompany, now: Date): Promise<StoreSummary> {
  const rng = createRandom();
  const { channelId, timeZone } = company;
  const today = localDate(now, timeZone);
  const longAgo = new Date(now.getTime() - 120 * DAY);

  const departmentIds = Object.fromEntries(storeDepartments.map((name) => [name, rng.uuid()])) as Record<StoreDepartment, string>;
  const tagIds = Object.fromEntries(storeTags.map((t) => [t.name, rng.uuid()])) as Record<StoreTag, string>;
  await insertStoreCatalog(tx, {
    departments: storeDepartments.map((name) => ({ id: departmentIds[name], channelId, name, createdAt: longAgo })),
    tags: storeTags.map((t) => ({ id: tagIds[t.name], channelId, name: t.name, color: t.color, createdAt: longAgo, updatedAt: longAgo })),
  });
  const menus = storeMenus(departmentIds);
  for (const menu of menus) await insertMenu(tx, channelId, menu);
  await writeSettings(tx, channelId, { ...defaultBotSettings, enabled: true, rootMenuId: 'inicio', surveyEnabled: true });
  for (const name of storeExtraTabulations) company.tabulationIds.set(name, (await insertTabulation(tx, channelId, name)).id);
  for (const answer of storeQuickAnswers) await insertQuickAnswer(tx, channelId, { ...answer, mediaId: null });

  // The team: Operador Demo (already there) joins every department; the others get their logins.
  const team: TeamMember[] = [];
  for (const op of storeOperators) {
    const deptIds = op.departments.map((d) => departmentIds[d]);
    if (op.login === null) {
      team.push({ ...company.demoOperator, name: op.name, departments: op.departments, hours: op.hours, weight: op.weight });
      continue;
    }
    const user = await insertUser(tx, { channelId, role: 'operator', login: op.login, passwordHash: company.passwordHash, name: op.name, email: `${op.login}@demo.atende.local`, createdAt: longAgo });
    const row = await insertOperator(tx, { channelId, userId: user.id, name: op.name, ...op.hours, createdAt: longAgo }, deptIds);
    team.push({ id: row.id, userId: user.id, login: op.login, name: op.name, departments: op.departments, hours: op.hours, weight: op.weight });
  }

  // Customers: tags, wallets (a responsible operator) and two who opted out of campaigns.
  const people = demoPeople(rng, STORE_CONTACTS, today);
  const contacts = people.map((p) => {
    const tag = rng.weighted<StoreTag | null>([
      ['Cliente VIP', 15],
      ['Novo cliente', 20],
      ['Atacado', 8],
      ['Recorrente', 17],
      ['Inadimplente', 5],
      [null, 35],
    ]);
    const owner = rng.chance(0.3) ? rng.weighted(team.map((m) => [m, m.weight] as const)) : null;
    return { ...p, id: rng.uuid(), tag, responsibleOperatorId: owner?.id ?? null, optedOut: false };
  });
  contacts.filter((c) => c.tag === 'Cliente VIP').slice(-2).forEach((c) => (c.optedOut = true));

  const templates = storeTemplates.map((t) => ({ ...t, id: rng.uuid() }));
  const campaignTemplate = templates.find((t) => t.name === CAMPAIGN_TEMPLATE);
  if (!campaignTemplate) throw new Error(`missing template ${CAMPAIGN_TEMPLATE}`);
  let campaignDay = addDays(today, -12);
  while (weekdayOf(campaignDay) > 5) campaignDay = addDays(campaignDay, -1);
  const audienceTags: StoreTag[] = ['Cliente VIP', 'Recorrente'];
  const campaign = buildCampaign(rng, {
    channelId,
    template: campaignTemplate,
    audience: { tagIds: audienceTags.map((t) => tagIds[t]), contacts: contacts.filter((c) => c.tag !== null && audienceTags.includes(c.tag)) },
    departmentId: departmentIds.Vendas,
    createdBy: company.ownerUserId,
    startedAt: zonedInstant(campaignDay, 10 * 60, timeZone),
  });

  const rootMenu = menus.find((m) => m.id === 'inicio');
  if (!rootMenu || rootMenu.kind !== 'list') throw new Error('the store bot has no list menu "inicio"');
  const rowTitle = (name: StoreDepartment) => rootMenu.sections.flatMap((s) => s.rows).find((r) => r.id === departmentRowIds[name])?.title ?? name;
  const history = buildHistory(rng, {
    frame: { channelId, rootMenu, tabulationIds: company.tabulationIds },
    timeZone,
    now,
    contacts: contacts satisfies DemoContact[],
    operators: team,
    departments: Object.fromEntries(storeDepartments.map((d) => [d, { id: departmentIds[d], rowId: departmentRowIds[d], rowTitle: rowTitle(d) }])) as Record<
      StoreDepartment,
      { id: string; rowId: string; rowTitle: string }
    >,
    campaignReplies: campaign.replies,
  });

  // Each customer was registered some days before they first wrote (or were sent the campaign).
  const firstSeen = new Map<string, number>();
  for (const row of [...history.attendances, ...campaign.recipients]) {
    const at = row.createdAt instanceof Date ? row.createdAt.getTime() : now.getTime();
    firstSeen.set(row.contactId, Math.min(firstSeen.get(row.contactId) ?? at, at));
  }
  const rows: Omit<StoreRows, 'departments' | 'tags'> = {
    operatorDepartments: storeDepartments.map((d) => ({ operatorId: company.demoOperator.id, departmentId: departmentIds[d], channelId })),
    contacts: contacts.map((c) => {
      const createdAt = new Date((firstSeen.get(c.id) ?? now.getTime()) - rng.int(1, 120) * DAY - rng.int(0, 86_399) * 1000);
      return {
        id: c.id,
        channelId,
        number: c.number,
        name: c.name,
        code: c.code,
        email: c.email,
        responsibleOperatorId: c.responsibleOperatorId,
        birthday: c.birthday,
        tagId: c.tag ? tagIds[c.tag] : null,
        document: c.document,
        optedOutAt: c.optedOut ? plusSeconds(campaign.campaign.startedAt ?? now, -20 * 86_400) : null,
        createdAt,
        updatedAt: createdAt,
      };
    }),
    templates: templates.map((t) => ({
      id: t.id,
      channelId,
      providerTemplateId: `sim-tpl.${rng.uuid()}`,
      name: t.name,
      language: 'pt_BR',
      category: t.category,
      status: 'APPROVED',
      header: t.header,
      body: t.body,
      footer: t.footer,
      buttons: t.buttons,
      createdAt: new Date(now.getTime() - 75 * DAY),
      updatedAt: new Date(now.getTime() - 74 * DAY),
    })),
    campaigns: [campaign.campaign],
    attendances: history.attendances,
    messages: [...history.messages, ...campaign.messages].sort((a, b) => (a.createdAt?.getTime() ?? 0) - (b.createdAt?.getTime() ?? 0)),
    recipients: campaign.recipients,
    surveys: history.surveys,
    calendarEvents: calendarOf(rng, channelId, team, contacts, now, timeZone),
    accessLogs: accessHistory(rng, channelId, team, [{ userId: company.ownerUserId, login: 'empresa' }, { userId: company.managerUserId, login: 'gerente' }], now, timeZone),
    blacklist: blacklistOf(channelId, company.ownerUserId, now),
  };
  await insertStoreRows(tx, rows);
  return { contacts: rows.contacts.length, attendances: rows.attendances.length, messages: rows.messages.length };
}

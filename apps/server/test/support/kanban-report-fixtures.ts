// Boards, steps, cards and their stays in steps written straight in SQL (the kanban reports read only
// these tables, so their tests do not depend on the kanban routes), and the one company every kanban
// report test reads: a fixed clock (10 March 2026, São Paulo), the period 2–8 March (03:00Z on the 2nd to
// 03:00Z on the 9th), and every stay's moment chosen so each figure can be computed by hand (the test
// file writes the sums next to its expectations).
import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import type { KanbanReportStep, KanbanStepOutcome } from '@atende/contract';
import { auth, type TestApp } from './test-app.js';
import { insertContact, one, postReport, reportCompany, type ReportCompany } from './report-company-fixtures.js';

export async function insertBoard(t: TestApp, channelId: string, name: string, archived = false): Promise<string> {
  return (
    await one<{ id: string }>(
      t,
      sql`insert into kanbans (channel_id, name, archived_at) values (${channelId}, ${name}, ${archived ? '2026-01-15T12:00:00Z' : null}) returning id`,
    )
  ).id;
}

export async function insertStep(t: TestApp, channelId: string, kanbanId: string, name: string, position: number, outcome: KanbanStepOutcome = 'open'): Promise<string> {
  return (
    await one<{ id: string }>(
      t,
      sql`insert into kanban_steps (kanban_id, channel_id, name, color, position, outcome)
          values (${kanbanId}, ${channelId}, ${name}, '#228be6', ${position}, ${outcome}) returning id`,
    )
  ).id;
}

let contactSeq = 0;

/** A card (and its contact) now in `stepId`. */
export async function insertCard(t: TestApp, c: { channelId: string; kanbanId: string; stepId: string; title: string; valueCents: number; createdAt: string }): Promise<string> {
  const contactId = await insertContact(t, c.channelId, `55119444${String(++contactSeq).padStart(5, '0')}`, c.title);
  return (
    await one<{ id: string }>(
      t,
      sql`insert into kanban_cards (channel_id, kanban_id, step_id, contact_id, title, value_cents, rank, step_entered_at, created_at)
          values (${c.channelId}, ${c.kanbanId}, ${c.stepId}, ${contactId}, ${c.title}, ${c.valueCents}, ${`a${contactSeq}`}, ${c.createdAt}, ${c.createdAt}) returning id`,
    )
  ).id;
}

/** A new card id that has no card row (a card deleted since: its stays remain). */
export async function goneCardId(t: TestApp): Promise<string> {
  return (await one<{ id: string }>(t, sql`select gen_random_uuid() as id`)).id;
}

export type SpellFixture = {
  channelId: string;
  kanbanId: string;
  cardId: string;
  stepId: string;
  outcome: KanbanStepOutcome;
  valueCents: number;
  /** Who moved it in: the user and, for an operator, the operator. */
  by: { userId: string; operatorId?: string | null };
  enteredAt: string;
  leftAt?: string | null;
};

export async function insertSpell(t: TestApp, s: SpellFixture): Promise<void> {
  await t.ctx.db.orm.execute(sql`
    insert into kanban_step_spells (channel_id, kanban_id, card_id, step_id, outcome, value_cents, user_id, operator_id, entered_at, left_at)
    values (${s.channelId}, ${s.kanbanId}, ${s.cardId}, ${s.stepId}, ${s.outcome}, ${s.valueCents}, ${s.by.userId}, ${s.by.operatorId ?? null}, ${s.enteredAt}, ${s.leftAt ?? null})`);
}

export async function setKanbanModule(t: TestApp, channelId: string, token: string, on: boolean): Promise<void> {
  const res = await t.app.inject({ method: 'PUT', url: `/api/channel/config/${channelId}`, headers: auth(token), payload: { modules: { kanban: on } } });
  if (res.statusCode !== 200) throw new Error(`kanban module not switched: ${res.statusCode} ${res.body}`);
}

export type KanbanReportCompany = ReportCompany & {
  ownerUserId: string;
  ownerName: string;
  /** Funil (the default: first live board by name), Pós-venda, Antigo (archived) and another company's. */
  boards: { funil: string; posVenda: string; antigo: string; deles: string };
  steps: { lead: string; proposta: string; ganho: string; perdido: string; entrega: string };
  cards: Record<'a' | 'b' | 'c' | 'd' | 'e' | 'h', string>;
};

/**
 * The company. On Funil (Lead 0, Proposta 1, Ganho 2 won, Perdido 3 lost), as [step entered → left, by]:
 * - A (R$ 1.000): Lead 2 Mar 12:00Z → 3 Mar 12:00Z ana; Proposta → 5 Mar 12:00Z ana; Ganho from 5 Mar 12:00Z beto.
 * - B (R$ 500): Lead 20 Feb 12:00Z → 4 Mar 12:00Z owner; Proposta → 6 Mar 00:00Z ana; Perdido from 6 Mar 00:00Z ana.
 * - C (R$ 200): Lead from 7 Mar 12:00Z beto.
 * - D (R$ 300): Lead 25 Feb 12:00Z → 26 Feb 12:00Z ana; Proposta from 26 Feb 12:00Z ana.
 * - E (R$ 400): Lead 9 Mar 02:30Z (23:30 on the 8th in São Paulo) → 9 Mar 12:00Z beto; Proposta from 9 Mar 12:00Z beto.
 * - F (R$ 100, deleted since, its stay never closed): Lead from 3 Mar 00:00Z ana.
 * - H (R$ 250): Lead 4 Mar 15:00Z → 6 Mar 15:00Z owner; Ganho from 6 Mar 15:00Z owner.
 * Pós-venda (Entrega): G (R$ 900) from 4 Mar 12:00Z ana. Antigo: no steps. Another company's board: one card.
 */
export async function kanbanReportCompany(prefix: string): Promise<KanbanReportCompany> {
  const c = await reportCompany(prefix);
  const { t, channelId } = c;
  await setKanbanModule(t, channelId, c.owner, true);
  const owner = await one<{ id: string; name: string }>(t, sql`select id, name from users where channel_id = ${channelId} and role = 'channel'`);
  const funil = await insertBoard(t, channelId, 'Funil');
  const posVenda = await insertBoard(t, channelId, 'Pós-venda');
  const antigo = await insertBoard(t, channelId, 'Antigo', true);
  const steps = {
    lead: await insertStep(t, channelId, funil, 'Lead', 0),
    proposta: await insertStep(t, channelId, funil, 'Proposta', 1),
    ganho: await insertStep(t, channelId, funil, 'Ganho', 2, 'won'),
    perdido: await insertStep(t, channelId, funil, 'Perdido', 3, 'lost'),
    entrega: await insertStep(t, channelId, posVenda, 'Entrega', 0),
  };
  const ana = { userId: c.ana.userId, operatorId: c.ana.id };
  const beto = { userId: c.beto.userId, operatorId: c.beto.id };
  const byOwner = { userId: owner.id };
  const outcomeOf = { [steps.lead]: 'open', [steps.proposta]: 'open', [steps.ganho]: 'won', [steps.perdido]: 'lost', [steps.entrega]: 'open' } as const;

  type Stay = [stepId: string, enteredAt: string, leftAt: string | null, by: SpellFixture['by']];
  async function card(title: string, valueCents: number, stays: Stay[], kanbanId = funil, exists = true): Promise<string> {
    const [first] = stays;
    const last = stays[stays.length - 1];
    if (!first || !last) throw new Error('a card needs a stay');
    const cardId = exists ? await insertCard(t, { channelId, kanbanId, stepId: last[0], title, valueCents, createdAt: first[1] }) : await goneCardId(t);
    for (const [stepId, enteredAt, leftAt, by] of stays) {
      await insertSpell(t, { channelId, kanbanId, cardId, stepId, outcome: outcomeOf[stepId] ?? 'open', valueCents, by, enteredAt, leftAt });
    }
    return cardId;
  }

  const cards = {
    a: await card('Cartão A', 100_000, [
      [steps.lead, '2026-03-02T12:00:00Z', '2026-03-03T12:00:00Z', ana],
      [steps.proposta, '2026-03-03T12:00:00Z', '2026-03-05T12:00:00Z', ana],
      [steps.ganho, '2026-03-05T12:00:00Z', null, beto],
    ]),
    b: await card('Cartão B', 50_000, [
      [steps.lead, '2026-02-20T12:00:00Z', '2026-03-04T12:00:00Z', byOwner],
      [steps.proposta, '2026-03-04T12:00:00Z', '2026-03-06T00:00:00Z', ana],
      [steps.perdido, '2026-03-06T00:00:00Z', null, ana],
    ]),
    c: await card('Cartão C', 20_000, [[steps.lead, '2026-03-07T12:00:00Z', null, beto]]),
    d: await card('Cartão D', 30_000, [
      [steps.lead, '2026-02-25T12:00:00Z', '2026-02-26T12:00:00Z', ana],
      [steps.proposta, '2026-02-26T12:00:00Z', null, ana],
    ]),
    e: await card('Cartão E', 40_000, [
      [steps.lead, '2026-03-09T02:30:00Z', '2026-03-09T12:00:00Z', beto],
      [steps.proposta, '2026-03-09T12:00:00Z', null, beto],
    ]),
    h: await card('Cartão H', 25_000, [
      [steps.lead, '2026-03-04T15:00:00Z', '2026-03-06T15:00:00Z', byOwner],
      [steps.ganho, '2026-03-06T15:00:00Z', null, byOwner],
    ]),
  };
  await card('Cartão F', 10_000, [[steps.lead, '2026-03-03T00:00:00Z', null, ana]], funil, false);
  await card('Cartão G', 90_000, [[steps.entrega, '2026-03-04T12:00:00Z', null, ana]], posVenda);

  const deles = await insertBoard(t, c.other.channelId, 'Deles');
  const delesStep = await insertStep(t, c.other.channelId, deles, 'Início', 0);
  const delesCard = await insertCard(t, { channelId: c.other.channelId, kanbanId: deles, stepId: delesStep, title: 'Deles', valueCents: 70_000, createdAt: '2026-03-03T12:00:00Z' });
  const otherOwner = await one<{ id: string }>(t, sql`select id from users where channel_id = ${c.other.channelId} and role = 'channel'`);
  await insertSpell(t, { channelId: c.other.channelId, kanbanId: deles, cardId: delesCard, stepId: delesStep, outcome: 'open', valueCents: 70_000, by: { userId: otherOwner.id }, enteredAt: '2026-03-03T12:00:00Z' });

  return { ...c, ownerUserId: owner.id, ownerName: owner.name, boards: { funil, posVenda, antigo, deles }, steps, cards };
}

type Body = Record<string, unknown>;

/** The period every kanban report test reads: 2–8 March in São Paulo. */
export const KANBAN_REPORT_PERIOD = { period: 'custom', from: '2026-03-02', to: '2026-03-08' };

/**
 * One kanban report's calls on the company (`company()`: made in the test file's beforeAll), each over
 * the period plus `body`, as the owner unless another token is given; and a step as the reports answer it.
 */
export function kanbanReportCalls<Summary, Page>(name: 'kanban' | 'kanban-performance', company: () => KanbanReportCompany) {
  const url = `/api/report/${name}`;
  return {
    summary: (body: Body = {}, token = company().owner) => postReport<Summary>(company().t, token, `${url}/summary`, { ...KANBAN_REPORT_PERIOD, ...body }),
    page: (n: number, body: Body = {}, token = company().owner) => postReport<Page>(company().t, token, `${url}/page/${n}`, { ...KANBAN_REPORT_PERIOD, ...body }),
    exportCsv: (body: Body = {}, token = company().owner) =>
      company().t.app.inject({ method: 'POST', url: `${url}/export`, headers: auth(token), payload: { ...KANBAN_REPORT_PERIOD, format: 'csv', ...body } }),
    step: (key: keyof KanbanReportCompany['steps'], name: string, position: number, outcome: KanbanReportStep['outcome'] = 'open'): KanbanReportStep => ({
      _id: company().steps[key],
      name,
      color: '#228be6',
      position,
      outcome,
    }),
  };
}

/** With the kanban switched off the summary, the page and the export answer the module gate's 403; it is switched back on after. */
export async function expectKanbanModuleGate(c: KanbanReportCompany, calls: ReturnType<typeof kanbanReportCalls>): Promise<void> {
  await setKanbanModule(c.t, c.channelId, c.owner, false);
  try {
    for (const res of [await calls.summary(), await calls.page(1)]) {
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ error: 'module_disabled' });
    }
    const exported = await calls.exportCsv();
    expect(exported.statusCode).toBe(403);
    expect(exported.json()).toMatchObject({ statusCode: 403, error: 'module_disabled' });
  } finally {
    await setKanbanModule(c.t, c.channelId, c.owner, true);
  }
}

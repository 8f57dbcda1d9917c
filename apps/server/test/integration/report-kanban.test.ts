// /reportKanban on the hand-computed stays of kanban-report-fixtures.ts (period 2–8 March in São Paulo,
// 03:00Z on the 2nd to 03:00Z on the 9th): cards and value per step at the period's end, cards created,
// won and lost in it, conversion to the later steps that are not a loss, card E's entry at 23:30 of the
// 8th, the operator filter, the board (default, archived, another company's), the export and access.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import type { KanbanReportPage, KanbanReportStep, KanbanReportSummary, KanbanStepFigures } from '@atende/contract';
import { createCompany } from '../support/test-app.js';
import { postReport } from '../support/report-company-fixtures.js';
import {
  expectKanbanModuleGate,
  KANBAN_REPORT_PERIOD,
  kanbanReportCalls,
  kanbanReportCompany,
  setKanbanModule,
  type KanbanReportCompany,
} from '../support/kanban-report-fixtures.js';

let c: KanbanReportCompany;
type Body = Record<string, unknown>;
const calls = kanbanReportCalls<KanbanReportSummary, KanbanReportPage>('kanban', () => c);
const { summary, page, exportCsv, step } = calls;

beforeAll(async () => {
  c = await kanbanReportCompany('rel-kan');
});
afterAll(() => c.close());

/** A step's row: [cards, value] at the end, [entries, their value], [cards entering, advanced], conversion. */
const row = (s: KanbanReportStep, end: [number, number], entries: [number, number], cards: [number, number], conversion: number | null): KanbanStepFigures => ({
  step: s,
  cards: end[0],
  valueCents: end[1],
  entered: entries[0],
  enteredValueCents: entries[1],
  enteredCards: cards[0],
  advanced: cards[1],
  conversion,
});

/** Funil's rows over 2–8 March, every figure summed from the fixture's stays. */
function funilRows(): KanbanStepFigures[] {
  return [
    // At the end (03:00Z on the 9th): C and E (entered 02:30Z on the 9th, left at 12:00Z); F's card is gone. 20k + 40k.
    // Entries: A, C, E, F, H = 100k + 20k + 40k + 10k + 25k. Advanced: A (to Proposta), H (to Ganho); E moved on after the end. 2/5.
    row(step('lead', 'Lead', 0), [2, 20_000 + 40_000], [5, 100_000 + 20_000 + 40_000 + 10_000 + 25_000], [5, 2], 2 / 5),
    // At the end: D (since 26 Feb); A and B left. Entries: A, B = 100k + 50k (D's and E's are outside). Advanced: A (to Ganho); B was lost. 1/2.
    row(step('proposta', 'Proposta', 1), [1, 30_000], [2, 100_000 + 50_000], [2, 1], 1 / 2),
    // Won: A and H, still there. Nothing after it but a lost step: no conversion.
    row(step('ganho', 'Ganho', 2, 'won'), [2, 100_000 + 25_000], [2, 100_000 + 25_000], [2, 0], null),
    // Lost: B.
    row(step('perdido', 'Perdido', 3, 'lost'), [1, 50_000], [1, 50_000], [1, 0], null),
  ];
}

describe('kanban report', () => {
  it('reads the first live board by name by default, listing the archived board last', async () => {
    const res = await summary();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.period).toEqual({ from: '2026-03-02', to: '2026-03-08', timezone: 'America/Sao_Paulo', days: 7 });
    expect(res.body.kanbans).toEqual([
      { _id: c.boards.funil, name: 'Funil', archived: false },
      { _id: c.boards.posVenda, name: 'Pós-venda', archived: false },
      { _id: c.boards.antigo, name: 'Antigo', archived: true },
    ]);
    expect(res.body.kanban).toEqual({ _id: c.boards.funil, name: 'Funil', archived: false });
  });

  it("sums the board's cards and value at the period's end, the cards created, won and lost in it", async () => {
    const res = await summary({ kanbanId: c.boards.funil });
    expect(res.body.summary).toEqual({
      // At the end: Lead C, E; Proposta D; Ganho A, H; Perdido B.
      cards: 2 + 1 + 2 + 1,
      valueCents: 20_000 + 40_000 + 30_000 + 100_000 + 25_000 + 50_000,
      // First stays begun in the period: A, C, E (23:30 of the 8th), F (deleted since), H; B's and D's began in February.
      created: 5,
      // Entries into Ganho: A, H (100k + 25k); into Perdido: B.
      won: 2,
      wonValueCents: 100_000 + 25_000,
      lost: 1,
    });
    expect(res.body.steps).toEqual(funilRows());
  });

  it('pages the steps in board order', async () => {
    const first = await page(1);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, perPage: 10, total: 4 });
    expect(first.body.items).toEqual(funilRows());
    const second = await page(2, { perPage: 3 });
    expect(second.body).toMatchObject({ page: 2, perPage: 3, total: 4 });
    expect(second.body.items).toEqual([funilRows()[3]]);
  });

  it('counts an entry at 23:30 of the last day in São Paulo (02:30Z the next day) in the period, and not in the next day', async () => {
    // 8 March alone: only E entered Lead (C on the 7th); E is still in Lead at 03:00Z on the 9th.
    const eighth = await summary({ from: '2026-03-08', to: '2026-03-08' });
    expect(eighth.body.summary).toMatchObject({ created: 1, cards: 6 });
    expect(eighth.body.steps[0]).toMatchObject({ entered: 1, enteredValueCents: 40_000, cards: 2 });
    // 9 March alone: E's Lead entry is not there; its move to Proposta at 12:00Z is (and it advanced Lead in the 2nd–9th).
    const ninth = await summary({ from: '2026-03-09', to: '2026-03-09' });
    expect(ninth.body.summary).toMatchObject({ created: 0 });
    expect(ninth.body.steps.map((s) => s.entered)).toEqual([0, 1, 0, 0]);
    const both = await summary({ from: '2026-03-02', to: '2026-03-09' });
    // Lead's conversion over 2–9 March: A, H and now E advanced. 3/5.
    expect(both.body.steps[0]).toMatchObject({ enteredCards: 5, advanced: 3, conversion: 3 / 5 });
  });

  it('keeps only the stays the filtered operator opened', async () => {
    const res = await summary({ operatorId: c.ana.id });
    expect(res.body.summary).toEqual({
      // Ana's stays open at the end: D in Proposta, B in Perdido (F's card is gone).
      cards: 2,
      valueCents: 30_000 + 50_000,
      // Ana opened A's and F's first stays.
      created: 2,
      won: 0,
      wonValueCents: 0,
      // B into Perdido.
      lost: 1,
    });
    expect(res.body.steps).toEqual([
      // Entries by Ana: A, F (100k + 10k); A advanced. 1/2.
      row(step('lead', 'Lead', 0), [0, 0], [2, 100_000 + 10_000], [2, 1], 1 / 2),
      // A, B (100k + 50k); A went on to Ganho (beto moved it, which still counts as advancing). 1/2.
      row(step('proposta', 'Proposta', 1), [1, 30_000], [2, 100_000 + 50_000], [2, 1], 1 / 2),
      row(step('ganho', 'Ganho', 2, 'won'), [0, 0], [0, 0], [0, 0], null),
      row(step('perdido', 'Perdido', 3, 'lost'), [1, 50_000], [1, 50_000], [1, 0], null),
    ]);
  });

  it('reads another board of the company, and the archived one (a report looks back)', async () => {
    const pos = await summary({ kanbanId: c.boards.posVenda });
    expect(pos.body.kanban).toEqual({ _id: c.boards.posVenda, name: 'Pós-venda', archived: false });
    // G entered Entrega on 4 March and is still there; Entrega is the only step: no conversion.
    expect(pos.body.summary).toEqual({ cards: 1, valueCents: 90_000, created: 1, won: 0, wonValueCents: 0, lost: 0 });
    expect(pos.body.steps).toEqual([row(step('entrega', 'Entrega', 0), [1, 90_000], [1, 90_000], [1, 0], null)]);
    const antigo = await summary({ kanbanId: c.boards.antigo });
    expect(antigo.status).toBe(200);
    expect(antigo.body.kanban).toEqual({ _id: c.boards.antigo, name: 'Antigo', archived: true });
    expect(antigo.body.summary).toEqual({ cards: 0, valueCents: 0, created: 0, won: 0, wonValueCents: 0, lost: 0 });
    expect(antigo.body.steps).toEqual([]);
    expect((await page(1, { kanbanId: c.boards.antigo })).body).toMatchObject({ items: [], total: 0 });
  });

  it("answers 404 for another company's board and never reads its cards", async () => {
    for (const res of [await summary({ kanbanId: c.boards.deles }), await page(1, { kanbanId: c.boards.deles })]) {
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ error: 'not_found', erroMensagem: 'Quadro não encontrado.' });
    }
    const exported = await exportCsv({ kanbanId: c.boards.deles });
    expect(exported.statusCode).toBe(404);
  });

  it('exports the per-step table as CSV', async () => {
    const res = await exportCsv();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('filename="relatorio-kanban.csv"');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const records = parse(res.body.slice(1), { delimiter: ';' }) as string[][];
    expect(records).toEqual([
      ['Etapa', 'Tipo', 'Cartões no fim do período', 'Valor no fim do período (R$)', 'Entradas no período', 'Valor das entradas (R$)', 'Cartões que entraram', 'Avançaram', 'Conversão (%)'],
      ['Lead', 'Em andamento', '2', '600', '5', '1950', '5', '2', '40'],
      ['Proposta', 'Em andamento', '1', '300', '2', '1500', '2', '1', '50'],
      ['Ganho', 'Ganho', '2', '1250', '2', '1250', '2', '0', ''],
      ['Perdido', 'Perdido', '1', '500', '1', '500', '1', '0', ''],
    ]);
  });
  it("exports the board and operator asked for, not the default board's whole table", async () => {
    const exportRows = async (body: Body) => {
      const res = await exportCsv(body);
      expect(res.statusCode, res.body).toBe(200);
      return (parse(res.body.slice(1), { delimiter: ';' }) as string[][]).slice(1);
    };
    expect(await exportRows({ kanbanId: c.boards.posVenda })).toEqual([['Entrega', 'Em andamento', '1', '900', '1', '900', '1', '0', '']]);
    // Ana on Funil's Lead: A and F entered (1000 + 100), A advanced.
    expect((await exportRows({ operatorId: c.ana.id }))[0]).toEqual(['Lead', 'Em andamento', '0', '0', '2', '1100', '2', '1', '50']);
  });

  it('answers empty figures, not an error, for a company without boards', async () => {
    const bare = await createCompany(c.t, { name: 'Sem quadros rel-kan', channelNumber: '5511955550003', ownerLogin: 'rel-kan-semquadros' });
    await setKanbanModule(c.t, bare.channelId, bare.ownerToken, true);
    const res = await summary({}, bare.ownerToken);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ kanbans: [], kanban: null, steps: [], summary: { cards: 0, valueCents: 0, created: 0, won: 0, wonValueCents: 0, lost: 0 } });
    expect((await page(1, {}, bare.ownerToken)).body).toMatchObject({ items: [], total: 0 });
    const perf = await postReport<Body>(c.t, bare.ownerToken, '/api/report/kanban-performance/summary', KANBAN_REPORT_PERIOD);
    expect(perf.status, JSON.stringify(perf.body)).toBe(200);
    expect(perf.body).toMatchObject({ kanban: null, steps: [], summary: { moved: 0, won: 0 } });
    const exported = await exportCsv({}, bare.ownerToken);
    expect(exported.statusCode, exported.body).toBe(200);
  });
});

describe('who reads the kanban report', () => {
  it('is for the owner and managers with Reports, not for managers without it nor operators', async () => {
    expect((await summary({}, c.withReports.token)).status).toBe(200);
    expect((await page(1, {}, c.withReports.token)).status).toBe(200);
    expect((await summary({}, c.withoutReports.token)).status).toBe(403);
    expect((await page(1, {}, c.withoutReports.token)).status).toBe(403);
    expect((await summary({}, c.ana.token)).status).toBe(403);
    const exported = await exportCsv({}, c.withoutReports.token);
    expect(exported.statusCode).toBe(403);
  });

  it('answers the module gate’s error while the kanban is switched off', async () => {
    await expectKanbanModuleGate(c, calls);
  });
});

// /reportKanbanPerformance on the hand-computed stays of kanban-report-fixtures.ts (period 2–8 March in
// São Paulo, 03:00Z on the 2nd to 03:00Z on the 9th): time in each step (stays that ended in the period,
// mean and exact p90), per person the stays opened, wins, value won and time to win, the operator
// filter, the board, the export and access.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import type { KanbanPerformancePage, KanbanPerformanceSummary } from '@atende/contract';
import { expectKanbanModuleGate, kanbanReportCalls, kanbanReportCompany, type KanbanReportCompany } from '../support/kanban-report-fixtures.js';

let c: KanbanReportCompany;
const calls = kanbanReportCalls<KanbanPerformanceSummary, KanbanPerformancePage>('kanban-performance', () => c);
const { summary, page, exportCsv, step } = calls;

const HOUR = 3600;
const DAY = 24 * HOUR;
/** count, mean and exact p90 (percentile_cont: linear between the sorted values at rank 0.9 × (n − 1)). */
const figure = (count: number, averageSeconds: number | null, p90Seconds: number | null) => ({ count, averageSeconds, p90Seconds });
const none = figure(0, null, null);

beforeAll(async () => {
  c = await kanbanReportCompany('rel-kanp');
});
afterAll(() => c.close());

const ana = () => ({ _id: c.ana.userId, name: 'Operador rel-kanp-ana' });
const beto = () => ({ _id: c.beto.userId, name: 'Operador rel-kanp-beto' });
const owner = () => ({ _id: c.ownerUserId, name: c.ownerName });

describe('kanban performance report', () => {
  it('measures the time in each step over the stays that ended in the period', async () => {
    const res = await summary();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.kanban).toEqual({ _id: c.boards.funil, name: 'Funil', archived: false });
    // Stays that ended 2–8 March: Lead A 1 d, B 12 d (20 Feb → 4 Mar), H 2 d; Proposta A 2 d, B 36 h.
    // D's Lead ended in February, E's Lead at 12:00Z on the 9th (after the end).
    expect(res.body.steps).toEqual([
      // sorted 1 d, 2 d, 12 d: mean 15 d / 3 = 5 d; p90 at rank 1.8: 2 d + 0.8 × (12 d − 2 d) = 10 d.
      { step: step('lead', 'Lead', 0), time: figure(3, (DAY + 12 * DAY + 2 * DAY) / 3, 2 * DAY + 0.8 * (12 * DAY - 2 * DAY)) },
      // sorted 36 h, 48 h: mean 42 h; p90 at rank 0.9: 36 h + 0.9 × 12 h = 46.8 h.
      { step: step('proposta', 'Proposta', 1), time: figure(2, ((2 * DAY + 36 * HOUR) / 2), 36 * HOUR + 0.9 * 12 * HOUR) },
      { step: step('ganho', 'Ganho', 2, 'won'), time: none },
      { step: step('perdido', 'Perdido', 3, 'lost'), time: none },
    ]);
    expect(res.body.summary).toEqual({
      // Stays opened in the period: Ana 5 (A Lead, A Proposta, B Proposta, B Perdido, F Lead), Beto 3 (A Ganho, C Lead,
      // E Lead at 23:30 of the 8th), the owner 2 (H Lead, H Ganho).
      moved: 5 + 3 + 2,
      // A (Beto) and H (the owner) into Ganho: 100k + 25k.
      won: 2,
      wonValueCents: 100_000 + 25_000,
      // A: 2 Mar 12:00 → 5 Mar 12:00 = 3 d; H: 4 Mar 15:00 → 6 Mar 15:00 = 2 d. Mean 2.5 d; p90: 2 d + 0.9 × 1 d.
      timeToWin: figure(2, (3 * DAY + 2 * DAY) / 2, 2 * DAY + 0.9 * DAY),
      // All five stays: 1 d + 12 d + 2 d + 2 d + 36 h = 18.5 d over 5; sorted 1 d, 36 h, 2 d, 2 d, 12 d: p90 at rank 3.6: 2 d + 0.6 × 10 d.
      timeInStep: figure(5, (DAY + 12 * DAY + 2 * DAY + 2 * DAY + 36 * HOUR) / 5, 2 * DAY + 0.6 * (12 * DAY - 2 * DAY)),
    });
  });

  it('pages the people who moved cards, most moves first, with their wins, value won and time to win', async () => {
    const res = await page(1);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 1, perPage: 10, total: 3 });
    expect(res.body.items).toEqual([
      { user: ana(), moved: 5, won: 0, wonValueCents: 0, timeToWin: none },
      // A's win: 3 d since its first stay.
      { user: beto(), moved: 3, won: 1, wonValueCents: 100_000, timeToWin: figure(1, 3 * DAY, 3 * DAY) },
      // H's win: 2 d.
      { user: owner(), moved: 2, won: 1, wonValueCents: 25_000, timeToWin: figure(1, 2 * DAY, 2 * DAY) },
    ]);
    expect((await page(2, { perPage: 2 })).body.items.map((r) => r.user?._id)).toEqual([c.ownerUserId]);
  });

  it('keeps only the stays the filtered operator opened', async () => {
    const res = await summary({ operatorId: c.ana.id });
    expect(res.body.steps.map((s) => s.time)).toEqual([
      // Ana's ended stays: Lead A 1 d (B's Lead was the owner's).
      figure(1, DAY, DAY),
      // Proposta A 2 d, B 36 h, as above.
      figure(2, (2 * DAY + 36 * HOUR) / 2, 36 * HOUR + 0.9 * 12 * HOUR),
      none,
      none,
    ]);
    // sorted 1 d, 36 h, 2 d: mean 4.5 d / 3; p90 at rank 1.8: 36 h + 0.8 × 12 h.
    expect(res.body.summary).toEqual({ moved: 5, won: 0, wonValueCents: 0, timeToWin: none, timeInStep: figure(3, (DAY + 36 * HOUR + 2 * DAY) / 3, 36 * HOUR + 0.8 * 12 * HOUR) });
    expect((await page(1, { operatorId: c.beto.id })).body.items).toEqual([{ user: beto(), moved: 3, won: 1, wonValueCents: 100_000, timeToWin: figure(1, 3 * DAY, 3 * DAY) }]);
  });

  it("reads another board, the archived one, and answers 404 for another company's", async () => {
    const pos = await summary({ kanbanId: c.boards.posVenda });
    // G entered Entrega (Ana) and never left.
    expect(pos.body.steps).toEqual([{ step: step('entrega', 'Entrega', 0), time: none }]);
    expect(pos.body.summary).toEqual({ moved: 1, won: 0, wonValueCents: 0, timeToWin: none, timeInStep: none });
    const antigo = await summary({ kanbanId: c.boards.antigo });
    expect(antigo.status).toBe(200);
    expect(antigo.body).toMatchObject({ kanban: { _id: c.boards.antigo, archived: true }, steps: [], summary: { moved: 0, timeInStep: none } });
    for (const res of [await summary({ kanbanId: c.boards.deles }), await page(1, { kanbanId: c.boards.deles })]) {
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ error: 'not_found', erroMensagem: 'Quadro não encontrado.' });
    }
  });

  it('exports the per-person table as CSV', async () => {
    const res = await exportCsv();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('filename="relatorio-desempenho-kanban.csv"');
    const records = parse(res.body.slice(1), { delimiter: ';' }) as string[][];
    expect(records).toEqual([
      ['Pessoa', 'Cartões movidos', 'Ganhos', 'Valor ganho (R$)', 'Tempo médio até ganhar (s)', 'Tempo até ganhar p90 (s)'],
      ['Operador rel-kanp-ana', '5', '0', '0', '', ''],
      ['Operador rel-kanp-beto', '3', '1', '1000', String(3 * DAY), String(3 * DAY)],
      [c.ownerName, '2', '1', '250', String(2 * DAY), String(2 * DAY)],
    ]);
  });
});

describe('who reads the kanban performance report', () => {
  it('is for the owner and managers with Reports, not for managers without it nor operators', async () => {
    expect((await summary({}, c.withReports.token)).status).toBe(200);
    expect((await page(1, {}, c.withReports.token)).status).toBe(200);
    expect((await summary({}, c.withoutReports.token)).status).toBe(403);
    expect((await page(1, {}, c.beto.token)).status).toBe(403);
  });

  it('answers the module gate’s error while the kanban is switched off', async () => {
    await expectKanbanModuleGate(c, calls);
  });
});

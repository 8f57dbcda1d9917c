// The kanban reports' exports: /reportKanban's per-step table and /reportKanbanPerformance's
// per-person table, values in reais with cents, durations in whole seconds. A board has at most 20
// steps and a few people move its cards: each file is one batch. app.ts registers both tables with the
// reports' export registry (reports sit below kanban). The board is resolved as the screen resolves it.
import type { KanbanMoverRow, KanbanStepFigures } from '@atende/contract';
import { kanbanStepOutcomeLabels } from '@atende/contract';
import { wholeReportTable, type ReportTable } from '../../reports/index.js';
import { kanbanMoverRows } from './kanban-performance.service.js';
import { kanbanContextOf } from './kanban-report-scope.js';
import { kanbanStepRows } from './kanban-report.service.js';

const reais = (cents: number) => cents / 100;
const percent = (share: number | null) => (share === null ? null : Math.round(share * 10000) / 100);

export const kanbanReportTable: ReportTable<KanbanStepFigures> = wholeReportTable<KanbanStepFigures>({
  report: 'kanban',
  fileName: 'relatorio-kanban',
  sheetName: 'Kanban',
  columns: [
    { header: 'Etapa', value: (r) => r.step.name },
    { header: 'Tipo', value: (r) => kanbanStepOutcomeLabels[r.step.outcome] },
    { header: 'Cartões no fim do período', value: (r) => r.cards },
    { header: 'Valor no fim do período (R$)', value: (r) => reais(r.valueCents) },
    { header: 'Entradas no período', value: (r) => r.entered },
    { header: 'Valor das entradas (R$)', value: (r) => reais(r.enteredValueCents) },
    { header: 'Cartões que entraram', value: (r) => r.enteredCards },
    { header: 'Avançaram', value: (r) => r.advanced },
    { header: 'Conversão (%)', value: (r) => percent(r.conversion) },
  ],
  rows: async (ctx, req) => kanbanStepRows(ctx, (await kanbanContextOf(ctx, req)).scope),
});

export const kanbanPerformanceTable: ReportTable<KanbanMoverRow> = wholeReportTable<KanbanMoverRow>({
  report: 'kanban-performance',
  fileName: 'relatorio-desempenho-kanban',
  sheetName: 'Desempenho do kanban',
  columns: [
    { header: 'Pessoa', value: (r) => r.user?.name ?? 'Não registrado' },
    { header: 'Cartões movidos', value: (r) => r.moved },
    { header: 'Ganhos', value: (r) => r.won },
    { header: 'Valor ganho (R$)', value: (r) => reais(r.wonValueCents) },
    { header: 'Tempo médio até ganhar (s)', value: (r) => r.timeToWin.averageSeconds },
    { header: 'Tempo até ganhar p90 (s)', value: (r) => r.timeToWin.p90Seconds },
  ],
  rows: async (ctx, req) => kanbanMoverRows(ctx, (await kanbanContextOf(ctx, req)).scope),
});

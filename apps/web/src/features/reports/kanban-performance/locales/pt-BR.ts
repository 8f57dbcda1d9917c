// The definitions are the server's (kanban-report.routes.ts, contract kanban-report.ts) and are shown on
// screen as help tooltips. The p90 here is exact (every stay is read), not estimated from buckets.
export const reportKanbanPerformancePtBR = {
  intro: 'Tempo dos cartões em cada etapa do quadro (média e percentil 90) e, por pessoa, cartões movidos, ganhos, valor ganho e tempo médio até ganhar.',
  tiles: {
    moved: 'Movimentações',
    movedHelp: 'Passagens abertas no período: cartões movidos para uma etapa ou criados nela.',
    won: 'Ganhos',
    wonHelp: 'Entradas em uma etapa marcada como ganho no período.',
    wonValue: 'Valor ganho',
    wonValueHelp: 'Soma do valor dos cartões nas entradas em etapas de ganho no período.',
    timeToWin: 'Tempo até ganhar',
    timeToWinHelp: 'Tempo até ganhar: da primeira entrada do cartão no quadro até a entrada na etapa de ganho.',
    timeInStep: 'Tempo em etapa',
    timeInStepHelp: 'Tempo em etapa: passagens que terminaram no período, em qualquer etapa.',
  },
  p90: 'p90 {{value}}',
  chart: 'Tempo em cada etapa',
  series: { average: 'Média', p90: 'Percentil 90' },
  caption: 'Desempenho por pessoa',
  noUser: 'Sem usuário registrado',
  columns: {
    user: 'Pessoa',
    moved: 'Movimentações',
    won: 'Ganhos',
    wonValue: 'Valor ganho',
    timeToWin: 'Tempo médio até ganhar',
    timeToWinP90: 'Tempo até ganhar p90',
  },
};

export type ReportKanbanPerformanceMessages = typeof reportKanbanPerformancePtBR;

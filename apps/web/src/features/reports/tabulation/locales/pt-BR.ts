export const reportTabulationPtBR = {
  intro: 'Atendimentos finalizados no período, contados por tabulação, com a participação de cada uma, por operador e departamento.',
  tiles: {
    finished: 'Finalizados',
    finishedHelp: 'Atendimentos finalizados no período (pelo dia da finalização).',
    tabulated: 'Tabulados',
    tabulatedHelp: 'Finalizados com uma tabulação.',
    untabulated: 'Sem tabulação',
    untabulatedHelp: 'Finalizados sem tabulação.',
  },
  chart: 'Atendimentos por tabulação',
  count: 'Atendimentos',
  noTabulation: 'Sem tabulação',
  caption: 'Tabulações por operador e departamento',
  columns: {
    tabulation: 'Tabulação',
    operator: 'Operador',
    department: 'Departamento',
    count: 'Atendimentos',
    share: 'Participação na tabulação',
  },
};

export type ReportTabulationMessages = typeof reportTabulationPtBR;

// The definitions are the contract's (average-report.ts) and are shown on screen as help tooltips.
export const reportAveragePtBR = {
  intro: 'Tempos médios de espera (TME), de atendimento (TMA) e de primeira resposta, com o percentil 90 estimado de cada um.',
  tiles: {
    wait: 'TME',
    waitHelp:
      'TME = tempo médio de espera: da entrada na fila até o atendimento ser assumido, contado no dia em que foi assumido. p90 estimado por faixas.',
    handle: 'TMA',
    handleHelp: 'TMA = tempo médio de atendimento: de assumido até finalizado, contado no dia da finalização. p90 estimado por faixas.',
    firstResponse: 'Primeira resposta',
    firstResponseHelp:
      'Primeira resposta = de assumido até a primeira mensagem do operador, contada no dia dessa mensagem. p90 estimado por faixas.',
    finished: 'Finalizados',
    finishedHelp: 'Atendimentos finalizados no período.',
  },
  chart: 'Tempos médios por dia',
  series: { wait: 'TME', handle: 'TMA', firstResponse: 'Primeira resposta' },
  grouping: { label: 'Agrupar por', operator: 'Operador', department: 'Departamento' },
  caption: { operator: 'Tempos por operador', department: 'Tempos por departamento' },
  noOperator: 'Sem operador',
  noDepartment: 'Sem departamento',
  columns: {
    operator: 'Operador',
    department: 'Departamento',
    finished: 'Finalizados',
    wait: 'TME',
    waitP90: 'TME p90',
    handle: 'TMA',
    handleP90: 'TMA p90',
    firstResponse: '1ª resposta',
    firstResponseP90: '1ª resposta p90',
  },
};

export type ReportAverageMessages = typeof reportAveragePtBR;

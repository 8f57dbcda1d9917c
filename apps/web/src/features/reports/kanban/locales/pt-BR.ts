// The definitions are the server's (kanban-report.routes.ts, contract kanban-report.ts) and are shown on
// screen as help tooltips. The board select and the no-boards state are shared with /reportKanbanPerformance.
export const reportKanbanPtBR = {
  intro: 'Cartões e valor em cada etapa do quadro no fim do período, cartões criados, ganhos e perdidos no período e a conversão entre etapas.',
  board: {
    label: 'Quadro',
    placeholder: 'Escolha o quadro',
    archived: '{{name}} (arquivado)',
  },
  noBoards: {
    title: 'Nenhum quadro de kanban',
    description: 'Crie um quadro em Kanban para ver este relatório.',
  },
  tiles: {
    cards: 'Cartões',
    cardsHelp: 'Cartões nas etapas do quadro no fim do período.',
    totalValue: 'Valor',
    totalValueHelp: 'Soma do valor dos cartões nas etapas do quadro no fim do período.',
    created: 'Criados',
    createdHelp: 'Cartões cuja primeira passagem no quadro começou no período.',
    won: 'Ganhos',
    wonHelp: 'Entradas em uma etapa marcada como ganho no período (um cartão ganho duas vezes conta duas vezes).',
    wonValue: 'Valor ganho',
    wonValueHelp: 'Soma do valor dos cartões nas entradas em etapas de ganho no período.',
    lost: 'Perdidos',
    lostHelp: 'Entradas em uma etapa marcada como perda no período.',
  },
  definitions: {
    label: 'Como é calculado',
    conversion:
      'Conversão de uma etapa: dos cartões que entraram nela no período, a parcela que depois (até o fim do período) entrou em uma etapa posterior do quadro que não seja de perda.',
  },
  chart: 'Cartões, valor e conversão por etapa',
  series: { cards: 'Cartões no fim do período', entered: 'Entradas no período', value: 'Valor no fim do período' },
  conversionLabel: '{{step}} ({{share}})',
  caption: 'Etapas do quadro',
  outcome: { won: 'Ganho', lost: 'Perda' },
  columns: {
    step: 'Etapa',
    cards: 'Cartões',
    value: 'Valor',
    entered: 'Entradas',
    enteredValue: 'Valor das entradas',
    conversion: 'Conversão',
  },
  conversionOf: '{{share}} ({{advanced}} de {{cards}})',
};

export type ReportKanbanMessages = typeof reportKanbanPtBR;

import type { ReportKanbanPerformanceMessages } from './pt-BR';

export const reportKanbanPerformanceEn: ReportKanbanPerformanceMessages = {
  intro: "Time cards spent in each of the board's steps (average and 90th percentile) and, per person, cards moved, won, value won and average time to win.",
  tiles: {
    moved: 'Moves',
    movedHelp: 'Stays opened in the period: cards moved into a step or created in it.',
    won: 'Won',
    wonHelp: 'Entries into a step marked as won in the period.',
    wonValue: 'Value won',
    wonValueHelp: 'Sum of the value of the cards on their entries into won steps in the period.',
    timeToWin: 'Time to win',
    timeToWinHelp: "Time to win: from the card's first entry on the board to its entry into the won step.",
    timeInStep: 'Time in step',
    timeInStepHelp: 'Time in step: stays that ended in the period, in any step.',
  },
  p90: 'p90 {{value}}',
  chart: 'Time in each step',
  series: { average: 'Average', p90: '90th percentile' },
  caption: 'Performance per person',
  noUser: 'No user recorded',
  columns: {
    user: 'Person',
    moved: 'Moves',
    won: 'Won',
    wonValue: 'Value won',
    timeToWin: 'Average time to win',
    timeToWinP90: 'Time to win p90',
  },
};

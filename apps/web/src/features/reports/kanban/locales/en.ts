import type { ReportKanbanMessages } from './pt-BR';

export const reportKanbanEn: ReportKanbanMessages = {
  intro: "Cards and value in each of the board's steps at the end of the period, cards created, won and lost in the period and the conversion between steps.",
  board: {
    label: 'Board',
    placeholder: 'Choose the board',
    archived: '{{name}} (archived)',
  },
  noBoards: {
    title: 'No kanban board',
    description: 'Create a board in Kanban to see this report.',
  },
  tiles: {
    cards: 'Cards',
    cardsHelp: "Cards in the board's steps at the end of the period.",
    totalValue: 'Value',
    totalValueHelp: "Sum of the value of the cards in the board's steps at the end of the period.",
    created: 'Created',
    createdHelp: 'Cards whose first stay on the board began in the period.',
    won: 'Won',
    wonHelp: 'Entries into a step marked as won in the period (a card won twice counts twice).',
    wonValue: 'Value won',
    wonValueHelp: 'Sum of the value of the cards on their entries into won steps in the period.',
    lost: 'Lost',
    lostHelp: 'Entries into a step marked as lost in the period.',
  },
  definitions: {
    label: 'How it is computed',
    conversion:
      "Conversion of a step: of the cards that entered it in the period, the share that later (by the end of the period) entered a later step of the board that is not a lost step.",
  },
  chart: 'Cards, value and conversion per step',
  series: { cards: 'Cards at the end of the period', entered: 'Entries in the period', value: 'Value at the end of the period' },
  conversionLabel: '{{step}} ({{share}})',
  caption: "The board's steps",
  outcome: { won: 'Won', lost: 'Lost' },
  columns: {
    step: 'Step',
    cards: 'Cards',
    value: 'Value',
    entered: 'Entries',
    enteredValue: 'Value of entries',
    conversion: 'Conversion',
  },
  conversionOf: '{{share}} ({{advanced}} of {{cards}})',
};

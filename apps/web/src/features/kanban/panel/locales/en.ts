import type { kanbanPanelPtBR } from './pt-BR';

export const kanbanPanelEn: typeof kanbanPanelPtBR = {
  add: {
    action: 'Add to kanban',
    title: 'Add to kanban',
    board: 'Board',
    boardPlaceholder: 'Choose the board',
    step: 'Step',
    stepPlaceholder: 'Choose the step',
    value: 'Value (optional)',
    submit: 'Add',
    noBoards: 'No board is available to you.',
    noSteps: 'This board has no steps yet.',
    loadFailed: 'The boards could not be loaded.',
    success: 'Contact added to the board "{{board}}".',
  },
  section: {
    title: 'Kanban',
    loading: 'Loading the contact’s cards…',
    loadFailed: 'The contact’s cards could not be loaded.',
    empty: 'This contact is on no board.',
    list: 'Contact’s cards',
    moveTo: 'Step on board {{board}}',
    moved: 'Card moved to "{{step}}".',
    conflict: 'Someone else changed this card. The contact’s cards were refreshed.',
    archived: 'Board not available for moves',
  },
};

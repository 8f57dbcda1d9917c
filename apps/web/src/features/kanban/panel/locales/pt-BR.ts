// Strings of the kanban in the attendance panel (namespace "kanbanPanel"): "Adicionar ao kanban" on
// an attendance and the contact panel's "Kanban" section.
export const kanbanPanelPtBR = {
  add: {
    action: 'Adicionar ao kanban',
    title: 'Adicionar ao kanban',
    board: 'Quadro',
    boardPlaceholder: 'Escolha o quadro',
    step: 'Etapa',
    stepPlaceholder: 'Escolha a etapa',
    value: 'Valor (opcional)',
    submit: 'Adicionar',
    noBoards: 'Nenhum quadro disponível para você.',
    noSteps: 'Este quadro ainda não tem etapas.',
    loadFailed: 'Não foi possível carregar os quadros.',
    success: 'Contato adicionado ao quadro "{{board}}".',
  },
  section: {
    title: 'Kanban',
    loading: 'Carregando os cartões do contato…',
    loadFailed: 'Não foi possível carregar os cartões do contato.',
    empty: 'Este contato não está em nenhum quadro.',
    list: 'Cartões do contato',
    moveTo: 'Etapa no quadro {{board}}',
    moved: 'Cartão movido para "{{step}}".',
    conflict: 'Este cartão foi alterado por outra pessoa. Os cartões do contato foram atualizados.',
    archived: 'Quadro indisponível para mover',
  },
};

// The kanban module's failures (apps/server/src/modules/kanban): boards, steps, cards and moves.
import { defineErrors } from './define.js';

export const kanbanErrors = defineErrors({
  kanban_not_found: { status: 404, code: 'not_found', message: 'Quadro não encontrado.' },
  kanban_step_not_found: { status: 404, code: 'not_found', message: 'Etapa não encontrada neste quadro.' },
  kanban_card_not_found: { status: 404, code: 'not_found', message: 'Cartão não encontrado neste quadro.' },
  kanban_name_taken: { status: 409, code: 'duplicate', message: 'Já existe um quadro com este nome.' },
  kanban_archived: { status: 409, message: 'Este quadro está arquivado. Desarquive-o para movimentar cartões.' },
  kanban_steps_full: { status: 409, message: 'Um quadro tem no máximo 20 etapas.' },
  kanban_step_order_mismatch: { status: 400, message: 'A nova ordem deve conter todas as etapas do quadro, uma vez cada.' },
  kanban_step_has_cards: { status: 409, message: 'Esta etapa tem cartões. Mova-os para outra etapa antes de excluí-la.' },
  kanban_move_target_same: { status: 400, message: 'Escolha outro quadro para receber os cartões.' },
  kanban_move_target_no_steps: { status: 409, message: 'O quadro de destino não tem etapas para receber os cartões.' },
  // A column's `after` that is not a cursor this server wrote (edited by hand, or from an older version).
  kanban_cursor_invalid: { status: 400, message: 'Página inválida. Recarregue o quadro.' },
  kanban_card_exists: { status: 409, code: 'duplicate', message: 'Este contato já tem um cartão neste quadro.' },
  // Someone else moved or edited the card since the caller read it: the board refreshes.
  kanban_card_conflict: { status: 409, message: 'Este cartão foi alterado por outra pessoa. O quadro foi atualizado.' },
  kanban_neighbour_not_found: { status: 409, code: 'kanban_card_conflict', message: 'Este cartão foi alterado por outra pessoa. O quadro foi atualizado.' },
  // An operator's reach (the board's departments, the contacts they serve).
  kanban_not_available: { status: 403, message: 'Este quadro não está disponível para o seu departamento.' },
  kanban_contact_not_served: { status: 403, message: 'Você só pode usar o kanban com contatos que está atendendo.' },
  // A step action's template.
  kanban_template_not_approved: { status: 400, message: 'Escolha um modelo aprovado pela Meta.' },
  kanban_template_variables: { status: 400, message: 'O modelo tem {count} variável(is) na mensagem; defina o valor de cada uma.' },
  kanban_template_media_header: { status: 400, message: 'Modelos com cabeçalho de mídia não podem ser usados em ações de etapa.' },
  // A step action fills the body's variables only: a header or button variable would go out empty.
  kanban_template_unsupported: { status: 400, message: 'Este modelo tem variáveis no cabeçalho ou nos botões, que a ação de etapa não preenche. Escolha outro modelo.' },
});

// The chatbot module's failures (apps/server/src/modules/chatbot): the owner's edits of the bot's
// settings and menus, checked as one graph, and the editor's dry run. A menu that does not exist is
// "unknown_menu" on the wire whatever names it (an option, the settings, the preview); a channel
// that is not found is channels' channel_not_found.
import { defineErrors } from './define.js';

export const chatbotErrors = defineErrors({
  /** `option`: the option's title. */
  bot_option_menu_unknown: { status: 400, code: 'unknown_menu', message: 'A opção "{option}" leva a um menu que não existe.' },
  /** `option`: the option's title; the ids check's code for a department that is not the channel's. */
  bot_option_department_unknown: { status: 404, code: 'department_not_found', message: 'A opção "{option}" leva a um departamento que não existe.' },
  bot_root_menu_unknown: { status: 400, code: 'unknown_menu', message: 'O menu inicial escolhido não existe.' },
  bot_preview_root_menu_unknown: { status: 400, code: 'unknown_menu', message: 'O menu inicial não existe.' },
  root_menu_required: { status: 400, message: 'Escolha o menu inicial para ativar o bot.' },
  /** `max`: the most menus a bot may have. */
  too_many_menus: { status: 400, message: 'O bot pode ter no máximo {max} menus.' },
  menu_exists: { status: 409, message: 'Já existe um menu com este identificador. Recarregue a página e tente de novo.' },
  menu_id_mismatch: { status: 400, message: 'O identificador do menu não corresponde ao endereço.' },
  bot_default_department_unknown: { status: 404, code: 'department_not_found', message: 'O departamento padrão escolhido não existe.' },
  menu_not_found: { status: 404, code: 'not_found', message: 'Menu não encontrado.' },
  menu_in_use_as_root: { status: 409, code: 'menu_in_use', message: 'Este é o menu inicial do bot. Escolha outro menu inicial antes de excluí-lo.' },
  /** `menus`: the linking menus' names, quoted and comma-separated. */
  menu_in_use_by_options: { status: 409, code: 'menu_in_use', message: 'Outros menus levam a este: {menus}. Altere essas opções antes de excluí-lo.' },
});

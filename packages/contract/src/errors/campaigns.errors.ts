// The campaigns module's failures (apps/server/src/modules/campaigns). An uploaded list's empty,
// headerless or unsupported file answers contact-imports' keys: it is read by the same reader.
import { defineErrors } from './define.js';

export const campaignsErrors = defineErrors({
  campaign_template_unknown: { status: 404, code: 'template_not_found', message: 'Modelo não encontrado neste canal. Sincronize os modelos e escolha um aprovado.' },
  campaign_not_found: { status: 404, code: 'not_found', message: 'Campanha não encontrada.' },
  campaign_not_editable: { status: 409, message: 'Esta campanha já começou a ser enviada e não pode mais ser alterada.' },
  campaign_running: { status: 409, message: 'Cancele a campanha antes de excluí-la.' },
  // A status change its current status does not allow: one message per operation, one wire code.
  campaign_already_sent: { status: 409, code: 'campaign_status', message: 'Esta campanha já foi enviada.' },
  campaign_not_sending: { status: 409, code: 'campaign_status', message: 'Só uma campanha em envio pode ser pausada.' },
  campaign_not_paused: { status: 409, code: 'campaign_status', message: 'Só uma campanha pausada pode ser retomada.' },
  campaign_already_finished: { status: 409, code: 'campaign_status', message: 'Esta campanha já terminou.' },
  /** The scheduler's own start of a due campaign that someone started or cancelled meanwhile (never answered). */
  campaign_already_started: { status: 409, code: 'campaign_status', message: 'já iniciada' },
  // The draft against its template.
  template_not_approved: { status: 400, message: 'O modelo "{template}" não está aprovado pela Meta. Escolha um modelo aprovado.' },
  variables_mismatch: { status: 400, message: 'O modelo "{template}" tem {count} variável(is) na mensagem; defina o valor de cada uma.' },
  header_variable_missing: { status: 400, message: 'Defina o valor da variável do cabeçalho.' },
  header_media_missing: { status: 400, message: 'Informe o link do arquivo do cabeçalho.' },
  button_variable_missing: { status: 400, message: 'Defina o valor da variável do link do botão "{button}".' },
  unknown_template: { status: 400, message: 'O modelo desta campanha foi excluído. Escolha outro modelo.' },
  schedule_in_past: { status: 400, message: 'Escolha uma data e hora no futuro.' },
  // The audience.
  empty_audience: { status: 400, message: 'Nenhum contato no público desta campanha.' },
  audience_kind: { status: 400, message: 'A contagem vale para públicos de contatos; a lista enviada já mostra quantos contatos tem.' },
  campaign_list_unreadable: { status: 400, code: 'unreadable_file', message: 'Não foi possível ler o arquivo. Envie um .csv ou .xlsx válido.' },
  number_column_missing: {
    status: 400,
    message: 'Não encontramos a coluna do número. Dê à coluna um nome como "Número", "Telefone", "Celular" ou "WhatsApp".',
  },
  too_many_rows: { status: 400, message: 'A lista tem mais de {max} linhas. Divida-a em campanhas menores.' },
  no_recipients: { status: 400, message: 'Nenhum número válido na lista.' },
});

// The messages module's failures (apps/server/src/modules/messages): what an operator may send. The
// 24-hour window's refusal is `window_closed` (the web marks the conversation's window closed on it),
// and the send job shows the same text when the provider refuses for that reason. `message_not_found`
// answers a message id that is not the channel's (the ids check, platform/db/owned-ids).
import { defineErrors } from './define.js';

export const messagesErrors = defineErrors({
  window_closed: {
    status: 422,
    message:
      'A janela de 24 horas para mensagens livres está fechada: o cliente não escreve há mais de 24 horas. Envie um modelo de mensagem aprovado (HSM) para retomar a conversa.',
  },
  message_not_found: { status: 404, message: 'Mensagem não encontrada.' },
  unknown_reaction_target: { status: 400, message: 'A mensagem da reação não pertence a este atendimento.' },
  reaction_target_pending: { status: 409, message: 'Aguarde a mensagem ser enviada ao WhatsApp para reagir a ela.' },
  /** A file id that is not the channel's: the ids check's code, with what to do. */
  send_media_not_found: { status: 404, code: 'media_not_found', message: 'Arquivo não encontrado. Envie o arquivo novamente.' },
  /** The channel's file, but not an upload ready to send. */
  unknown_media: { status: 400, message: 'Arquivo não encontrado. Envie o arquivo novamente.' },
  /** A product id that is not the company's (tenancy), answered with the catalogue's code. */
  send_product_not_found: { status: 404, code: 'product_not_found', message: 'Produto não encontrado.' },
  send_product_hidden: { status: 422, message: 'O produto "{name}" está oculto no catálogo e não pode ser enviado.' },
  channel_mismatch: { status: 403, message: 'Você só pode enviar modelos pelo seu próprio canal.' },
  contact_required: { status: 400, message: 'Informe o número do contato.' },
});

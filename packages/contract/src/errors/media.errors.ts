// The media module's failures (apps/server/src/modules/media): uploads checked against what WhatsApp
// accepts per type, and the files served by signed link. {kind} is the type in pt-BR (imagem, áudio,
// vídeo, documento, figurinha). `media_not_found` answers a file id that is not the channel's (the
// ids check, platform/db/owned-ids); `media_missing` is the module's own 404, under the shared code.
// A missing or unnamed file part is common's upload_not_multipart / upload_without_file.
import { defineErrors } from './define.js';

export const mediaErrors = defineErrors({
  /** `claimed`: the type the sender gave, which the bytes do not bear out. */
  media_not_what_it_claims: {
    status: 415,
    code: 'unsupported_media_type',
    message: 'O conteúdo deste arquivo não é de fato {claimed}: envie o arquivo original para mandá-lo como {kind}.',
  },
  /** `type`: the file's type (or "este formato"); `accepted`: the types WhatsApp takes for the kind. */
  media_type_not_accepted: {
    status: 415,
    code: 'unsupported_media_type',
    message: 'O WhatsApp não aceita {type} como {kind}. Formatos aceitos: {accepted}.',
  },
  /** `limit`: WhatsApp's cap for the kind ("5 MB", "500 KB"). */
  media_too_large: { status: 413, code: 'file_too_large', message: 'Arquivo grande demais: o WhatsApp aceita {kind} de até {limit}.' },
  /** `type`: the stored file's type. */
  media_type_mismatch: { status: 400, message: 'Este arquivo ({type}) não pode ser enviado como {kind}.' },
  media_empty_file: { status: 400, code: 'empty_file', message: 'O arquivo está vazio.' },
  media_link_expired: { status: 403, message: 'Este link de mídia expirou. Abra a conversa novamente.' },
  media_link_invalid: { status: 403, message: 'Link de mídia inválido.' },
  media_not_found: { status: 404, message: 'Arquivo não encontrado.' },
  media_missing: { status: 404, code: 'not_found', message: 'Arquivo não encontrado.' },
  media_pending: { status: 409, message: 'O arquivo ainda está sendo baixado do WhatsApp.' },
  media_failed: { status: 410, message: 'Não foi possível baixar este arquivo do WhatsApp.' },
});

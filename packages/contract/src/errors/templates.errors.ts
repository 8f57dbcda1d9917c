// The templates module's failures (apps/server/src/modules/templates). The provider's refusals name
// who refused (Meta or Gupshup), one key each; a media header's sample is checked as the contract's
// headerSampleProblem checks it in the browser, with the same words.
import { defineErrors } from './define.js';

export const templatesErrors = defineErrors({
  templates_channel_not_found: { status: 404, code: 'not_found', message: 'Canal não encontrado.' },
  template_not_found: { status: 404, code: 'not_found', message: 'Modelo não encontrado.' },
  templates_unsupported: { status: 400, message: 'Modelos de mensagem existem só em canais da API oficial (Cloud API ou Gupshup) e no simulador.' },
  templates_waba_missing: { status: 400, code: 'templates_unavailable', message: 'Informe o ID da conta do WhatsApp Business (WABA) nas credenciais do canal.' },
  templates_unavailable: { status: 400, message: 'Este provedor ainda não permite gerenciar modelos por aqui.' },
  template_exists: { status: 409, message: 'Já existe um modelo com este nome neste idioma.' },
  template_variable_types_mismatch: { status: 400, code: 'validation_error', message: 'Informe o tipo de cada variável da mensagem: o modelo tem {count}.' },
  // The provider's answer, as the owner should read it ({what}: "o modelo", "o arquivo de exemplo").
  template_meta_auth: { status: 502, code: 'provider_auth', message: 'As credenciais do canal foram recusadas pela Meta. Atualize o token de acesso em Gerenciar › Canal.' },
  template_gupshup_auth: { status: 502, code: 'provider_auth', message: 'As credenciais do canal foram recusadas pela Gupshup. Atualize a chave da API em Gerenciar › Canal.' },
  template_meta_rejected: { status: 422, code: 'provider_rejected', message: 'A Meta recusou {what}: {details}' },
  template_gupshup_rejected: { status: 422, code: 'provider_rejected', message: 'A Gupshup recusou {what}: {details}' },
  template_meta_unavailable: { status: 502, code: 'provider_unavailable', message: 'A Meta não respondeu agora. Tente novamente em instantes.' },
  template_gupshup_unavailable: { status: 502, code: 'provider_unavailable', message: 'A Gupshup não respondeu agora. Tente novamente em instantes.' },
  // A media header's sample file ({kind}: imagem, vídeo, documento; {label}: JPEG ou PNG, MP4, PDF).
  template_sample_unsupported: { status: 400, message: 'Este provedor não recebe arquivos de exemplo por aqui.' },
  template_sample_by_link: {
    status: 400,
    code: 'template_sample_unsupported',
    message: 'A Gupshup recebe o exemplo de mídia do cabeçalho por link: informe o link público do arquivo no lugar do upload.',
  },
  template_sample_wrong_type: { status: 415, code: 'unsupported_media_type', message: 'O exemplo de um cabeçalho de {kind} precisa ser {label}.' },
  template_sample_too_large: { status: 413, code: 'file_too_large', message: 'Arquivo grande demais: o exemplo de um cabeçalho de {kind} tem até {megabytes} MB.' },
  template_sample_empty: { status: 400, code: 'file_empty', message: 'O arquivo de exemplo está vazio.' },
  template_sample_not_its_type: {
    status: 415,
    code: 'unsupported_media_type',
    message: 'O conteúdo de "{fileName}" não é {label}: envie o arquivo original, sem só trocar a extensão.',
  },
  template_sample_simulator_type: { status: 415, code: 'unsupported_media_type', message: 'O simulador, como a Meta, aceita exemplos JPEG, PNG, MP4 ou PDF.' },
});

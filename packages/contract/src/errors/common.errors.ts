// Failures any route may answer, raised by the platform (auth, validation, limits, outages).
import { defineErrors } from './define.js';

export const commonErrors = defineErrors({
  bad_request: { status: 400, message: 'Requisição inválida.' },
  invalid_json: { status: 400, code: 'bad_request', message: 'O corpo da requisição não é um JSON válido.' },
  validation_error: { status: 400, message: 'Dados inválidos.' },
  invalid_characters: { status: 400, message: 'O texto enviado contém caracteres inválidos.' },
  unauthorized: { status: 401, message: 'Sessão expirada ou inválida. Entre novamente.' },
  forbidden: { status: 403, message: 'Você não tem permissão para acessar este recurso.' },
  not_found: { status: 404, message: 'Registro não encontrado.' },
  route_not_found: { status: 404, code: 'not_found', message: 'Recurso não encontrado.' },
  method_not_allowed: { status: 405, message: 'Método não permitido.' },
  payload_too_large: { status: 413, message: 'O conteúdo enviado é grande demais.' },
  unsupported_media_type: { status: 415, message: 'Formato de conteúdo não suportado.' },
  too_many_requests: { status: 429, message: 'Muitas requisições. Aguarde um pouco e tente novamente.' },
  route_missing: { status: 404, code: 'not_found', message: 'Rota não encontrada: {method} {url}' },
  malformed_request: { status: 400, code: 'bad_request', message: 'Requisição HTTP malformada.' },
  request_timeout: { status: 408, message: 'A requisição demorou demais para chegar.' },
  request_header_fields_too_large: { status: 431, message: 'Os cabeçalhos da requisição são grandes demais.' },
  // Sessions and access (platform/http/access.ts).
  embed_token_scope: { status: 403, message: 'O acesso do chat incorporado não permite esta operação.' },
  module_disabled: { status: 403, message: 'Este módulo não está habilitado para o canal.' },
  channel_required: { status: 403, message: 'Esta operação exige um usuário de canal.' },
  path_channel_not_found: { status: 404, code: 'not_found', message: 'Canal não encontrado.' },
  // The ids check (platform/db/owned-ids.ts) for entities whose module answers a shared code.
  owned_template_missing: { status: 404, code: 'template_not_found', message: 'Modelo não encontrado.' },
  owned_attendance_missing: { status: 404, code: 'attendance_not_found', message: 'Atendimento não encontrado.' },
  // Uploads (platform/http/uploaded-file.ts, multipart-errors.ts).
  upload_not_multipart: { status: 400, code: 'file_required', message: 'Envie {what} como multipart/form-data no campo "file".' },
  upload_without_file: { status: 400, code: 'file_required', message: 'Envie {what} no campo "file".' },
  upload_over_limit: { status: 413, code: 'file_too_large', message: 'O arquivo passa do limite de {megabytes} MB.' },
  multipart_broken: { status: 400, code: 'bad_multipart', message: 'O envio do arquivo chegou incompleto ou malformado. Tente enviar de novo.' },
  multipart_wrong_type: { status: 400, code: 'bad_multipart', message: 'Envie o arquivo como multipart/form-data.' },
  multipart_bad_json_field: { status: 400, code: 'bad_multipart', message: 'Um campo JSON do envio não é um JSON válido.' },
  multipart_file_too_large: { status: 413, code: 'file_too_large', message: 'O arquivo passa do limite de tamanho permitido.' },
  too_many_parts: { status: 413, message: 'O envio tem partes demais (arquivos e campos).' },
  too_many_files: { status: 413, message: 'O envio tem arquivos demais.' },
  too_many_fields: { status: 413, message: 'O envio tem campos demais.' },
  internal_error: { status: 500, message: 'Erro interno no servidor. Tente novamente.' },
  database_unavailable: { status: 503, message: 'O banco de dados está indisponível no momento. Tente novamente em instantes.' },
});

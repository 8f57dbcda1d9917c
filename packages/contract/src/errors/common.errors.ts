// Failures any route may answer, raised by the platform (auth, validation, limits, outages).
import { defineErrors } from './define.js';

export const commonErrors = defineErrors({
  bad_request: { status: 400, message: 'Requisição inválida.' },
  invalid_json: { status: 400, code: 'bad_request', message: 'O corpo da requisição não é um JSON válido.' },
  validation_error: { status: 400, message: 'Dados inválidos.' },
  unauthorized: { status: 401, message: 'Sessão expirada ou inválida. Entre novamente.' },
  forbidden: { status: 403, message: 'Você não tem permissão para acessar este recurso.' },
  not_found: { status: 404, message: 'Registro não encontrado.' },
  route_not_found: { status: 404, code: 'not_found', message: 'Recurso não encontrado.' },
  method_not_allowed: { status: 405, message: 'Método não permitido.' },
  payload_too_large: { status: 413, message: 'O conteúdo enviado é grande demais.' },
  unsupported_media_type: { status: 415, message: 'Formato de conteúdo não suportado.' },
  too_many_requests: { status: 429, message: 'Muitas requisições. Aguarde um pouco e tente novamente.' },
  internal_error: { status: 500, message: 'Erro interno no servidor. Tente novamente.' },
  database_unavailable: { status: 503, message: 'O banco de dados está indisponível no momento. Tente novamente em instantes.' },
});

// The webhooks module's failures (apps/server/src/modules/webhooks): reception refuses what it cannot
// verify or store. An unknown account and a bad signature are the same 401 (no oracle of which
// numbers exist here), except on the trusted simulator page; a body that is not JSON is common's
// invalid_json.
import { defineErrors } from './define.js';

export const webhooksErrors = defineErrors({
  bad_signature: { status: 401, message: 'Assinatura do webhook inválida.' },
  unknown_account: { status: 404, message: 'Canal não encontrado para este número.' },
  webhook_unknown_format: { status: 400, code: 'bad_webhook', message: 'Webhook em formato desconhecido.' },
  webhook_refused_by_database: { status: 400, code: 'bad_webhook', message: 'O webhook contém dados que o banco de dados não aceita.' },
  /** Meta's verification handshake with a token no Cloud channel has. */
  webhook_verify_token_invalid: { status: 403, code: 'forbidden', message: 'Token de verificação inválido.' },
});

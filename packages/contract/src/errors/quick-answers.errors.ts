// The quick-answers module's failures (apps/server/src/modules/quick-answers).
import { defineErrors } from './define.js';

export const quickAnswersErrors = defineErrors({
  quick_answer_not_found: { status: 404, code: 'not_found', message: 'Resposta rápida não encontrada.' },
  quick_answer_shortcut_taken: { status: 409, message: 'Já existe uma resposta rápida com este atalho.' },
});

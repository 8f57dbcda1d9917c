// The simulator module's failures (apps/server/src/modules/simulator): who may play the customer's
// phone and what it may attach. Its other upload refusals are media's (an image WhatsApp would not
// take, too large, empty) and common's (no file part).
import { defineErrors } from './define.js';

export const simulatorErrors = defineErrors({
  simulator_forbidden: { status: 403, message: 'O simulador só pode ser usado nesta máquina ou com o segredo do canal (?segredo=…).' },
  /** `megabytes`: the simulator's cap for a document. */
  simulator_document_too_large: { status: 413, code: 'file_too_large', message: 'Arquivo grande demais: o simulador aceita documento de até {megabytes} MB.' },
});

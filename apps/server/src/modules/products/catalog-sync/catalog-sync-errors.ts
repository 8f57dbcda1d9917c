// Meta's answers to a catalog batch, as the pt-BR sentence /catalogConfig shows in the sync status.
// Meta's own text is kept (it says which field is wrong); codes from the items_batch reference
// (100 invalid parameter, 200 permission, 190 token, 80014 too many calls) and Graph's usual 10.
import { ProviderError } from '../../../providers/provider.port.js';

/** How many refused items the status names before "e mais N". */
const NAMED_REJECTIONS = 3;

export function rejectionMessage(rejected: ReadonlyArray<{ retailerId: string; message: string }>): string | null {
  if (rejected.length === 0) return null;
  const named = rejected.slice(0, NAMED_REJECTIONS).map((r) => `A Meta recusou o produto ${r.retailerId}: ${r.message}`);
  const rest = rejected.length - NAMED_REJECTIONS;
  return rest > 0 ? `${named.join(' ')} (e mais ${rest} produto(s)).` : named.join(' ');
}

export function batchFailureMessage(error: unknown, catalogId: string): string {
  if (!(error instanceof ProviderError)) return 'Não foi possível enviar os produtos ao catálogo da Meta (erro interno).';
  const said = error.details ? `${error.message} (${error.details})` : error.message;
  if (error.code === 190 || (error.kind === 'auth' && error.httpStatus === 401)) return `O token do canal foi recusado pela Meta (expirado ou revogado): ${said}`;
  if (error.code === 200 || error.code === 10 || error.httpStatus === 403) return `Token sem permissão para o catálogo ${catalogId}: ${said}`;
  if (error.retryable) return `A Meta não respondeu ao envio do catálogo (nova tentativa em instantes): ${said}`;
  return `A Meta recusou o envio ao catálogo ${catalogId}: ${said}`;
}

const produtos = (n: number): string => (n === 1 ? '1 produto' : `${n} produtos`);

/** Meta still had not finished a batch after every check: the items' fate is in Commerce Manager. */
export function batchGaveUpMessage(itemCount: number, checks: number): string {
  return `A Meta não terminou de processar um lote de ${produtos(itemCount)} depois de ${checks} verificações; confira o catálogo no Commerce Manager ou use "Sincronizar agora".`;
}

/** Meta ended a batch with status error or canceled: some items may not have been saved. */
export function batchEndedMessage(itemCount: number, status: string, batchErrors: readonly string[]): string {
  const said = batchErrors.length > 0 ? ` (${batchErrors.join(' ')})` : '';
  return `A Meta interrompeu o processamento de um lote de ${produtos(itemCount)} (status "${status}")${said}: alguns podem não ter sido salvos. Use "Sincronizar agora" para enviá-los de novo.`;
}

/** Meta counted more refusals than it listed with their retailer ids. */
export function unlistedRejectionsMessage(listed: number, total: number): string {
  return `A Meta recusou ${produtos(total)} de um lote, mas só informou o motivo de ${listed}: veja os outros no Commerce Manager.`;
}

export function batchStatusFailureMessage(error: unknown, catalogId: string): string {
  if (!(error instanceof ProviderError)) return 'Não foi possível consultar o processamento do lote na Meta (erro interno).';
  return `Não foi possível consultar o processamento do lote na Meta: ${batchFailureMessage(error, catalogId)}`;
}

export function listFailureMessage(error: unknown, catalogId: string): string {
  const said = error instanceof ProviderError ? batchFailureMessage(error, catalogId) : 'erro interno.';
  return `Não foi possível listar os itens do catálogo da Meta para remover os que não existem aqui: ${said}`;
}

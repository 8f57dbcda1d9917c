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

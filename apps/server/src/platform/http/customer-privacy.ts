// Every API answer to an operator with privacy on passes through the customer-number mask before it
// is serialized (platform/privacy/customer-numbers.ts says what is masked), so no route has to
// remember it.
import type { FastifyInstance } from 'fastify';
import { maskCustomerNumbers, masksNumbers } from '../privacy/customer-numbers.js';

export function registerCustomerPrivacy(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, _reply, payload) => (masksNumbers(request.principal) ? maskCustomerNumbers(payload) : payload));
}

// Who is calling a kanban route, as the services need it: the tenant, the name the history keeps,
// and whether the reach of an operator applies (the owner and managers let through by the route's
// permissions reach every board and card of the channel).
import type { FastifyRequest } from 'fastify';
import { principalOf, tenantOf } from '../../platform/http/access.js';

export type KanbanCaller = {
  channelId: string;
  userId: string;
  userName: string;
  /** Set for operators: their reach (departments, served contacts) limits what they touch. */
  operatorId: string | null;
  /** An operator's reach applies (false for the owner and managers). */
  limited: boolean;
};

export function kanbanCallerOf(request: FastifyRequest): KanbanCaller {
  const principal = principalOf(request);
  return {
    channelId: tenantOf(request),
    userId: principal.userId,
    userName: principal.name,
    operatorId: principal.operatorId,
    limited: principal.role === 'operator',
  };
}

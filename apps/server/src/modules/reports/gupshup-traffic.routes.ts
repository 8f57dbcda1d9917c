// GET /api/report/gupshup-traffic (/reportGupshupTraffic, spec sections 2, 7 and 9): a channel's
// messages per day by direction, type and pricing category, 10 days per page. The owner, managers with
// ReportGupshupTraffic (or Reports, like every report), and admins for the channel they choose.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema, gupshupTrafficQuerySchema, gupshupTrafficResponseSchema } from '@atende/contract';
import { principalOf, type RouteAccessRule } from '../../platform/http/access.js';
import type { GupshupTrafficService } from './gupshup-traffic.service.js';

const access: RouteAccessRule = { roles: ['channel', 'admin'], permissions: ['ReportGupshupTraffic', 'Reports'] };

export function gupshupTrafficRoutes(app: FastifyInstance, traffic: GupshupTrafficService): void {
  app.withTypeProvider<ZodTypeProvider>().get('/api/report/gupshup-traffic', {
    config: { access },
    schema: {
      tags: ['relatórios'],
      summary: 'Tráfego do canal por dia (10 dias por página): recebidas, enviadas, por tipo e por categoria de cobrança',
      description:
        'Dias no fuso do canal, do mais recente ao mais antigo, com os totais do período. Administradores informam channelId. ' +
        'Com GUPSHUP_PARTNER_TOKEN e o appId do canal, inclui o relatório de uso da Gupshup dos dias da página.',
      querystring: gupshupTrafficQuerySchema,
      response: { 200: gupshupTrafficResponseSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
    },
    handler: (request) => traffic.report(principalOf(request), request.query),
  });
}

// /api/dashboard: today's numbers and the last 7 days with each operator's load, for the owner and the
// channel's managers (the /main screen).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardTodayResponseSchema, dashboardWeekResponseSchema, errorBodySchema } from '@atende/contract';
import { tenantOf } from '../../platform/http/access.js';
import type { DashboardService } from './dashboard.service.js';

export function dashboardRoutes(app: FastifyInstance, dashboard: DashboardService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/dashboard/today', {
    config: { access: { roles: ['channel', 'channel_manager'] } },
    schema: {
      tags: ['painel'],
      summary: 'Números de hoje do canal (fuso do canal): atendimentos por status, abertos agora, operadores online, espera média',
      response: { 200: dashboardTodayResponseSchema, 401: errorBodySchema, 403: errorBodySchema },
    },
    handler: async (request) => ({ statusCode: 200, dashboard: await dashboard.today(tenantOf(request)) }),
  });

  r.get('/api/dashboard/week', {
    config: { access: { roles: ['channel', 'channel_manager'] } },
    schema: {
      tags: ['painel'],
      summary: 'Últimos 7 dias do canal (fuso do canal): abertos, finalizados, TME e TMA por dia; e a carga atual de cada operador',
      response: { 200: dashboardWeekResponseSchema, 401: errorBodySchema, 403: errorBodySchema },
    },
    handler: async (request) => ({ statusCode: 200, week: await dashboard.week(tenantOf(request)) }),
  });
}

// /reportStats' API: the period's volume, per day, the inbound heatmap and each operator's productivity.
import type { FastifyInstance } from 'fastify';
import { statsReportPageSchema, statsReportSummarySchema } from '@atende/contract';
import { registerReportRoutes } from './report-routes.js';
import type { StatsReportService } from './stats-report.service.js';

export function statsReportRoutes(app: FastifyInstance, service: StatsReportService): void {
  registerReportRoutes(app, 'stats', service, {
    summary: {
      schema: statsReportSummarySchema,
      summary: 'Estatísticas: mensagens recebidas e enviadas, novos contatos, atendimentos abertos, finalizados, abandonados e resolvidos só pelo bot, por dia, e o mapa de calor das recebidas',
      description:
        'Dias e horas no fuso do canal; mapa de calor: heatmap[dia da semana][hora], 0 = domingo. Os atendimentos seguem todos os filtros; ' +
        'as mensagens só o período e o operador (com operador, só as enviadas por ele); novos contatos: período, etiqueta e busca de contato.',
    },
    page: {
      schema: statsReportPageSchema,
      summary: 'Estatísticas: produtividade de cada operador (finalizados, mensagens enviadas, TMA, tempo online no período), paginado',
      description: 'Operadores excluídos aparecem quando têm números no período.',
    },
  });
}

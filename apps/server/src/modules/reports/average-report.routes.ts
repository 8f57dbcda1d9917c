// /reportAverage's API (TME/TMA): the period's figures, by department, the trend per day, and the table
// by operator or department.
import type { FastifyInstance } from 'fastify';
import { averageReportPageSchema, averageReportSummarySchema } from '@atende/contract';
import type { AverageReportService } from './average-report.service.js';
import { registerReportRoutes } from './report-routes.js';

const definitions =
  'TME: da entrada na fila (ou da abertura, sem fila) até a atribuição, no dia da atribuição. TMA: da atribuição ao término, no dia do término. ' +
  'Primeira resposta: da atribuição à primeira mensagem do operador, no dia dessa mensagem. p90 estimado por faixas (≈).';

export function averageReportRoutes(app: FastifyInstance, service: AverageReportService): void {
  registerReportRoutes(app, 'average', service, {
    summary: { schema: averageReportSummarySchema, summary: 'TME/TMA: médias e p90 do período, por departamento e por dia', description: definitions },
    page: {
      schema: averageReportPageSchema,
      summary: 'TME/TMA por operador (padrão) ou por departamento (grouping), paginado',
      description: `${definitions} Operadores excluídos mantêm o nome.`,
    },
  });
}

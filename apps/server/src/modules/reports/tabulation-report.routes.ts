// /reportTabulation's API: finished attendances per tabulation (the chart) and per tabulation ×
// operator × department (the table).
import type { FastifyInstance } from 'fastify';
import { tabulationReportPageSchema, tabulationReportSummarySchema } from '@atende/contract';
import type { TabulationReportService } from './tabulation-report.service.js';
import { registerReportRoutes } from './report-routes.js';

export function tabulationReportRoutes(app: FastifyInstance, service: TabulationReportService): void {
  registerReportRoutes(app, 'tabulation', service, {
    summary: {
      schema: tabulationReportSummarySchema,
      summary: 'Tabulações: atendimentos finalizados no período por tabulação, com a participação de cada uma (mais usadas primeiro)',
      description: 'Conta os finalizados no dia do término (fuso do canal); abandonados não contam.',
    },
    page: { schema: tabulationReportPageSchema, summary: 'Tabulações por operador e departamento, com a participação no total da tabulação (paginado)' },
  });
}

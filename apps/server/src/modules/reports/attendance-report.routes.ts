// /reportAttendance's API: the period's figures and chart, and the attendances opened in it.
import type { FastifyInstance } from 'fastify';
import { attendanceReportPageSchema, attendanceReportSummarySchema } from '@atende/contract';
import type { AttendanceReportService } from './attendance-report.service.js';
import { registerReportRoutes } from './report-routes.js';

export function attendanceReportRoutes(app: FastifyInstance, service: AttendanceReportService): void {
  registerReportRoutes(app, 'attendance', service, {
    summary: {
      schema: attendanceReportSummarySchema,
      summary: 'Relatório de atendimentos: abertos, finalizados, abandonados, TME/TMA/primeira resposta (média e p90) e gráfico por dia e status',
      description:
        'Dias no fuso do canal. Cada medida conta no dia do seu momento: abertura, atribuição, primeira resposta, término. ' +
        'O gráfico conta os abertos de cada dia pelo status atual.',
    },
    page: {
      schema: attendanceReportPageSchema,
      summary: 'Relatório de atendimentos: os abertos no período, mais recentes primeiro (paginado)',
      description: 'Com filtro de etiqueta ou de contato, o total é contado até 10.000.',
    },
  });
}

// /reportSurvey's API: the satisfaction survey's figures of the period and each answer with its comment.
import type { FastifyInstance } from 'fastify';
import { surveyAnswersPageSchema, surveyReportSummarySchema } from '@atende/contract';
import { registerReportRoutes } from './report-routes.js';
import type { SurveyReportService } from './survey-report.service.js';

export function surveyReportRoutes(app: FastifyInstance, service: SurveyReportService): void {
  registerReportRoutes(app, 'survey', service, {
    summary: {
      schema: surveyReportSummarySchema,
      summary: 'Pesquisa de satisfação: enviadas, respostas, nota média, CSAT (notas 4 e 5) e distribuição de 1 a 5, por operador e departamento',
      description:
        'Enviadas: pela data de envio; respostas: pela data da resposta (com nota), em dias do fuso do canal. Operador e departamento: os da pesquisa ' +
        '(quem finalizou); etiqueta, nome ou número: do contato; tabulação e status: do atendimento.',
    },
    page: { schema: surveyAnswersPageSchema, summary: 'Pesquisa de satisfação: cada resposta do período com nota e comentário, mais recentes primeiro (paginado)' },
  });
}

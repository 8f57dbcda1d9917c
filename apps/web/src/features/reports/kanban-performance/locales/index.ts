import { registerLocales } from '@/shared/i18n/i18n';
import { reportKanbanPerformancePtBR } from './pt-BR';
import { reportKanbanPerformanceEn } from './en';

export const reportKanbanPerformanceNamespace = 'reportKanbanPerformance';
export const reportKanbanPerformanceLocales = { 'pt-BR': reportKanbanPerformancePtBR, en: reportKanbanPerformanceEn };
registerLocales(reportKanbanPerformanceNamespace, reportKanbanPerformanceLocales);

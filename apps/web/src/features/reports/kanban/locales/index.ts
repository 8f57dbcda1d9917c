import { registerLocales } from '@/shared/i18n/i18n';
import { reportKanbanPtBR } from './pt-BR';
import { reportKanbanEn } from './en';

export const reportKanbanNamespace = 'reportKanban';
export const reportKanbanLocales = { 'pt-BR': reportKanbanPtBR, en: reportKanbanEn };
registerLocales(reportKanbanNamespace, reportKanbanLocales);

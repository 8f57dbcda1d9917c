import { registerLocales } from '@/shared/i18n/i18n';
import { reportAveragePtBR } from './pt-BR';
import { reportAverageEn } from './en';

export const reportAverageNamespace = 'reportAverage';
export const reportAverageLocales = { 'pt-BR': reportAveragePtBR, en: reportAverageEn };
registerLocales(reportAverageNamespace, reportAverageLocales);

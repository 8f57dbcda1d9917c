import { registerLocales } from '@/shared/i18n/i18n';
import { reportStatsPtBR } from './pt-BR';
import { reportStatsEn } from './en';

export const reportStatsNamespace = 'reportStats';
export const reportStatsLocales = { 'pt-BR': reportStatsPtBR, en: reportStatsEn };
registerLocales(reportStatsNamespace, reportStatsLocales);

import { registerLocales } from '@/shared/i18n/i18n';
import { reportAccessLogPtBR } from './pt-BR';
import { reportAccessLogEn } from './en';

export const reportAccessLogNamespace = 'reportAccessLog';
export const reportAccessLogLocales = { 'pt-BR': reportAccessLogPtBR, en: reportAccessLogEn };
registerLocales(reportAccessLogNamespace, reportAccessLogLocales);

import { registerLocales } from '@/shared/i18n/i18n';
import { reportTabulationPtBR } from './pt-BR';
import { reportTabulationEn } from './en';

export const reportTabulationNamespace = 'reportTabulation';
export const reportTabulationLocales = { 'pt-BR': reportTabulationPtBR, en: reportTabulationEn };
registerLocales(reportTabulationNamespace, reportTabulationLocales);

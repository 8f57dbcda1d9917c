import { registerLocales } from '@/shared/i18n/i18n';
import { reportSurveyPtBR } from './pt-BR';
import { reportSurveyEn } from './en';

export const reportSurveyNamespace = 'reportSurvey';
export const reportSurveyLocales = { 'pt-BR': reportSurveyPtBR, en: reportSurveyEn };
registerLocales(reportSurveyNamespace, reportSurveyLocales);

import { registerLocales } from '@/shared/i18n/i18n';
import { accessLogPtBR } from './pt-BR';
import { accessLogEn } from './en';

export const accessLogNamespace = 'accessLog';
export const accessLogLocales = { 'pt-BR': accessLogPtBR, en: accessLogEn };
registerLocales(accessLogNamespace, accessLogLocales);

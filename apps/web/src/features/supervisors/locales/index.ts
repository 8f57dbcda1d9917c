import { registerLocales } from '@/shared/i18n/i18n';
import { supervisorsPtBR } from './pt-BR';
import { supervisorsEn } from './en';

export const supervisorsNamespace = 'supervisors';
export const supervisorsLocales = { 'pt-BR': supervisorsPtBR, en: supervisorsEn };
registerLocales(supervisorsNamespace, supervisorsLocales);

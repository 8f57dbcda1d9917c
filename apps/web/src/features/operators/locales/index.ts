import { registerLocales } from '@/shared/i18n/i18n';
import { operatorsPtBR } from './pt-BR';
import { operatorsEn } from './en';

export const operatorsNamespace = 'operators';
export const operatorsLocales = { 'pt-BR': operatorsPtBR, en: operatorsEn };
registerLocales(operatorsNamespace, operatorsLocales);

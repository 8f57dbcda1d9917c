import { registerLocales } from '@/shared/i18n/i18n';
import { templatesPtBR } from './pt-BR';
import { templatesEn } from './en';

export const templatesNamespace = 'templates';
export const templatesLocales = { 'pt-BR': templatesPtBR, en: templatesEn };
registerLocales(templatesNamespace, templatesLocales);

import { registerLocales } from '@/shared/i18n/i18n';
import { reportsKitPtBR } from './pt-BR';
import { reportsKitEn } from './en';

export const reportsKitNamespace = 'reportsKit';
export const reportsKitLocales = { 'pt-BR': reportsKitPtBR, en: reportsKitEn };
registerLocales(reportsKitNamespace, reportsKitLocales);

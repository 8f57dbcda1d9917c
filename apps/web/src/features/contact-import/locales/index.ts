import { registerLocales } from '@/shared/i18n/i18n';
import { contactImportPtBR } from './pt-BR';
import { contactImportEn } from './en';

export const contactImportNamespace = 'contactImport';
export const contactImportLocales = { 'pt-BR': contactImportPtBR, en: contactImportEn };
registerLocales(contactImportNamespace, contactImportLocales);

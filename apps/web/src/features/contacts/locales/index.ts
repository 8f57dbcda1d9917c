import { registerLocales } from '@/shared/i18n/i18n';
import { contactsPtBR } from './pt-BR';
import { contactsEn } from './en';

export const contactsNamespace = 'contacts';
export const contactsLocales = { 'pt-BR': contactsPtBR, en: contactsEn };
registerLocales(contactsNamespace, contactsLocales);

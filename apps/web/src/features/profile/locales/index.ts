import { registerLocales } from '@/shared/i18n/i18n';
import { profilePtBR } from './pt-BR';
import { profileEn } from './en';

export const profileNamespace = 'profile';
export const profileLocales = { 'pt-BR': profilePtBR, en: profileEn };
registerLocales(profileNamespace, profileLocales);

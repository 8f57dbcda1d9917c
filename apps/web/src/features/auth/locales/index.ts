import { registerLocales } from '@/shared/i18n/i18n';
import { authPtBR } from './pt-BR';
import { authEn } from './en';

export const authNamespace = 'auth';
export const authLocales = { 'pt-BR': authPtBR, en: authEn };
registerLocales(authNamespace, authLocales);

import { registerLocales } from '@/shared/i18n/i18n';
import { embedPtBR } from './pt-BR';
import { embedEn } from './en';

export const embedNamespace = 'embed';
registerLocales(embedNamespace, { 'pt-BR': embedPtBR, en: embedEn });

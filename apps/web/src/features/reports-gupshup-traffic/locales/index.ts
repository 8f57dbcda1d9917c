import { registerLocales } from '@/shared/i18n/i18n';
import { gupshupTrafficPtBR } from './pt-BR';
import { gupshupTrafficEn } from './en';

export const gupshupTrafficNamespace = 'gupshupTraffic';
export const gupshupTrafficLocales = { 'pt-BR': gupshupTrafficPtBR, en: gupshupTrafficEn };
registerLocales(gupshupTrafficNamespace, gupshupTrafficLocales);

import { registerLocales } from '@/shared/i18n/i18n';
import { channelsPtBR } from './pt-BR';
import { channelsEn } from './en';

export const channelsNamespace = 'channels';
export const channelsLocales = { 'pt-BR': channelsPtBR, en: channelsEn };
registerLocales(channelsNamespace, channelsLocales);

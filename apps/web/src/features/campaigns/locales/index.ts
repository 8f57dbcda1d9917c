import { registerLocales } from '@/shared/i18n/i18n';
import { campaignsPtBR } from './pt-BR';
import { campaignsEn } from './en';

export const campaignsNamespace = 'campaigns';
export const campaignsLocales = { 'pt-BR': campaignsPtBR, en: campaignsEn };
registerLocales(campaignsNamespace, campaignsLocales);

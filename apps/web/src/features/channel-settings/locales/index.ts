import { registerLocales } from '@/shared/i18n/i18n';
import { channelSettingsPtBR } from './pt-BR';
import { channelSettingsEn } from './en';

export const channelSettingsNamespace = 'channelSettings';
export const channelSettingsLocales = { 'pt-BR': channelSettingsPtBR, en: channelSettingsEn };
registerLocales(channelSettingsNamespace, channelSettingsLocales);

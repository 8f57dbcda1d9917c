import { registerLocales } from '@/shared/i18n/i18n';
import { simulatorPtBR } from './pt-BR';
import { simulatorEn } from './en';

export const simulatorNamespace = 'simulator';
registerLocales(simulatorNamespace, { 'pt-BR': simulatorPtBR, en: simulatorEn });

import { registerLocales } from '@/shared/i18n/i18n';
import { dashboardPtBR } from './pt-BR';
import { dashboardEn } from './en';

export const dashboardNamespace = 'dashboard';
export const dashboardLocales = { 'pt-BR': dashboardPtBR, en: dashboardEn };
registerLocales(dashboardNamespace, dashboardLocales);

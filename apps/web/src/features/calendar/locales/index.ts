import { registerLocales } from '@/shared/i18n/i18n';
import { calendarPtBR } from './pt-BR';
import { calendarEn } from './en';

export const calendarNamespace = 'calendar';
export const calendarLocales = { 'pt-BR': calendarPtBR, en: calendarEn };
registerLocales(calendarNamespace, calendarLocales);

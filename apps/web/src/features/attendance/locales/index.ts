import { registerLocales } from '@/shared/i18n/i18n';
import { attendancePtBR } from './pt-BR';
import { attendanceEn } from './en';

export const attendanceNamespace = 'attendance';
export const attendanceLocales = { 'pt-BR': attendancePtBR, en: attendanceEn };
registerLocales(attendanceNamespace, attendanceLocales);

import { registerLocales } from '@/shared/i18n/i18n';
import { reportAttendancePtBR } from './pt-BR';
import { reportAttendanceEn } from './en';

export const reportAttendanceNamespace = 'reportAttendance';
export const reportAttendanceLocales = { 'pt-BR': reportAttendancePtBR, en: reportAttendanceEn };
registerLocales(reportAttendanceNamespace, reportAttendanceLocales);

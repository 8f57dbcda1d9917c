import { registerLocales } from '@/shared/i18n/i18n';
import { attendancesManagePtBR } from './pt-BR';
import { attendancesManageEn } from './en';

export const attendancesManageNamespace = 'attendancesManage';
export const attendancesManageLocales = { 'pt-BR': attendancesManagePtBR, en: attendancesManageEn };
registerLocales(attendancesManageNamespace, attendancesManageLocales);

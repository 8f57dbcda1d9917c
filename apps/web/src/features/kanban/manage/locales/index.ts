import { registerLocales } from '@/shared/i18n/i18n';
import { kanbanManagePtBR } from './pt-BR';
import { kanbanManageEn } from './en';

export const kanbanManageNamespace = 'kanbanManage';
registerLocales(kanbanManageNamespace, { 'pt-BR': kanbanManagePtBR, en: kanbanManageEn });

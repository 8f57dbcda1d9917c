import { registerLocales } from '@/shared/i18n/i18n';
import { kanbanBoardPtBR } from './pt-BR';
import { kanbanBoardEn } from './en';

export const kanbanBoardNamespace = 'kanbanBoard';
registerLocales(kanbanBoardNamespace, { 'pt-BR': kanbanBoardPtBR, en: kanbanBoardEn });

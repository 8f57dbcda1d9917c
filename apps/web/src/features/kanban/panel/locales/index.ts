import { registerLocales } from '@/shared/i18n/i18n';
import { kanbanPanelPtBR } from './pt-BR';
import { kanbanPanelEn } from './en';

export const kanbanPanelNamespace = 'kanbanPanel';
export const kanbanPanelLocales = { 'pt-BR': kanbanPanelPtBR, en: kanbanPanelEn };
registerLocales(kanbanPanelNamespace, kanbanPanelLocales);

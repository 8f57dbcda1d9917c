import { registerLocales } from '@/shared/i18n/i18n';
import { catalogPtBR } from './pt-BR';
import { catalogEn } from './en';

export const catalogNamespace = 'catalog';
export const catalogLocales = { 'pt-BR': catalogPtBR, en: catalogEn };
registerLocales(catalogNamespace, catalogLocales);

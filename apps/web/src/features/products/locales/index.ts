import { registerLocales } from '@/shared/i18n/i18n';
import { productsPtBR } from './pt-BR';
import { productsEn } from './en';

export const productsNamespace = 'products';
export const productsLocales = { 'pt-BR': productsPtBR, en: productsEn };
registerLocales(productsNamespace, productsLocales);

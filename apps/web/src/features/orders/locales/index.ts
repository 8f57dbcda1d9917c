import { registerLocales } from '@/shared/i18n/i18n';
import { ordersPtBR } from './pt-BR';
import { ordersEn } from './en';

export const ordersNamespace = 'orders';
export const ordersLocales = { 'pt-BR': ordersPtBR, en: ordersEn };
registerLocales(ordersNamespace, ordersLocales);

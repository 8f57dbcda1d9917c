import { registerLocales } from '@/shared/i18n/i18n';
import { reportSalesPtBR } from './pt-BR';
import { reportSalesEn } from './en';

export const reportSalesNamespace = 'reportSales';
export const reportSalesLocales = { 'pt-BR': reportSalesPtBR, en: reportSalesEn };
registerLocales(reportSalesNamespace, reportSalesLocales);

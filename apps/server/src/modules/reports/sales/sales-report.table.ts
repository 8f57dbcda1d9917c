// /reportSales's export: one line per order of the filters, newest first, read in keyset batches on
// the order's exact creation moment. Money as "1234,56" (reais, the comma the pt-BR spreadsheets read),
// as the product export writes prices.
import { localDateTime } from '../report-format.js';
import { keysetReportTable, type ReportTable, type Zoned } from '../report-table.js';
import { countSalesOrders, salesOrdersAfter, type SalesOrderRow } from './sales-report.repository.js';

export type SalesExportRow = Zoned<SalesOrderRow>;

/** Cents as "1234,56". */
export const reais = (cents: number): string => `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)},${String(Math.abs(cents) % 100).padStart(2, '0')}`;

export const salesReportTable: ReportTable<SalesExportRow> = keysetReportTable<SalesOrderRow>({
  report: 'sales',
  fileName: 'relatorio-vendas',
  sheetName: 'Vendas',
  columns: [
    { header: 'Pedido', value: (r) => `#${r.number}` },
    { header: 'Criado em', value: (r) => localDateTime(r.createdAt, r.timezone) },
    { header: 'Contato', value: (r) => r.contact.name ?? '' },
    { header: 'Número', value: (r) => r.contact.number },
    { header: 'Operador', value: (r) => r.operator?.name ?? '' },
    { header: 'Status', value: (r) => r.statusLabel },
    { header: 'Itens', value: (r) => r.items },
    { header: 'Subtotal (R$)', value: (r) => reais(r.subtotalCents) },
    { header: 'Frete (R$)', value: (r) => reais(r.freightCents) },
    { header: 'Desconto (R$)', value: (r) => reais(r.discountCents) },
    { header: 'Total (R$)', value: (r) => reais(r.totalCents) },
  ],
  count: (ctx, req) => countSalesOrders(ctx.db.orm, req),
  reader: (ctx, req) => (last, size) => salesOrdersAfter(ctx.db.orm, req, last, size),
});

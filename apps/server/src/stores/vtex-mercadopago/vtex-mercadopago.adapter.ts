// The `vtex_mercadopago` store: freight and stock from a VTEX store's cart simulation, the payment
// link and its webhook from Mercado Pago (docs/decisions.md, "Orders and the store integration").
import type { StorePort } from '../store.port.js';
import type { StoreHttp } from '../store-http.js';
import { vtexFreight, vtexStock, type VtexSettings } from './vtex-simulation.js';
import { mercadoPagoLink, mercadoPagoWebhook, type MercadoPagoSettings } from './mercadopago.js';

export function vtexMercadoPagoStore(http: StoreHttp, vtex: VtexSettings, mp: MercadoPagoSettings): StorePort {
  return {
    quoteFreight: (cep, items) => vtexFreight(http, vtex, cep, items),
    checkStock: (items) => vtexStock(http, vtex, items),
    createPaymentLink: (order, method) => mercadoPagoLink(http, mp, order, method),
    verifyPaymentWebhook: (request) => mercadoPagoWebhook(http, mp, request),
  };
}

// Picks the store adapter of a channel's settings and the hosts it may call. Base URLs are server
// configuration (VTEX_API_BASE / MERCADOPAGO_API_BASE override them for tests, like GRAPH_API_BASE):
// a company names only its VTEX account, a checked label put inside VTEX's own domain, so no tenant
// can point the server at another host.
import type { Config } from '../platform/config/config.js';
import { sharedOutboundPolicy } from '../platform/http/outbound-policy.js';
import { StoreError, type StorePort } from './store.port.js';
import { vtexMercadoPagoStore } from './vtex-mercadopago/vtex-mercadopago.adapter.js';

export type StoreSettings = {
  platform: 'vtex_mercadopago' | null;
  vtexAccount: string | null;
  vtexSalesChannel: string;
  vtexAppKey: string | null;
  secrets: { vtexAppToken?: string; mercadoPagoToken?: string; webhookSecret?: string };
};

const VTEX_ACCOUNT = /^[a-z0-9][a-z0-9-]{1,62}$/;

export function vtexBaseUrl(config: Pick<Config, 'vtexApiBase'>, account: string): string {
  if (!VTEX_ACCOUNT.test(account)) throw new StoreError('not_configured');
  return config.vtexApiBase ?? `https://${account}.vtexcommercestable.com.br`;
}

export function storeFor(config: Config, settings: StoreSettings | null): StorePort {
  if (!settings?.platform) throw new StoreError('not_configured');
  const http = { policy: sharedOutboundPolicy(config.providerAllowPrivateHosts), timeoutMs: config.storeTimeoutMs };
  // Freight and stock need the VTEX account; a store that only charges may leave it empty.
  const vtex = {
    baseUrl: settings.vtexAccount ? vtexBaseUrl(config, settings.vtexAccount) : '',
    salesChannel: settings.vtexSalesChannel,
    appKey: settings.vtexAppKey,
    appToken: settings.secrets.vtexAppToken ?? null,
  };
  const mp = { baseUrl: config.mercadoPagoApiBase, accessToken: settings.secrets.mercadoPagoToken ?? null, webhookSecret: settings.secrets.webhookSecret ?? null };
  const store = vtexMercadoPagoStore(http, vtex, mp);
  if (vtex.baseUrl) return store;
  const noVtex = () => Promise.reject(new StoreError('not_configured'));
  return { ...store, quoteFreight: noVtex, checkStock: noVtex };
}

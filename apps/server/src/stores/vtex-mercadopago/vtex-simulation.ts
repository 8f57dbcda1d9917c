// VTEX Checkout's cart simulation (POST /api/checkout/pub/orderForms/simulation?sc={salesChannel}):
// one call answers, per item, its availability and stock balance and, with a postal code, the
// delivery options (logisticsInfo[].slas: id, name, price in cents, shippingEstimate like "5bd").
// Documented at developers.vtex.com (Checkout API, "Cart simulation").
import { z } from 'zod';
import { StoreError, type StoreFreightOption, type StoreLine, type StoreStock } from '../store.port.js';
import { storeJson, type StoreHttp } from '../store-http.js';

export type VtexSettings = { baseUrl: string; salesChannel: string; appKey: string | null; appToken: string | null };

const slaSchema = z.object({ id: z.string(), name: z.string().nullish(), price: z.number(), shippingEstimate: z.string().nullish() });
const simulationSchema = z.object({
  items: z.array(z.object({ id: z.string(), requestIndex: z.number().int().nullish(), quantity: z.number().nullish(), availability: z.string().nullish() })).default([]),
  logisticsInfo: z.array(z.object({ itemIndex: z.number().int(), stockBalance: z.number().nullish(), slas: z.array(slaSchema).default([]) })).default([]),
});
type Simulation = z.infer<typeof simulationSchema>;

async function simulate(http: StoreHttp, vtex: VtexSettings, items: StoreLine[], postalCode: string | null): Promise<Simulation> {
  const headers: Record<string, string> = {};
  // The simulation is public for the store's own sales channel; keys (when given) lift its rate limits.
  if (vtex.appKey && vtex.appToken) Object.assign(headers, { 'X-VTEX-API-AppKey': vtex.appKey, 'X-VTEX-API-AppToken': vtex.appToken });
  const body = {
    items: items.map((item) => ({ id: item.skuId, quantity: item.quantity, seller: '1' })),
    ...(postalCode ? { postalCode, country: 'BRA' } : {}),
  };
  const url = `${vtex.baseUrl}/api/checkout/pub/orderForms/simulation?sc=${encodeURIComponent(vtex.salesChannel)}`;
  const parsed = simulationSchema.safeParse(await storeJson(http, url, { method: 'POST', headers, body }));
  if (!parsed.success) throw new StoreError('bad_answer');
  return parsed.data;
}

/** "5bd" (business days), "3d", "12h" → whole days (hours round up to one day). */
export function estimateDays(estimate: string | null | undefined): number {
  const match = /^(\d+)\s*(bd|d|h|m)?$/i.exec(estimate?.trim() ?? '');
  if (!match) return 0;
  const value = Number(match[1]);
  const unit = (match[2] ?? 'd').toLowerCase();
  return unit === 'h' || unit === 'm' ? Math.max(1, Math.ceil(value / (unit === 'h' ? 24 : 1440))) : value;
}

/**
 * Options every item can ship by: VTEX prices an SLA per item, so an option's price is the sum over
 * the items and its days the slowest item's. An SLA some item lacks is not offered.
 */
export async function vtexFreight(http: StoreHttp, vtex: VtexSettings, cep: string, items: StoreLine[]): Promise<StoreFreightOption[]> {
  const simulation = await simulate(http, vtex, items, cep);
  const perItem = items.map((_, index) => simulation.logisticsInfo.find((l) => l.itemIndex === index)?.slas ?? []);
  const [first, ...rest] = perItem;
  if (!first) return [];
  const options: StoreFreightOption[] = [];
  for (const sla of first) {
    const matching = rest.map((slas) => slas.find((s) => s.id === sla.id));
    if (matching.some((s) => !s)) continue;
    const all = [sla, ...(matching as Array<z.infer<typeof slaSchema>>)];
    options.push({
      id: sla.id,
      name: sla.name ?? sla.id,
      priceCents: all.reduce((sum, s) => sum + Math.round(s.price), 0),
      days: Math.max(...all.map((s) => estimateDays(s.shippingEstimate))),
    });
  }
  return options.sort((a, b) => a.priceCents - b.priceCents || a.days - b.days);
}

/** Each item's stock: logisticsInfo's stockBalance when VTEX gives it, otherwise what availability implies. */
export async function vtexStock(http: StoreHttp, vtex: VtexSettings, items: StoreLine[]): Promise<StoreStock[]> {
  const simulation = await simulate(http, vtex, items, null);
  return items.map((item, index) => {
    const info = simulation.logisticsInfo.find((l) => l.itemIndex === index);
    const answered = simulation.items.find((i) => (i.requestIndex ?? -1) === index) ?? simulation.items[index];
    if (typeof info?.stockBalance === 'number') return { skuId: item.skuId, available: Math.max(0, Math.floor(info.stockBalance)) };
    return { skuId: item.skuId, available: answered?.availability === 'available' ? item.quantity : 0 };
  });
}

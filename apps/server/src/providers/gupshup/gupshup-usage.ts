// Gupshup's own daily usage of an app through its Partner API (GET /partner/app/{appId}/usage), for
// the traffic report. It needs the platform's partner token (GUPSHUP_PARTNER_TOKEN) and the channel's
// appId credential; the app's apikey does not open it.
import { sharedOutboundPolicy, type OutboundPolicy } from '../../platform/http/outbound-policy.js';
import { arrayOf, isObject, numberOf, objectOf, stringOf } from '../cloud/cloud-json.js';
import { ProviderError } from '../provider.port.js';
import { createGupshupClient } from './gupshup-client.js';

/** One day as Gupshup counts it: messages by direction, templates, billed categories and fees. */
export type GupshupUsageDay = {
  date: string;
  incoming: number;
  outgoing: number;
  templates: number;
  marketing: number;
  utility: number;
  authentication: number;
  service: number;
  totalFees: number | null;
  currency: string | null;
};

export type GupshupUsageRequest = { apiBase: string; token: string; appId: string; from: string; to: string; timeoutMs?: number; outbound?: OutboundPolicy };

const DEFAULT_TIMEOUT_MS = 10_000;

export const gupshupUsagePath = (appId: string) => `/partner/app/${encodeURIComponent(appId)}/usage`;

const count = (raw: Record<string, unknown>, ...keys: string[]) => keys.reduce((sum, key) => sum + (numberOf(raw[key]) ?? 0), 0);

function usageDayOf(raw: unknown): GupshupUsageDay | null {
  const d = objectOf(raw);
  const date = stringOf(d?.date);
  if (!d || !date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  return {
    date,
    incoming: count(d, 'incomingMsg'),
    outgoing: count(d, 'outgoingMsg', 'outgoingMediaMsg'),
    templates: count(d, 'templateMsg', 'templateMediaMsg'),
    marketing: count(d, 'marketing'),
    utility: count(d, 'utility'),
    authentication: count(d, 'authentication', 'internationalAuthentication'),
    service: count(d, 'service'),
    totalFees: numberOf(d.totalFees) ?? null,
    currency: stringOf(d.currency) ?? null,
  };
}

/** The app's usage per day between two dates (inclusive, as Gupshup counts days), newest first. */
export async function fetchGupshupUsage(request: GupshupUsageRequest): Promise<GupshupUsageDay[]> {
  const client = createGupshupClient({
    apiBase: request.apiBase,
    authorization: request.token,
    timeoutMs: request.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    outbound: request.outbound ?? sharedOutboundPolicy(),
  });
  const body = await client.getJson(`${gupshupUsagePath(request.appId)}?${new URLSearchParams({ from: request.from, to: request.to })}`);
  if (!isObject(body) || !Array.isArray(body.partnerAppUsageList)) {
    throw new ProviderError('unknown', null, 'A Gupshup não devolveu o relatório de uso.', JSON.stringify(body)?.slice(0, 200));
  }
  return arrayOf(body.partnerAppUsageList)
    .map(usageDayOf)
    .filter((d): d is GupshupUsageDay => !!d)
    .sort((a, b) => b.date.localeCompare(a.date));
}

// The provider traffic report: whose channel it is (admins choose; everyone else gets their own),
// which 10 days a page holds (newest first, every day of the period a row), our own counts for them
// and for the whole period, and Gupshup's usage for the page's days when the platform can read it.
import { GUPSHUP_TRAFFIC_PER_PAGE, daysInPeriod, type GupshupTrafficResponse, type ProviderUsageDay } from '@atende/contract';
import type { AppContext } from '../../platform/context.js';
import type { Principal } from '../../platform/http/principal.js';
import { fail } from '../../platform/http/errors.js';
import { ProviderError } from '../../providers/provider.port.js';
import { fetchGupshupUsage } from '../../providers/gupshup/index.js';
import { outboundPolicyOf } from '../../providers/registry.js';
import { openCredentials, findChannel, type ChannelWithConfig } from '../channels/index.js';
import { countsInPeriod, countsPerDay, emptyCounts } from './gupshup-traffic.repository.js';

export type GupshupTrafficParams = { from: string; to: string; page: number; channelId?: string | undefined };

/** The calendar day `days` after (or before) a YYYY-MM-DD day. */
function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The page's days, newest first: page 1 ends on `to`. */
function pageDays(from: string, to: string, page: number): string[] {
  const total = daysInPeriod(from, to);
  const first = (page - 1) * GUPSHUP_TRAFFIC_PER_PAGE;
  const length = Math.max(0, Math.min(GUPSHUP_TRAFFIC_PER_PAGE, total - first));
  return Array.from({ length }, (_, i) => shiftDay(to, -(first + i)));
}

/** Why Gupshup's report is missing, for the owner to read (its own words kept after ours). */
function usageFailure(err: unknown): string {
  if (err instanceof ProviderError && err.kind === 'auth') return 'A Gupshup recusou o token de parceiro (GUPSHUP_PARTNER_TOKEN) para o app deste canal.';
  const said = err instanceof Error ? err.message : String(err);
  return `Não foi possível ler o relatório de uso da Gupshup agora: ${said}`;
}

export function createGupshupTrafficService(ctx: AppContext) {
  const orm = ctx.db.orm;

  async function channelOf(principal: Principal, asked: string | undefined): Promise<ChannelWithConfig> {
    let channelId: string | null | undefined;
    if (principal.role === 'admin') {
      channelId = asked ?? principal.channelId;
      if (!channelId) throw fail('report_channel_required');
    } else {
      channelId = principal.channelId;
      if (!channelId) throw fail('channel_required');
      if (asked && asked !== channelId) throw fail('other_channel');
    }
    const channel = await findChannel(orm, channelId);
    if (!channel) throw fail('channel_not_found');
    return channel;
  }

  /** Gupshup's usage of the channel's app for these days; null when the platform cannot ask for it. */
  async function providerUsage(channel: ChannelWithConfig, from: string, to: string): Promise<GupshupTrafficResponse['provider']> {
    const token = ctx.config.gupshupPartnerToken;
    if (!token || channel.apiType !== 'gupshup') return null;
    const appId = openCredentials(ctx.keys.encryption, channel.credentialsSealed).appId?.trim();
    if (!appId) return null;
    try {
      const days: ProviderUsageDay[] = await fetchGupshupUsage({ apiBase: ctx.config.gupshupPartnerApiBase, token, appId, from, to, outbound: outboundPolicyOf(ctx.config) });
      return { appId, days, error: null };
    } catch (err) {
      // Our own counts stand without Gupshup's; the page shows why its part is missing.
      return { appId, days: [], error: usageFailure(err) };
    }
  }

  return {
    async report(principal: Principal, params: GupshupTrafficParams): Promise<GupshupTrafficResponse> {
      const channel = await channelOf(principal, params.channelId);
      const { from, to, page } = params;
      const days = pageDays(from, to, page);
      const newest = days[0];
      const oldest = days[days.length - 1];
      const [perDay, totals, provider] = await Promise.all([
        newest && oldest ? countsPerDay(orm, channel.id, channel.timezone, oldest, newest) : Promise.resolve(new Map()),
        countsInPeriod(orm, channel.id, channel.timezone, from, to),
        newest && oldest ? providerUsage(channel, oldest, newest) : Promise.resolve(null),
      ]);
      return {
        statusCode: 200,
        channelId: channel.id,
        timezone: channel.timezone,
        from,
        to,
        page,
        perPage: GUPSHUP_TRAFFIC_PER_PAGE,
        total: daysInPeriod(from, to),
        days: days.map((date) => ({ date, ...(perDay.get(date) ?? emptyCounts()) })),
        totals,
        provider,
      };
    },
  };
}

export type GupshupTrafficService = ReturnType<typeof createGupshupTrafficService>;

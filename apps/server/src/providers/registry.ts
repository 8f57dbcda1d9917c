// Picks the provider adapter for a channel's apiType, bound to the server's provider settings: where
// each provider's API is (GRAPH_API_BASE, GUPSHUP_API_BASE, GUPSHUP_PARTNER_API_BASE with its token)
// and the outbound-request policy (PROVIDER_ALLOW_PRIVATE_HOSTS). Those are server configuration,
// never a company's credentials, so every channel's provider is opened here with them.
import type { ApiType } from '@atende/contract';
import { sharedOutboundPolicy, type OutboundPolicy } from '../platform/http/outbound-policy.js';
import type { ChannelProvider, ProviderAdapter, ProviderCredentials } from './provider.port.js';
import { createCloudAdapter } from './cloud/cloud.adapter.js';
import { createGupshupAdapter } from './gupshup/gupshup.adapter.js';
import { simulatorAdapter } from './simulator/simulator.adapter.js';

/** What of the server's configuration the providers need (the Config has these fields). */
export type ProviderSettings = {
  readonly graphApiBase: string;
  readonly gupshupApiBase: string;
  readonly providerAllowPrivateHosts: boolean;
  /** Gupshup's Partner API and the platform's partner token (read receipts); optional. */
  readonly gupshupPartnerApiBase?: string;
  readonly gupshupPartnerToken?: string | undefined;
};

type Adapters = Partial<Record<ApiType, ProviderAdapter>>;

// One set of adapters per settings object (the app's config is built once), not per call.
const bySettings = new WeakMap<ProviderSettings, Adapters>();

function adaptersOf(settings: ProviderSettings): Adapters {
  let adapters = bySettings.get(settings);
  if (!adapters) {
    const outbound = outboundPolicyOf(settings);
    adapters = {
      cloud: createCloudAdapter({ graphApiBase: settings.graphApiBase, outbound }),
      gupshup: createGupshupAdapter({
        apiBase: settings.gupshupApiBase,
        outbound,
        ...(settings.gupshupPartnerToken && settings.gupshupPartnerApiBase ? { partner: { apiBase: settings.gupshupPartnerApiBase, token: settings.gupshupPartnerToken } } : {}),
      }),
      simulator: simulatorAdapter,
    };
    bySettings.set(settings, adapters);
  }
  return adapters;
}

export class UnsupportedProviderError extends Error {}

/** The server's outbound-request policy for provider calls (shared kept-alive connections). */
export function outboundPolicyOf(settings: Pick<ProviderSettings, 'providerAllowPrivateHosts'>): OutboundPolicy {
  return sharedOutboundPolicy(settings.providerAllowPrivateHosts);
}

export function adapterFor(apiType: ApiType, settings: ProviderSettings): ProviderAdapter {
  const adapter = adaptersOf(settings)[apiType];
  if (!adapter) throw new UnsupportedProviderError(`No provider adapter for apiType ${apiType} yet`);
  return adapter;
}

/** The one way to a channel's provider: its adapter with the server's settings, opened with the channel's credentials. */
export function channelProvider(settings: ProviderSettings, apiType: ApiType, credentials: ProviderCredentials): ChannelProvider {
  return adapterFor(apiType, settings).forChannel(credentials);
}

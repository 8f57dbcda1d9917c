// Picks the provider adapter for a channel's apiType.
import type { ApiType } from '@atende/contract';
import type { ProviderAdapter } from './provider.port.js';
import { cloudAdapter } from './cloud/cloud.adapter.js';
import { gupshupAdapter } from './gupshup/gupshup.adapter.js';
import { simulatorAdapter } from './simulator/simulator.adapter.js';

const adapters: Partial<Record<ApiType, ProviderAdapter>> = {
  cloud: cloudAdapter,
  gupshup: gupshupAdapter,
  simulator: simulatorAdapter,
};

export class UnsupportedProviderError extends Error {}

export function adapterFor(apiType: ApiType): ProviderAdapter {
  const adapter = adapters[apiType];
  if (!adapter) throw new UnsupportedProviderError(`No provider adapter for apiType ${apiType} yet`);
  return adapter;
}

// Calls the channel's store and turns its failures into the catalogue's pt-BR errors (502/504/409),
// so a store that is down or slow never answers the operator with a 500.
import type { AppContext } from '../../platform/context.js';
import { fail } from '../../platform/http/errors.js';
import { storeFor } from '../../stores/registry.js';
import { StoreError, type StorePort } from '../../stores/store.port.js';
import type { StoreConfigService } from './store-config.service.js';

export function storeFailure(error: unknown): Error {
  if (!(error instanceof StoreError)) return error as Error;
  switch (error.kind) {
    case 'timeout':
      return fail('store_timeout');
    case 'auth':
      return fail('store_auth_failed');
    case 'unavailable':
      return fail('store_unavailable', { params: { status: error.status ?? '?' } });
    case 'bad_answer':
      return fail('store_bad_answer');
    case 'unreachable':
      return fail('store_unreachable');
    case 'signature':
      return fail('store_webhook_signature_invalid');
    case 'not_configured':
      return fail('store_not_configured');
  }
}

export type StoreCaller = {
  /** The channel's store, or null when it has none (callers decide whether that is an error). */
  storeOf: (channelId: string) => Promise<StorePort | null>;
  /** Runs a store call, mapping its failures to pt-BR errors. */
  call: <T>(channelId: string, run: (store: StorePort) => Promise<T>) => Promise<T>;
  /** Whether freight and stock come from the store (a VTEX account is set). */
  hasCatalogueStore: (channelId: string) => Promise<boolean>;
};

export function createStoreCaller(ctx: AppContext, settings: StoreConfigService): StoreCaller {
  async function storeOf(channelId: string): Promise<StorePort | null> {
    const found = await settings.settingsOf(channelId);
    if (!found) return null;
    try {
      return storeFor(ctx.config, found);
    } catch (error) {
      throw storeFailure(error);
    }
  }
  return {
    storeOf,
    call: async (channelId, run) => {
      const store = await storeOf(channelId);
      if (!store) throw fail('store_not_configured');
      try {
        return await run(store);
      } catch (error) {
        throw storeFailure(error);
      }
    },
    hasCatalogueStore: async (channelId) => !!(await settings.settingsOf(channelId))?.vtexAccount,
  };
}

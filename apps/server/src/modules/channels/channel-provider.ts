// The one place a channel's provider is opened (as Chatwoot's Channel::Whatsapp#provider_service): the
// channel's sealed credentials are unsealed with the server's key and handed to the adapter the
// registry picks from its apiType. Callers hold a channel row; nobody else repeats this chain.
import type { ApiType } from '@atende/contract';
import type { AppContext } from '../../platform/context.js';
import { channelProvider } from '../../providers/registry.js';
import type { ChannelProvider } from '../../providers/provider.port.js';
import { openCredentials } from './channel-view.js';

/** What of a channel row opening its provider needs (apiType as stored: a text column). */
export type SealedChannel = { apiType: string; credentialsSealed: string | null };

export function openChannelProvider(ctx: Pick<AppContext, 'config' | 'keys'>, channel: SealedChannel): ChannelProvider {
  return channelProvider(ctx.config, channel.apiType as ApiType, openCredentials(ctx.keys.encryption, channel.credentialsSealed));
}

// Reads a Cloud channel's credentials (stored as a string map on the channel) into typed settings.
import { ProviderError, type ProviderCredentials } from '../provider.port.js';

export const DEFAULT_GRAPH_API_BASE = 'https://graph.facebook.com';
export const DEFAULT_GRAPH_API_VERSION = 'v23.0';

export type CloudChannelSettings = {
  phoneNumberId: string;
  accessToken: string;
  graphApiBase: string;
  graphApiVersion: string;
};

/**
 * A channel without a phone number id or token cannot reach Meta at all; that is the channel's
 * configuration needing attention, so it is reported as 'auth' like a revoked token.
 */
export function readCloudChannelSettings(credentials: ProviderCredentials): CloudChannelSettings {
  const missing = (['phoneNumberId', 'accessToken'] as const).filter((name) => !credentials[name]?.trim());
  if (missing.length > 0) {
    throw new ProviderError('auth', null, `O canal Cloud API está sem a credencial ${missing.map((m) => `"${m}"`).join(' e ')}.`);
  }
  return {
    phoneNumberId: credentials.phoneNumberId!.trim(),
    accessToken: credentials.accessToken!.trim(),
    graphApiBase: (credentials.graphApiBase?.trim() || DEFAULT_GRAPH_API_BASE).replace(/\/+$/, ''),
    graphApiVersion: credentials.graphApiVersion?.trim() || DEFAULT_GRAPH_API_VERSION,
  };
}

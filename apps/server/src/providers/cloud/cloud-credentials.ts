// Reads a Cloud channel's credentials (stored as a string map on the channel) into typed settings.
// Where Graph is (GRAPH_API_BASE) is the server's configuration, not a credential: a `graphApiBase`
// left in a channel's credentials is ignored, so a company cannot point our requests elsewhere.
import { ProviderError, type ProviderCredentials } from '../provider.port.js';

export const DEFAULT_GRAPH_API_BASE = 'https://graph.facebook.com';
export const DEFAULT_GRAPH_API_VERSION = 'v23.0';
const VERSION_PATTERN = /^v\d+\.\d+$/;

export type CloudChannelSettings = {
  phoneNumberId: string;
  accessToken: string;
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
  const version = credentials.graphApiVersion?.trim() ?? '';
  return {
    phoneNumberId: credentials.phoneNumberId!.trim(),
    accessToken: credentials.accessToken!.trim(),
    // A path segment of every Graph URL: only a version such as v23.0 is taken.
    graphApiVersion: VERSION_PATTERN.test(version) ? version : DEFAULT_GRAPH_API_VERSION,
  };
}

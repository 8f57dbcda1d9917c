// Reads a Gupshup channel's credentials (a string map sealed on the channel) into typed settings.
// Where Gupshup is (GUPSHUP_API_BASE) is the server's configuration, not a credential: an `apiBase`
// left in a channel's credentials is ignored, so a company cannot point our requests elsewhere.
import { ProviderError, type ProviderCredentials } from '../provider.port.js';

export const DEFAULT_GUPSHUP_API_BASE = 'https://api.gupshup.io';

export type GupshupChannelSettings = {
  apiKey: string;
  /** The Gupshup app's name: `src.name` on sends, `app` in callbacks (what webhooks are routed by). */
  appName: string;
  /** The business phone number, digits only as Gupshup expects it in `source`. */
  source: string;
};

/**
 * A channel missing any of these cannot send at all: that is the channel's configuration needing
 * attention, reported as 'auth' like a revoked key.
 */
export function readGupshupChannelSettings(credentials: ProviderCredentials): GupshupChannelSettings {
  const missing = (['apiKey', 'appName', 'source'] as const).filter((name) => !credentials[name]?.trim());
  if (missing.length > 0) {
    throw new ProviderError('auth', null, `O canal Gupshup está sem a credencial ${missing.map((m) => `"${m}"`).join(', ')}.`);
  }
  return {
    apiKey: credentials.apiKey!.trim(),
    appName: credentials.appName!.trim(),
    source: credentials.source!.replace(/\D/g, ''),
  };
}

import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';

describe('provider endpoints in the configuration', () => {
  it("default to the providers' public APIs, with private hosts refused", () => {
    expect(loadConfig({})).toMatchObject({
      graphApiBase: 'https://graph.facebook.com',
      gupshupApiBase: 'https://api.gupshup.io',
      gupshupPartnerApiBase: 'https://partner.gupshup.io',
      providerAllowPrivateHosts: false,
    });
  });

  it.each(['GRAPH_API_BASE', 'GUPSHUP_API_BASE', 'GUPSHUP_PARTNER_API_BASE'])('%s over plain http stops the start unless private hosts are allowed', (name) => {
    expect(() => loadConfig({ [name]: 'http://127.0.0.1:9000' })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: 'http://127.0.0.1:9000' })).toThrow(new RegExp(`\\b${name}\\b`));
    expect(loadConfig({ [name]: 'http://127.0.0.1:9000/', PROVIDER_ALLOW_PRIVATE_HOSTS: 'true' })).toMatchObject({ providerAllowPrivateHosts: true });
  });

  it('drops a trailing slash from the bases', () => {
    expect(loadConfig({ GRAPH_API_BASE: 'https://graph.exemplo.com/' }).graphApiBase).toBe('https://graph.exemplo.com');
  });
});

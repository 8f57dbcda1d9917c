import { describe, expect, it } from 'vitest';
import { credentialKeys } from '../components/credential-keys';

describe('the credential keys a channel owner is offered', () => {
  it('never offer a provider API address: the server configuration decides it and ignores a stored one', () => {
    expect(credentialKeys('gupshup', {})).not.toContain('apiBase');
    expect(credentialKeys('gupshup', { apiBase: 'http://169.254.169.254', outra: 'x' })).toEqual(['apiKey', 'appName', 'source', 'webhookToken', 'appId', 'outra']);
    expect(credentialKeys('cloud', { graphApiBase: 'http://10.0.0.1' })).not.toContain('graphApiBase');
  });
});

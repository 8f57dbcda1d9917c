import { describe, expect, it } from 'vitest';
import { cloudAdapter, verifyHandshake } from '../index.js';
import { cloudWebhook, signCloudWebhook } from '../../../../test/support/fake-graph/index.js';

const appSecret = 'segredo-do-app';
const credentials = { phoneNumberId: '1', accessToken: 't', appSecret };
const rawBody = Buffer.from(JSON.stringify(cloudWebhook.text('1', '5511999990000', 'Oi')));

describe('Cloud webhook signature', () => {
  it('accepts a body signed with the app secret', () => {
    const headers = { 'x-hub-signature-256': signCloudWebhook(rawBody, appSecret) };
    expect(cloudAdapter.verifySignature(rawBody, headers, credentials)).toBe(true);
  });

  it('finds the header whatever its capitalisation', () => {
    const headers = { 'X-Hub-Signature-256': signCloudWebhook(rawBody, appSecret) };
    expect(cloudAdapter.verifySignature(rawBody, headers, credentials)).toBe(true);
  });

  it('rejects a body changed after signing', () => {
    const headers = { 'x-hub-signature-256': signCloudWebhook(rawBody, appSecret) };
    const tampered = Buffer.from(rawBody.toString().replace('Oi', 'Oi!'));
    expect(cloudAdapter.verifySignature(tampered, headers, credentials)).toBe(false);
  });

  it('rejects a body signed with another secret', () => {
    const headers = { 'x-hub-signature-256': signCloudWebhook(rawBody, 'outro-segredo') };
    expect(cloudAdapter.verifySignature(rawBody, headers, credentials)).toBe(false);
  });

  it('rejects a delivery without the signature header', () => {
    expect(cloudAdapter.verifySignature(rawBody, {}, credentials)).toBe(false);
  });

  it('rejects a garbled signature header', () => {
    for (const value of ['sha256=xyz', 'sha1=abc', signCloudWebhook(rawBody, appSecret).slice(0, -2), '']) {
      expect(cloudAdapter.verifySignature(rawBody, { 'x-hub-signature-256': value }, credentials)).toBe(false);
    }
  });

  it('rejects everything when the channel has no app secret', () => {
    const headers = { 'x-hub-signature-256': signCloudWebhook(rawBody, '') };
    expect(cloudAdapter.verifySignature(rawBody, headers, { phoneNumberId: '1', accessToken: 't' })).toBe(false);
  });
});

describe('Cloud webhook subscription handshake', () => {
  const query = { 'hub.mode': 'subscribe', 'hub.verify_token': 'token-b', 'hub.challenge': '1158201444' };

  it('answers the challenge when the verify token is one of the channels\' tokens', () => {
    expect(verifyHandshake(query, ['token-a', 'token-b'])).toBe('1158201444');
  });

  it('refuses an unknown verify token', () => {
    expect(verifyHandshake(query, ['token-a'])).toBeNull();
  });

  it('refuses a mode other than subscribe', () => {
    expect(verifyHandshake({ ...query, 'hub.mode': 'unsubscribe' }, ['token-b'])).toBeNull();
  });

  it('refuses when the token or the challenge is missing', () => {
    expect(verifyHandshake({ 'hub.mode': 'subscribe', 'hub.challenge': 'x' }, ['token-b', ''])).toBeNull();
    expect(verifyHandshake({ 'hub.mode': 'subscribe', 'hub.verify_token': 'token-b' }, ['token-b'])).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { requestLogSerializer } from '../request-log.js';

const logged = (url: string, headers: Record<string, string> = {}) => {
  // What Fastify hands the serializer: the whole request, headers included.
  const request = { method: 'GET', url, hostname: 'atende.exemplo.com.br', ip: '203.0.113.5', headers };
  return JSON.stringify(requestLogSerializer(request));
};

describe('request log line', () => {
  it.each([
    ['the webhook verify token', '/api/webhooks/cloud?hub.mode=subscribe&hub.verify_token=SEGREDO1&hub.challenge=42', 'SEGREDO1'],
    ['a link signature', '/api/media/abc?exp=1893456000&sig=SEGREDO2', 'SEGREDO2'],
    ['a link expiry', '/messages/c/a?sig=SEGREDO3&exp=1893456000', '1893456000'],
    ["Gupshup's callback token", '/api/webhooks/gupshup?token=SEGREDO4', 'SEGREDO4'],
    ['an embed token', '/chat?channelId=c&token=SEGREDO5&operatorId=o', 'SEGREDO5'],
    ['a parameter written in another case', '/api/media/abc?EXP=1&SIG=SEGREDO6', 'SEGREDO6'],
  ])('hides %s', (_what, url, secret) => {
    const line = logged(url);
    expect(line).not.toContain(secret);
    expect(line).toContain('[oculto]');
  });

  it('keeps what is not secret: the path, the other parameters, the method and the client', () => {
    const line = JSON.parse(logged('/api/webhooks/cloud?hub.mode=subscribe&hub.verify_token=x&hub.challenge=42'));
    expect(line).toEqual({
      method: 'GET',
      url: '/api/webhooks/cloud?hub.mode=subscribe&hub.verify_token=[oculto]&hub.challenge=42',
      host: 'atende.exemplo.com.br',
      remoteAddress: '203.0.113.5',
    });
  });

  it('never writes the Authorization header or other credentials headers', () => {
    const line = logged('/api/user/me', { authorization: 'Bearer SEGREDO7', 'x-simulator-secret': 'SEGREDO8', cookie: 'a=SEGREDO9' });
    expect(line).not.toMatch(/SEGREDO[789]/);
  });
});

import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOutboundPolicy, getExternal, isBlockedAddress, OutboundRefusedError, type Resolver } from '../outbound-policy.js';

/** Plays DNS: each test host name resolves to the addresses given here. */
const DNS: Record<string, string[]> = {
  'loopback.test': ['127.0.0.1'],
  'private.test': ['10.0.0.1'],
  'metadata.test': ['169.254.169.254'],
  'v6-loopback.test': ['::1'],
  'cgnat.test': ['100.64.1.2'],
  'mixed.test': ['93.184.216.34', '192.168.1.10'],
  'public.test': ['93.184.216.34'],
};
const resolve: Resolver = async (hostname) => {
  const addresses = DNS[hostname];
  if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};
const anyHost = { allowedUrl: () => true, timeoutMs: 2000 };
const strict = createOutboundPolicy({ allowPrivate: false, resolve });

type Recorder = { url: string; requests: Array<{ path: string; headers: IncomingHttpHeaders }>; redirectTo?: string; close: () => Promise<void> };

async function recorder(): Promise<Recorder> {
  const state: Recorder = { url: '', requests: [], close: async () => undefined };
  const server = createServer((req, res) => {
    state.requests.push({ path: req.url ?? '/', headers: req.headers });
    if (state.redirectTo && req.url === '/start') {
      res.writeHead(302, { location: state.redirectTo });
      res.end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end('conteúdo');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () => {
    server.closeAllConnections();
    return new Promise<void>((done) => server.close(() => done()));
  };
  return state;
}

describe('the address rules', () => {
  it.each(['127.0.0.1', '10.0.0.1', '172.16.5.4', '192.168.0.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '224.0.0.1', '255.255.255.255', '::1', '::', 'fe80::1', 'fc00::1', 'fd00:ec2::254', 'ff02::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1'])(
    '%s is internal',
    (address) => expect(isBlockedAddress(address)).toBe(true),
  );
  it.each(['93.184.216.34', '157.240.1.1', '2a03:2880:f10c:83:face:b00c:0:25de'])('%s is public', (address) => expect(isBlockedAddress(address)).toBe(false));
});

describe('a URL that came from outside', () => {
  it.each(['loopback.test', 'private.test', 'metadata.test', 'v6-loopback.test', 'cgnat.test'])('a host resolving to an internal address (%s) is refused', async (host) => {
    await expect(getExternal(strict, `https://${host}/arquivo`, anyHost)).rejects.toBeInstanceOf(OutboundRefusedError);
  });

  it('a host with any internal address among its addresses is refused', async () => {
    await expect(getExternal(strict, 'https://mixed.test/arquivo', anyHost)).rejects.toThrow(/192\.168\.1\.10/);
  });

  it.each(['https://127.0.0.1/x', 'https://[::1]/x', 'https://169.254.169.254/latest/meta-data/', 'https://[fd00:ec2::254]/x', 'https://[::ffff:127.0.0.1]/x', 'https://2130706433/x', 'https://0x7f.1/x'])(
    'an internal address written in the URL (%s) is refused',
    async (url) => {
      await expect(getExternal(strict, url, anyHost)).rejects.toBeInstanceOf(OutboundRefusedError);
    },
  );

  it.each(['http://public.test/x', 'ftp://public.test/x', 'file:///etc/passwd', 'https://user:senha@public.test/x'])('%s is refused before any connection', async (url) => {
    await expect(getExternal(strict, url, anyHost)).rejects.toBeInstanceOf(OutboundRefusedError);
  });

  it("a host outside the caller's rule is refused", async () => {
    await expect(getExternal(strict, 'https://public.test/x', { ...anyHost, allowedUrl: (u) => u.hostname === 'lookaside.fbsbx.com' })).rejects.toThrow(/não é do provedor/);
  });
});

describe('against a local server', () => {
  let first: Recorder;
  let second: Recorder;
  beforeAll(async () => {
    first = await recorder();
    second = await recorder();
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });
  beforeEach(() => {
    first.requests.length = 0;
    second.requests.length = 0;
    delete first.redirectTo;
  });

  it('with private hosts not allowed (the default), a loopback server gets no request at all', async () => {
    const policy = createOutboundPolicy({ allowPrivate: false });
    await expect(getExternal(policy, `${first.url}/start`, anyHost)).rejects.toBeInstanceOf(OutboundRefusedError);
    expect(first.requests).toHaveLength(0);
  });

  it('with private hosts allowed (tests, local development) the same download works', async () => {
    const policy = createOutboundPolicy({ allowPrivate: true });
    const answer = await getExternal(policy, `${first.url}/arquivo`, anyHost);
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toBe('conteúdo');
  });

  it('the connection goes to the address the policy resolved and checked (no second lookup to rebind)', async () => {
    const asked: string[] = [];
    const pinned: Resolver = async (hostname) => {
      asked.push(hostname);
      // The real DNS does not know this name: only the policy's own lookup can have connected it.
      return hostname === 'loja.test' ? [{ address: '127.0.0.1', family: 4 }] : resolve(hostname);
    };
    const policy = createOutboundPolicy({ allowPrivate: false, allowHttp: true, resolve: pinned, isBlocked: (a) => a !== '127.0.0.1' && isBlockedAddress(a) });
    const port = new URL(first.url).port;
    const answer = await getExternal(policy, `http://loja.test:${port}/arquivo`, anyHost);
    expect(answer.body.toString()).toBe('conteúdo');
    expect(asked).toEqual(['loja.test']);
    expect(first.requests[0]?.headers.host).toBe(`loja.test:${port}`);
  });

  it('a redirect to an internal address is refused: the checked first hop is reached, the internal one never', async () => {
    // Only the first server's exact address counts as public here, so the test can reach it over http.
    const policy = createOutboundPolicy({ allowPrivate: false, allowHttp: true, resolve, isBlocked: (a) => a !== '127.0.0.1' && isBlockedAddress(a) });
    for (const target of ['http://metadata.test/latest/meta-data/', 'http://10.0.0.1/', 'http://[::1]/']) {
      first.redirectTo = target;
      await expect(getExternal(policy, `${first.url}/start`, anyHost)).rejects.toBeInstanceOf(OutboundRefusedError);
    }
    expect(first.requests).toHaveLength(3);
  });

  it("a redirect to a host outside the caller's rule is refused, and the credential goes only where the rule says", async () => {
    const policy = createOutboundPolicy({ allowPrivate: true });
    first.redirectTo = `${second.url}/roubar`;
    const firstOrigin = new URL(first.url).origin;
    const options = {
      allowedUrl: (u: URL) => u.origin === firstOrigin,
      headersFor: (u: URL): Record<string, string> => (u.origin === firstOrigin ? { Authorization: 'Bearer segredo' } : {}),
      timeoutMs: 2000,
    };
    await expect(getExternal(policy, `${first.url}/start`, options)).rejects.toThrow(/não é do provedor/);
    expect(first.requests[0]?.headers.authorization).toBe('Bearer segredo');
    expect(second.requests).toHaveLength(0);
  });

  it('an allowed redirect is followed, with the credential dropped on a host that must not get it', async () => {
    const policy = createOutboundPolicy({ allowPrivate: true });
    first.redirectTo = `${second.url}/cdn`;
    const firstOrigin = new URL(first.url).origin;
    const answer = await getExternal(policy, `${first.url}/start`, {
      allowedUrl: () => true,
      headersFor: (u: URL): Record<string, string> => (u.origin === firstOrigin ? { Authorization: 'Bearer segredo' } : {}),
      timeoutMs: 2000,
    });
    expect(answer.status).toBe(200);
    expect(second.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('refuses an answer over the size limit', async () => {
    const policy = createOutboundPolicy({ allowPrivate: true });
    await expect(getExternal(policy, `${first.url}/arquivo`, { ...anyHost, maxBytes: 3 })).rejects.toBeInstanceOf(OutboundRefusedError);
  });
});

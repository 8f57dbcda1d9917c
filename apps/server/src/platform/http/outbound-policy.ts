// The one policy for every HTTP request the server makes to the outside world (provider APIs, and
// above all URLs that came from outside: the media links providers hand out). It owns:
// - which addresses may be reached: the host is resolved (every address it has) and each address is
//   checked against a block list of loopback, private, link-local, cloud metadata, CGNAT, unspecified,
//   reserved and multicast ranges; the connection then goes to an address that was checked (the check
//   runs inside the socket's own DNS lookup), so DNS rebinding between check and connect cannot slip by;
// - which schemes: https only;
// - redirects: followed by hand, each hop checked again (scheme, address and the caller's host rule),
//   with the caller deciding per hop which headers (the access token) the hop may get.
// `allowPrivate` (PROVIDER_ALLOW_PRIVATE_HOSTS) lifts the address and https rules for tests and local
// development, where the fake providers listen on 127.0.0.1 over plain http. Never in production.
import dns from 'node:dns';
import http, { type IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import net, { type LookupFunction } from 'node:net';

export class OutboundRefusedError extends Error {
  override name = 'OutboundRefusedError';
}

export type ResolvedAddress = { address: string; family: number };
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export type OutboundPolicyOptions = {
  /** Tests and local development only: loopback/private addresses (and, unless allowHttp says otherwise, plain http) are allowed. */
  allowPrivate: boolean;
  /** Plain http allowed (default: as allowPrivate). */
  allowHttp?: boolean;
  /** How host names are resolved (every address); tests replace it to play DNS. */
  resolve?: Resolver;
  /** Which addresses are internal (default: isBlockedAddress); tests narrow it to reach one local fake. */
  isBlocked?: (address: string) => boolean;
};

export type OutboundPolicy = {
  readonly allowPrivate: boolean;
  /** Parses and checks a URL before any connection: scheme, and the address when the host is one. */
  checkUrl: (url: string | URL) => URL;
  /** Kept-alive agents whose connections go only to checked addresses. */
  agentFor: (url: URL) => http.Agent;
};

const BLOCKED_V4: Array<[string, number]> = [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // CGNAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];
const BLOCKED_V6: Array<[string, number]> = [
  ['::', 128], // unspecified
  ['::1', 128],
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local, AWS metadata (fd00:ec2::254)
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
];

const blockList = new net.BlockList();
for (const [prefix, bits] of BLOCKED_V4) blockList.addSubnet(prefix, bits, 'ipv4');
for (const [prefix, bits] of BLOCKED_V6) blockList.addSubnet(prefix, bits, 'ipv6');

/** True when the address is in a range the server must never reach for the outside world. */
export function isBlockedAddress(address: string): boolean {
  const family = net.isIPv4(address) ? 'ipv4' : net.isIPv6(address) ? 'ipv6' : null;
  if (!family) return true;
  // IPv4 rules also match IPv4-mapped IPv6 addresses (::ffff:127.0.0.1).
  return blockList.check(address, family);
}

const systemResolve: Resolver = async (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true });

const bare = (hostname: string) => hostname.replace(/^\[|\]$/g, '');

export function createOutboundPolicy(options: OutboundPolicyOptions): OutboundPolicy {
  const resolve = options.resolve ?? systemResolve;
  const isBlocked = options.isBlocked ?? isBlockedAddress;
  const allowPrivate = options.allowPrivate;
  const allowHttp = options.allowHttp ?? allowPrivate;

  function refuseAddress(hostname: string, address: string): void {
    if (!allowPrivate && isBlocked(address)) {
      throw new OutboundRefusedError(`O endereço ${hostname} (${address}) é de rede interna e não pode ser acessado.`);
    }
  }

  /** The socket's DNS lookup: resolves every address, refuses if any is blocked, connects to checked ones. */
  const lookup: LookupFunction = (hostname, lookupOptions, callback) => {
    resolve(hostname).then(
      (addresses) => {
        try {
          if (addresses.length === 0) throw new OutboundRefusedError(`O endereço ${hostname} não foi encontrado.`);
          for (const a of addresses) refuseAddress(hostname, a.address);
          const wanted = lookupOptions.family === 4 || lookupOptions.family === 6 ? addresses.filter((a) => a.family === lookupOptions.family) : addresses;
          const usable = wanted.length > 0 ? wanted : addresses;
          if (lookupOptions.all) callback(null, usable);
          else callback(null, usable[0]?.address ?? '', usable[0]?.family ?? 4);
        } catch (error) {
          callback(error as NodeJS.ErrnoException, '', 0);
        }
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };

  const agents = {
    http: new http.Agent({ keepAlive: true, maxSockets: 256, lookup }),
    https: new https.Agent({ keepAlive: true, maxSockets: 256, lookup }),
  };

  return {
    allowPrivate,
    checkUrl(input) {
      let url: URL;
      try {
        url = typeof input === 'string' ? new URL(input) : input;
      } catch {
        throw new OutboundRefusedError('Endereço inválido.');
      }
      if (url.protocol !== 'https:' && !(allowHttp && url.protocol === 'http:')) {
        throw new OutboundRefusedError(`Só endereços https são acessados (${url.protocol.replace(/:$/, '')} recusado).`);
      }
      if (url.username || url.password) throw new OutboundRefusedError('Endereços com usuário e senha não são acessados.');
      // Node connects to an address literal without any lookup: it is checked here instead.
      const host = bare(url.hostname);
      if (net.isIP(host)) refuseAddress(host, host);
      return url;
    },
    agentFor: (url) => (url.protocol === 'https:' ? agents.https : agents.http),
  };
}

const shared = new Map<boolean, OutboundPolicy>();

/**
 * The process's policy for this setting (PROVIDER_ALLOW_PRIVATE_HOSTS; false: production), one per
 * process so every provider call shares its kept-alive connections.
 */
export function sharedOutboundPolicy(allowPrivate = false): OutboundPolicy {
  let policy = shared.get(allowPrivate);
  if (!policy) {
    policy = createOutboundPolicy({ allowPrivate });
    shared.set(allowPrivate, policy);
  }
  return policy;
}

export type OutboundResponse = { status: number; headers: IncomingHttpHeaders; body: Buffer; url: URL };

export type OutboundRequest = {
  method: 'GET' | 'POST' | 'DELETE';
  headers?: Record<string, string>;
  body?: string | Buffer;
  timeoutMs: number;
  /** Refuses a bigger answer (default 100 MB, WhatsApp's largest file). */
  maxBytes?: number;
};

const DEFAULT_MAX_BYTES = 100 * 1024 * 1024;

function timeoutError(): Error {
  const error = new Error('timeout');
  error.name = 'TimeoutError';
  return error;
}

/**
 * One request, no redirects followed: the URL is checked and the socket connects to a checked address.
 * A kept-alive connection the server had just closed (reset before any answer) is tried once more:
 * the request never reached a live connection, so sending it again cannot duplicate it.
 */
export function outboundRequest(policy: OutboundPolicy, input: string | URL, request: OutboundRequest, retried = false): Promise<OutboundResponse> {
  const url = policy.checkUrl(input);
  const maxBytes = request.maxBytes ?? DEFAULT_MAX_BYTES;
  return new Promise((resolve, reject) => {
    let settled = false;
    const transport = url.protocol === 'https:' ? https : http;
    const headers = { ...request.headers, ...(request.body !== undefined ? { 'Content-Length': String(Buffer.byteLength(request.body)) } : {}) };
    const req = transport.request(url, { method: request.method, headers, agent: policy.agentFor(url) }, (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) return fail(new OutboundRefusedError('A resposta passou do tamanho máximo aceito.'));
        chunks.push(chunk);
      });
      res.on('error', fail);
      res.on('end', () => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), url });
      });
    });
    const timer = setTimeout(() => fail(timeoutError()), request.timeoutMs);
    function fail(error: Error) {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      req.destroy();
      if (!retried && req.reusedSocket && (error as NodeJS.ErrnoException).code === 'ECONNRESET') {
        outboundRequest(policy, url, request, true).then(resolve, reject);
        return;
      }
      reject(error);
    }
    req.on('error', fail);
    req.end(request.body);
  });
}

export type ExternalGet = {
  /** The caller's rule for every hop (e.g. the provider's own media hosts). */
  allowedUrl: (url: URL) => boolean;
  /** Headers for one hop: a credential goes only to the hosts that need it. */
  headersFor?: (url: URL) => Record<string, string>;
  timeoutMs: number;
  maxRedirects?: number;
  maxBytes?: number;
};

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** GETs a URL that came from outside, following redirects by hand and checking every hop. */
export async function getExternal(policy: OutboundPolicy, input: string, options: ExternalGet): Promise<OutboundResponse> {
  const maxRedirects = options.maxRedirects ?? 5;
  let url = policy.checkUrl(input);
  for (let hop = 0; ; hop++) {
    if (!options.allowedUrl(url)) throw new OutboundRefusedError(`O endereço ${url.host} não é do provedor e não pode ser acessado.`);
    const response = await outboundRequest(policy, url, {
      method: 'GET',
      headers: options.headersFor?.(url) ?? {},
      timeoutMs: options.timeoutMs,
      ...(options.maxBytes !== undefined ? { maxBytes: options.maxBytes } : {}),
    });
    const location = response.headers.location;
    if (!REDIRECTS.has(response.status) || !location) return response;
    if (hop >= maxRedirects) throw new OutboundRefusedError('Redirecionamentos demais.');
    url = policy.checkUrl(new URL(location, url));
  }
}

/** True when `url` is on `hostname` or one of its subdomains, over https on the default port. */
export function onHostOrSubdomain(url: URL, hostnames: readonly string[]): boolean {
  if (url.protocol !== 'https:' || url.port !== '') return false;
  const host = url.hostname.toLowerCase();
  return hostnames.some((h) => host === h || host.endsWith(`.${h}`));
}

/** True when `url` has the same origin (scheme, host, port) as `base`. */
export function sameOrigin(url: URL, base: string): boolean {
  return url.origin === new URL(base).origin;
}

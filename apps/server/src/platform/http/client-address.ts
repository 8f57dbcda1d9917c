// Who the client is. One rule, TRUST_PROXY, decides whether X-Forwarded-For/-Proto/-Host count:
// Fastify applies it to request.ip and request.protocol, and clientAddress() applies the same
// function to requests Fastify never sees (Socket.IO handshakes). Off by default: a header any
// client can write is no evidence of where it comes from (login limits, "this machine" checks).
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

/** false = trust nobody; a number = that many proxy hops in front; a list = the proxies' addresses/CIDRs. */
export type TrustProxy = false | number | readonly string[];
export type TrustFunction = (address: string, hop: number) => boolean;

const off = new Set(['false', '0', 'off', 'no']);

/** Parses TRUST_PROXY; throws a message naming what is wrong (config reports it with the variable). */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '' || off.has(text)) return false;
  if (['true', 'on', 'yes'].includes(text)) {
    throw new Error('"true" would trust any client; give the number of proxies in front (1) or their addresses (10.0.0.0/8,127.0.0.1)');
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 10) throw new Error('at most 10 proxy hops');
    return hops;
  }
  const list = text.split(',').map((item) => item.trim()).filter(Boolean);
  try {
    proxyAddr.compile(list);
  } catch (err) {
    throw new Error(`not a hop count nor a list of addresses/CIDRs (${(err as Error).message})`);
  }
  return list;
}

/**
 * The function proxy-addr walks X-Forwarded-For with. A hop count trusts that many hops from the
 * socket whoever the peer is (only safe when the proxy is the sole way in); a list trusts exactly
 * those peers.
 */
export function trustFunction(setting: TrustProxy): TrustFunction {
  if (setting === false) return () => false;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return proxyAddr.compile([...setting]);
}

/** The client's address for a raw request (a Socket.IO handshake), by the same rule as request.ip. */
export function clientAddress(req: IncomingMessage, trust: TrustFunction): string {
  return proxyAddr(req, trust);
}

const loopback = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/** Is this (resolved) client address this machine? */
export function isLoopback(address: string | undefined): boolean {
  return !!address && loopback.test(address);
}

// The reports benches' HTTP client: node:http with one keep-alive Agent of 4 sockets (a pooled client
// as a browser tab or a proxy holds; undici is not a dependency of the repository, and node's http
// adds no work of its own to a request), and the latency loop that keeps 4 requests in flight.
import http from 'node:http';
import { percentile } from '../conversations/bench-support.js';

export const CONCURRENCY = 4;
const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

export type Reply = { status: number; body: Buffer };

/** One request on the pooled agent; resolves once the whole answer has arrived. */
export function request(baseUrl: string, method: 'GET' | 'POST', path: string, token: string | null, body?: unknown): Promise<Reply> {
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  const url = new URL(path, baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method,
        agent,
        headers: {
          ...(payload ? { 'content-type': 'application/json', 'content-length': String(payload.length) } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

export async function json<T>(baseUrl: string, method: 'GET' | 'POST', path: string, token: string | null, body?: unknown): Promise<T> {
  const reply = await request(baseUrl, method, path, token, body);
  if (reply.status < 200 || reply.status >= 300) throw new Error(`${method} ${path}: ${reply.status} ${reply.body.toString().slice(0, 300)}`);
  return JSON.parse(reply.body.toString()) as T;
}

export async function signIn(baseUrl: string, login: string, password: string) {
  return json<{ token: string; user: { channelId: string } }>(baseUrl, 'POST', '/api/user/login', null, { login, password });
}

export type Latency = { status: number; errors: number; requests: number; sampled: boolean; p50: number; p95: number; p99: number; max: number };

const round = (ms: number) => Math.round(ms * 10) / 10;

/**
 * `runs` timed requests with CONCURRENCY in flight (after `warmup` untimed ones, one at a time). An
 * endpoint whose warm-up already takes over `slowMs` a request is timed `slowRuns` times only
 * (`sampled` says so): its miss is plain, and 200 runs of it would take the bench hours. `status` is
 * the first non-2xx status seen (200 when all succeeded); failed requests are counted, not timed.
 */
export async function measure(
  baseUrl: string,
  token: string,
  call: { method: 'GET' | 'POST'; path: string; body?: unknown },
  runs: number,
  options: { warmup?: number; slowMs?: number; slowRuns?: number } = {},
): Promise<Latency> {
  const { warmup = 4, slowMs = Infinity, slowRuns = 20 } = options;
  const one = () => request(baseUrl, call.method, call.path, token, call.body);
  const warm: number[] = [];
  for (let i = 0; i < warmup; i++) {
    const t0 = performance.now();
    const first = await one();
    warm.push(performance.now() - t0);
    // An endpoint that is not there (or refuses) is reported at once, not timed 200 times.
    if (first.status >= 400) return { status: first.status, errors: 1, requests: 1, sampled: false, p50: NaN, p95: NaN, p99: NaN, max: NaN };
  }
  const sampled = warm.length > 0 && percentile(warm, 50) > slowMs && slowRuns < runs;
  if (sampled) runs = slowRuns;
  const times: number[] = [];
  let status = 200;
  let errors = 0;
  let next = 0;
  const worker = async () => {
    while (next < runs) {
      next++;
      const t0 = performance.now();
      const reply = await one();
      const ms = performance.now() - t0;
      if (reply.status >= 200 && reply.status < 300) times.push(ms);
      else {
        errors++;
        if (status === 200) status = reply.status;
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return {
    status,
    errors,
    requests: runs,
    sampled,
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    p99: round(percentile(times, 99)),
    max: round(Math.max(...times)),
  };
}

export function closeClient(): void {
  agent.destroy();
}

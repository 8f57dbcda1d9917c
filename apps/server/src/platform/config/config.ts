// Reads the environment once, validates it, and fails fast naming the variable at fault.
import path from 'node:path';
import { z } from 'zod';
import { REPORT_EXPORT_SYNC_LIMIT } from '@atende/contract';
import { parseTrustProxy, type TrustProxy } from '../http/client-address.js';

const boolish = z
  .enum(['true', 'false', '1', '0', 'on', 'off', 'yes', 'no'])
  .transform((v) => ['true', '1', 'on', 'yes'].includes(v));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL').optional(),
  APP_SECRET: z.string().min(32, 'must have at least 32 characters').optional(),
  DEMO_PASSWORD: z.string().min(6, 'must have at least 6 characters').optional(),
  DEMO: z.enum(['on', 'off']).default('on'),
  /** With DEMO on: off seeds only the bare demo company (logins, one channel) without the store's history. */
  DEMO_HISTORY: z.enum(['on', 'off']).default('on'),
  ROLE: z.enum(['all', 'api', 'worker']).default('all'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  FORCE_HTTPS: boolish.default(false),
  /** Who may tell us the client's address and scheme (X-Forwarded-*): off, a hop count, or proxy addresses/CIDRs. */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, ctx) => {
      try {
        return parseTrustProxy(value);
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: (err as Error).message });
        return z.NEVER;
      }
    }),
  /** Prefix of the keys this app writes in Redis (login limits), so deployments can share one Redis. */
  REDIS_KEY_PREFIX: z.string().min(1).max(100).default('atende:'),
  WEB_DIST: z.string().optional(),
  PUBLIC_URL: z.string().url().optional(),
  /** Gupshup Partner API token: with a channel's appId, the traffic report adds Gupshup's usage report. */
  GUPSHUP_PARTNER_TOKEN: z.string().min(1).optional(),
  GUPSHUP_PARTNER_API_BASE: z.string().url().default('https://partner.gupshup.io'),
  /** Where the Cloud API and Gupshup are called: server configuration, never a company's credential. */
  GRAPH_API_BASE: z.string().url().default('https://graph.facebook.com'),
  GUPSHUP_API_BASE: z.string().url().default('https://api.gupshup.io'),
  /** The store integration's hosts (issue 20): VTEX's is {account}.vtexcommercestable.com.br unless this overrides it (tests). */
  VTEX_API_BASE: z.string().url().optional(),
  MERCADOPAGO_API_BASE: z.string().url().default('https://api.mercadopago.com'),
  /** How long a store call (freight, stock, payment link) may take before the operator reads "A loja não respondeu a tempo". */
  STORE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** Tests and local development only: provider calls and downloads may reach loopback/private hosts over http. */
  PROVIDER_ALLOW_PRIVATE_HOSTS: boolish.default(false),
  /** How long a campaign send without an answer waits for the provider's status webhook before it is sent again. */
  CAMPAIGN_CLAIM_GRACE_SECONDS: z.coerce.number().min(0.1).max(3600).default(120),
  /** How long a dead campaign runner keeps its channel before another process takes over. */
  CAMPAIGN_LEASE_SECONDS: z.coerce.number().min(1).max(300).default(10),
  /** Report exports up to this many rows stream as the answer; above it they run as a background job (tests lower it). */
  REPORT_EXPORT_SYNC_LIMIT: z.coerce.number().int().min(1).default(REPORT_EXPORT_SYNC_LIMIT),
  /** Items per Catalog Batch API call to Meta: its documented maximum, 5000 (tests lower it). */
  CATALOG_SYNC_BATCH_SIZE: z.coerce.number().int().min(1).max(5000).default(5000),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  appSecret: string | undefined;
  demoPassword: string | undefined;
  demo: boolean;
  /** The demo seed adds the living store (60 days of history, the bot on); off: the bare company. */
  demoHistory: boolean;
  role: 'all' | 'api' | 'worker';
  logLevel: string;
  forceHttps: boolean;
  trustProxy: TrustProxy;
  redisKeyPrefix: string;
  webDist: string | undefined;
  publicUrl: string | undefined;
  gupshupPartnerToken: string | undefined;
  gupshupPartnerApiBase: string;
  graphApiBase: string;
  gupshupApiBase: string;
  /** Tests and local development: provider requests may reach loopback/private addresses over plain http. */
  providerAllowPrivateHosts: boolean;
  /** Undefined: each store's own VTEX host ({account}.vtexcommercestable.com.br). */
  vtexApiBase: string | undefined;
  mercadoPagoApiBase: string;
  storeTimeoutMs: number;
  campaignClaimGraceMs: number;
  campaignLeaseMs: number;
  reportExportSyncLimit: number;
  catalogSyncBatchSize: number;
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings mean "unset", the way shells and .env files usually write it.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  // A provider base over plain http would send tokens in clear: only where private hosts are allowed (tests).
  const plain = (['GRAPH_API_BASE', 'GUPSHUP_API_BASE', 'GUPSHUP_PARTNER_API_BASE', 'MERCADOPAGO_API_BASE', 'VTEX_API_BASE'] as const).filter((k) => {
    const value = e[k];
    return value !== undefined && !value.startsWith('https://');
  });
  if (plain.length > 0 && !e.PROVIDER_ALLOW_PRIVATE_HOSTS) {
    throw new ConfigError(`Invalid configuration:\n${plain.map((k) => `  ${k}: must be an https:// URL (http only with PROVIDER_ALLOW_PRIVATE_HOSTS=true)`).join('\n')}`);
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    appSecret: e.APP_SECRET,
    demoPassword: e.DEMO_PASSWORD,
    demo: e.DEMO === 'on',
    demoHistory: e.DEMO_HISTORY === 'on',
    role: e.ROLE,
    logLevel: e.LOG_LEVEL,
    forceHttps: e.FORCE_HTTPS,
    trustProxy: e.TRUST_PROXY,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : undefined,
    publicUrl: e.PUBLIC_URL,
    gupshupPartnerToken: e.GUPSHUP_PARTNER_TOKEN,
    gupshupPartnerApiBase: e.GUPSHUP_PARTNER_API_BASE.replace(/\/+$/, ''),
    graphApiBase: e.GRAPH_API_BASE.replace(/\/+$/, ''),
    gupshupApiBase: e.GUPSHUP_API_BASE.replace(/\/+$/, ''),
    providerAllowPrivateHosts: e.PROVIDER_ALLOW_PRIVATE_HOSTS,
    vtexApiBase: e.VTEX_API_BASE?.replace(/\/+$/, ''),
    mercadoPagoApiBase: e.MERCADOPAGO_API_BASE.replace(/\/+$/, ''),
    storeTimeoutMs: e.STORE_TIMEOUT_MS,
    campaignClaimGraceMs: e.CAMPAIGN_CLAIM_GRACE_SECONDS * 1000,
    campaignLeaseMs: e.CAMPAIGN_LEASE_SECONDS * 1000,
    reportExportSyncLimit: e.REPORT_EXPORT_SYNC_LIMIT,
    catalogSyncBatchSize: e.CATALOG_SYNC_BATCH_SIZE,
  };
}

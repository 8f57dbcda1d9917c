// Builds the real app on a fresh test database with the demo company seeded, plus helpers
// to sign in and call it with inject. Nothing of our own is mocked.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, type Config } from '../../src/platform/config/config.js';
import { buildApp, type BuiltApp } from '../../src/app.js';
import { seedDemo } from '../../src/modules/seed/demo-seed.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';
import type { LoginResponse } from '@atende/contract';

export const DEMO_PASSWORD = 'senha-demo-123';

export type TestApp = BuiltApp & {
  testDb: TestDatabase;
  config: Config;
  login: (login: string, password?: string) => Promise<LoginResponse>;
  tokenOf: (login: string, password?: string) => Promise<string>;
  close: () => Promise<void>;
};

export function testConfig(overrides: Record<string, string> = {}): Config {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atende-test-'));
  return loadConfig({
    DATA_DIR: dataDir,
    DEMO_PASSWORD,
    LOG_LEVEL: 'silent',
    APP_SECRET: 'test-secret-that-is-long-enough-for-hkdf-0123456789',
    // The fake providers listen on 127.0.0.1 over http; tests point GRAPH_API_BASE / GUPSHUP_API_BASE at them.
    PROVIDER_ALLOW_PRIVATE_HOSTS: 'true',
    // Test files run in parallel workers sharing one Redis: each worker's apps count rate limits and
    // broadcast socket events under its own prefix (two apps of one test still share it).
    REDIS_KEY_PREFIX: `atende-test-${process.env.VITEST_POOL_ID ?? '0'}-${process.pid}:`,
    ...overrides,
  });
}

export async function createTestApp(
  options: { clock?: () => Date; config?: Record<string, string>; testDb?: TestDatabase; queue?: boolean } = {},
): Promise<TestApp> {
  const testDb = options.testDb ?? (await createTestDatabase());
  const config = testConfig(options.config);
  const built = await buildApp({ config, db: testDb.db, queue: options.queue ?? false, clock: options.clock });
  await seedDemo(built.ctx);

  const login = async (loginName: string, password = DEMO_PASSWORD): Promise<LoginResponse> => {
    const res = await built.app.inject({ method: 'POST', url: '/api/user/login', payload: { login: loginName, password } });
    if (res.statusCode !== 200) throw new Error(`login ${loginName} failed: ${res.statusCode} ${res.body}`);
    return res.json<LoginResponse>();
  };

  return {
    ...built,
    testDb,
    config,
    login,
    tokenOf: async (loginName, password) => (await login(loginName, password)).token,
    close: async () => {
      await built.app.close();
      if (!options.testDb) await testDb.drop();
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** The admin creates another company through the API, as in production; returns its channel and owner. */
export async function createCompany(
  t: TestApp,
  company: { name: string; channelNumber: string; ownerLogin: string; apiType?: string; credentials?: Record<string, string> },
): Promise<{ channelId: string; ownerToken: string }> {
  const admin = await t.tokenOf('admin');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/channel',
    headers: auth(admin),
    payload: {
      name: company.name,
      channelNumber: company.channelNumber,
      apiType: company.apiType ?? 'cloud',
      credentials: company.credentials ?? {},
      owner: { login: company.ownerLogin, password: COMPANY_PASSWORD, name: `Dona de ${company.name}`, email: `${company.ownerLogin}@empresa.com.br` },
    },
  });
  if (res.statusCode !== 201) throw new Error(`company ${company.name} not created: ${res.statusCode} ${res.body}`);
  return { channelId: res.json().channel.channel._id as string, ownerToken: await t.tokenOf(company.ownerLogin, COMPANY_PASSWORD) };
}

export const COMPANY_PASSWORD = 'senha-forte-1';

import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createTestApp, testConfig } from '../support/test-app.js';
import { createTestDatabase } from '../support/test-database.js';
import { buildApp } from '../../src/app.js';
import { seedDemo } from '../../src/modules/seed/demo-seed.js';
import { countUsers } from '../../src/modules/users/users.repository.js';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('start-up', () => {
  it('a wrong variable stops the process with a message naming it', () => {
    const res = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: { ...process.env, PORT: 'abc', DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(res.status).toBe(1);
    expect(res.stderr).toMatch(/PORT/);
  });

  it('seeds the demo company once, writing the logins file, and never twice', async () => {
    const testDb = await createTestDatabase();
    const config = testConfig({ DEMO_PASSWORD: '' });
    const built = await buildApp({ config, db: testDb.db, queue: false });
    try {
      const first = await seedDemo(built.ctx);
      expect(first.seeded).toBe(true);
      expect(first.password).toMatch(/^[\w-]{10,}$/);
      const file = fs.readFileSync(path.join(config.dataDir, 'demo-logins.txt'), 'utf8');
      for (const login of ['admin', 'empresa', 'gerente', 'operador']) expect(file).toContain(`${login.padEnd(10)} ${first.password}`);
      expect(await countUsers(testDb.db.orm)).toBe(4);
      const login = await built.app.inject({ method: 'POST', url: '/api/user/login', payload: { login: 'gerente', password: first.password } });
      expect(login.statusCode).toBe(200);
      // The demo ships with Campanhas on (templates and campaigns work on the simulator at once).
      const owner = await built.app.inject({ method: 'POST', url: '/api/user/login', payload: { login: 'empresa', password: first.password } });
      expect(owner.json().user.channelConfig.modules.broadcastList).toBe(true);
      const campaigns = await built.app.inject({ method: 'GET', url: '/api/campaigns', headers: { authorization: `Bearer ${owner.json().token}` } });
      expect(campaigns.statusCode, campaigns.body).toBe(200);
      const second = await seedDemo(built.ctx);
      expect(second.seeded).toBe(false);
      expect(await countUsers(testDb.db.orm)).toBe(4);
      // A company created afterwards keeps the default: Campanhas off until switched on.
      const admin = await built.app.inject({ method: 'POST', url: '/api/user/login', payload: { login: 'admin', password: first.password } });
      const company = await built.app.inject({
        method: 'POST',
        url: '/api/channel',
        headers: { authorization: `Bearer ${admin.json().token}` },
        payload: { name: 'Nova Empresa', channelNumber: '5511955551234', apiType: 'cloud', credentials: {}, owner: { login: 'nova-dona', password: 'senha-forte-1', name: 'Nova Dona', email: 'nova@empresa.com.br' } },
      });
      expect(company.statusCode, company.body).toBe(201);
      const newOwner = await built.app.inject({ method: 'POST', url: '/api/user/login', payload: { login: 'nova-dona', password: 'senha-forte-1' } });
      expect(newOwner.json().user.channelConfig.modules.broadcastList).toBe(false);
    } finally {
      await built.app.close();
      await testDb.drop();
    }
  });

  it('with FORCE_HTTPS, plain http from a public host is redirected to https, localhost is not', async () => {
    // The TLS proxy in front is this machine: its X-Forwarded-Proto counts (TRUST_PROXY).
    const t = await createTestApp({ config: { FORCE_HTTPS: 'true', TRUST_PROXY: '127.0.0.1' } });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { host: 'atende.exemplo.com.br' } });
      expect(res.statusCode).toBe(301);
      expect(res.headers.location).toBe('https://atende.exemplo.com.br/api/health');
      const behindTls = await t.app.inject({
        method: 'GET',
        url: '/api/user/me',
        headers: { host: 'atende.exemplo.com.br', 'x-forwarded-proto': 'https' },
      });
      expect(behindTls.statusCode).toBe(401);
      const local = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: { host: 'localhost:3000' } });
      expect(local.statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });
});

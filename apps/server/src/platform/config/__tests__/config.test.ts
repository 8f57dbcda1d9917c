import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.js';

describe('configuration', () => {
  it('has working defaults for the embedded start', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 3000, databaseUrl: undefined, redisUrl: undefined, demo: true, role: 'all' });
    expect(c.dataDir).toBe(path.resolve('./data'));
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'http://x' }, 'REDIS_URL'],
    [{ APP_SECRET: 'short' }, 'APP_SECRET'],
    [{ ROLE: 'boss' }, 'ROLE'],
    [{ DEMO: 'maybe' }, 'DEMO'],
  ])('stops with a message naming the variable at fault (%o)', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`\\b${name}\\b`));
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).databaseUrl).toBeUndefined();
  });
});

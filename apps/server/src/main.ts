// Process entry. ROLE=all (default) serves HTTP, real time and runs jobs; api serves only;
// worker runs jobs only. Migrations apply at start; --migrate-only stops after them.
import { ConfigError, loadConfig } from './platform/config/config.js';
import { DirectoryLockedError } from './platform/db/directory-lock.js';
import { runMigrations } from './platform/db/migrate.js';
import { resolveAppSecret, deriveKeys } from './platform/crypto/secrets.js';
import { createEventBus } from './platform/events/domain-events.js';
import { createQueue } from './platform/queue/queue.js';
import { buildApp, openConfiguredDatabase, queueDefinitions, registerJobs, wireListeners } from './app.js';
import { createRealtime } from './platform/realtime/realtime.js';
import { seedDemo, demoLogins } from './modules/seed/index.js';
import fs from 'node:fs';
import type { AppContext } from './platform/context.js';
import { installConsoleRedaction } from './platform/logging/safe-errors.js';
import { guardProcessAgainstOutages } from './platform/db/outage-guard.js';

// Before anything can fail: console output never prints a failed query's parameters, and a database
// outage never ends the process.
installConsoleRedaction();
guardProcessAgainstOutages();

async function main(): Promise<void> {
  const startedAt = Date.now();
  const config = loadConfig();
  const migrateOnly = process.argv.includes('--migrate-only');

  const db = await openConfiguredDatabase(config);
  await runMigrations(db);
  const ctx: AppContext = {
    config,
    db,
    keys: deriveKeys(resolveAppSecret(config.appSecret, config.dataDir)),
    bus: createEventBus(() => undefined),
  };
  if (migrateOnly) {
    console.log(`Migrações aplicadas (${db.driver}).`);
    await db.close();
    return;
  }
  const seedStarted = Date.now();
  const seed = config.demo ? await seedDemo(ctx, { history: config.demoHistory }) : null;
  const seedMs = Date.now() - seedStarted;

  if (config.role === 'worker') {
    const queue = createQueue(db, { supervise: true, queues: queueDefinitions });
    const realtime = await createRealtime(null, {
      signingKey: ctx.keys.signing,
      loadPrincipal: async () => null,
      redisUrl: config.redisUrl,
      redisKeyPrefix: config.redisKeyPrefix,
    });
    ctx.bus = createEventBus((name, err) => console.error(`[events] ${name}`, err));
    wireListeners(ctx, realtime.io);
    await queue.start();
    const stopJobs = await registerJobs(ctx, queue, realtime.io);
    console.log(`Atende worker pronto (${db.driver}${config.redisUrl ? ', eventos via Redis' : ''}).`);
    const stop = async () => {
      stopJobs();
      await realtime.close();
      await queue.stop();
      await db.close();
      process.exit(0);
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    return;
  }

  const { app } = await buildApp({ config, db, logger: true });
  app.addHook('onClose', () => db.close());
  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const url = config.publicUrl ?? `http://${shownHost}:${config.port}`;
  printBanner(url, db.driver, Date.now() - startedAt, seed, seedMs);

  const stop = async () => {
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

function printBanner(url: string, driver: string, ms: number, seed: Awaited<ReturnType<typeof seedDemo>> | null, seedMs: number): void {
  const lines = [``, `  Atende pronto em ${url}  (banco: ${driver}, ${ms} ms)`, `  Documentação da API: ${url}/api/docs`];
  if (seed?.store) {
    const { contacts, attendances, messages } = seed.store;
    const n = (value: number) => value.toLocaleString('pt-BR');
    lines.push(`  Loja de demonstração criada em ${seedMs} ms: ${n(contacts)} contatos, ${n(attendances)} atendimentos, ${n(messages)} mensagens`);
  }
  if (seed) {
    let password = seed.password;
    if (!password && fs.existsSync(seed.file)) {
      password = fs.readFileSync(seed.file, 'utf8').split('\n').find((l) => l.startsWith('admin'))?.split(/\s+/)[1] ?? null;
    }
    lines.push(`  Logins de demonstração (${seed.file}):`);
    for (const login of demoLogins) lines.push(`    ${login.padEnd(10)} senha: ${password ?? '(veja o arquivo acima)'}`);
  }
  console.log(`${lines.join('\n')}\n`);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DirectoryLockedError) {
    console.error(`\n${err.message}\n`);
  } else {
    console.error(err);
  }
  process.exit(1);
});

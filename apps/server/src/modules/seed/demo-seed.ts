// The demo company on an empty database: one simulator channel and a user per role and, with
// `history`, the living store around it (demo-store.ts). Nothing happens with DEMO=off or when any
// user exists: an existing database is never touched. All of it commits in one transaction.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { defaultBotSettings, defaultChannelConfig } from '@atende/contract';
import type { AppContext } from '../../platform/context.js';
import { hashPassword } from '../../platform/crypto/passwords.js';
import { countUsers, insertUser } from '../users/index.js';
import { insertChannel, sealSimulatorCredentials } from '../channels/index.js';
import { insertOperator } from '../operators/index.js';
import { insertTabulation } from '../tabulations/index.js';
import { insertQuickAnswer } from '../quick-answers/index.js';
import { insertMenu, writeSettings } from '../chatbot/index.js';
import { demoLogins, demoManagerPermissions, demoMenus, demoQuickAnswers, demoTabulations } from './demo-company.js';
import { storeOperators } from './demo-catalog.js';
import { seedStore, type StoreSummary } from './demo-store.js';

export { demoLogins, demoManagerPermissions, demoMenus, demoQuickAnswers, demoTabulations } from './demo-company.js';

export type DemoSeedResult = { seeded: boolean; password: string | null; file: string; store: StoreSummary | null };

export type DemoSeedOptions = {
  /**
   * The store's departments, team, customers, 60 days of conversations, campaign and the bot on
   * (`npm start`, unless DEMO_HISTORY=off). Without it, the bare company the tests build on.
   */
  history?: boolean;
  /** The moment the history leads up to (tests pin it). */
  now?: Date;
};

export async function seedDemo(ctx: AppContext, options: DemoSeedOptions = {}): Promise<DemoSeedResult> {
  const file = path.join(ctx.config.dataDir, 'demo-logins.txt');
  if (!ctx.config.demo || (await countUsers(ctx.db.orm)) > 0) return { seeded: false, password: null, file, store: null };

  const password = ctx.config.demoPassword ?? crypto.randomBytes(9).toString('base64url');
  const passwordHash = await hashPassword(password);
  const store = await ctx.db.orm.transaction(async (tx) => {
    await insertUser(tx, { role: 'admin', login: 'admin', passwordHash, name: 'Administrador', adminMaster: true, showQrPage: true });
    // Campanhas (broadcastList) is on for the demo only, so templates and campaigns can be tried on
    // the simulator at once; new channels keep the default (off).
    const channel = await insertChannel(
      tx,
      { name: 'Empresa Demo', channelNumber: '5511999990000', apiType: 'simulator', status: 'authenticated' },
      { ...structuredClone(defaultChannelConfig), modules: { ...defaultChannelConfig.modules, api: true, quickAnswers: true, broadcastList: true } },
    );
    await sealSimulatorCredentials(tx, ctx.keys.encryption, channel.id);
    const owner = await insertUser(tx, {
      channelId: channel.id,
      role: 'channel',
      login: 'empresa',
      passwordHash,
      name: 'Dona da Empresa Demo',
      email: 'empresa@demo.atende.local',
      company: 'Empresa Demo',
    });
    const manager = await insertUser(tx, {
      channelId: channel.id,
      role: 'channel_manager',
      login: 'gerente',
      passwordHash,
      name: 'Gerente Demo',
      email: 'gerente@demo.atende.local',
      permissions: demoManagerPermissions,
    });
    const operatorUser = await insertUser(tx, {
      channelId: channel.id,
      role: 'operator',
      login: 'operador',
      passwordHash,
      name: 'Operador Demo',
      email: 'operador@demo.atende.local',
    });
    const operator = await insertOperator(tx, { channelId: channel.id, userId: operatorUser.id, name: 'Operador Demo' }, []);
    const tabulationIds = new Map<string, string>();
    for (const name of demoTabulations) tabulationIds.set(name, (await insertTabulation(tx, channel.id, name)).id);
    for (const answer of demoQuickAnswers) await insertQuickAnswer(tx, channel.id, { ...answer, mediaId: null });
    if (options.history) {
      return seedStore(
        tx,
        {
          channelId: channel.id,
          timeZone: channel.timezone,
          passwordHash,
          ownerUserId: owner.id,
          managerUserId: manager.id,
          demoOperator: { id: operator.id, userId: operatorUser.id, login: 'operador' },
          tabulationIds,
        },
        options.now ?? new Date(),
      );
    }
    for (const menu of demoMenus) await insertMenu(tx, channel.id, menu);
    await writeSettings(tx, channel.id, { ...defaultBotSettings, rootMenuId: 'inicio' });
    return null;
  });

  fs.mkdirSync(ctx.config.dataDir, { recursive: true });
  const lines = demoLogins.map((login) => `${login.padEnd(10)} ${password}`);
  const others = storeOperators.flatMap((o) => (o.login ? [o.login] : []));
  const team = store ? `\n# A equipe da loja entra com a mesma senha: ${others.join(', ')} (operadores)\n` : '\n';
  fs.writeFileSync(file, `# Atende demo logins (login  password)\n${lines.join('\n')}${team}`, { mode: 0o600 });
  return { seeded: true, password, file, store };
}

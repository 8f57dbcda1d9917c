// The demo company on an empty database: one simulator channel and a user per role.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { defaultBotSettings, defaultChannelConfig, type Menu, type PermissionName } from '@atende/contract';
import type { AppContext } from '../../platform/context.js';
import { hashPassword } from '../../platform/crypto/passwords.js';
import { countUsers, insertUser } from '../users/index.js';
import { insertChannel, sealSimulatorCredentials } from '../channels/index.js';
import { insertOperator } from '../operators/index.js';
import { insertTabulation } from '../tabulations/index.js';
import { insertQuickAnswer } from '../quick-answers/index.js';
import { insertMenu, writeSettings } from '../chatbot/index.js';

export const demoLogins = ['admin', 'empresa', 'gerente', 'operador'] as const;
export const demoManagerPermissions: PermissionName[] = ['Contacts', 'Reports', 'AttendancesManage', 'Managemenu'];

/** Typed with `/` in the composer; the variables are filled in on the operator's screen. */
export const demoQuickAnswers = [
  { shortcut: 'saudacao', text: '{{saudacao}}, {{primeiro_nome}}! Aqui é {{operador}}, da Empresa Demo. Como posso ajudar?' },
  { shortcut: 'protocolo', text: 'O seu atendimento tem o protocolo {{protocolo}}. Guarde este número para acompanhar a sua solicitação.' },
  { shortcut: 'encerramento', text: 'Obrigado pelo contato, {{primeiro_nome}}! Se precisar de mais alguma coisa, é só chamar por aqui.' },
];

/** How the demo's attendances end: with tabulations in the channel, finishing requires one. */
export const demoTabulations = ['Dúvida resolvida', 'Venda realizada', 'Sem retorno'] as const;

/**
 * A ready bot for the demo channel, left off (Gerenciar › ChatBot turns it on; "Testar" tries it
 * meanwhile): a list whose rows answer, lead to frequent questions or to the general queue.
 */
export const demoMenus: Menu[] = [
  {
    id: 'inicio',
    name: 'Menu inicial',
    kind: 'list',
    header: 'Empresa Demo',
    text: 'Sou o assistente virtual da Empresa Demo. Como posso ajudar?',
    buttonText: 'Ver opções',
    sections: [
      {
        title: 'Atendimento',
        rows: [
          { id: 'atendente', title: 'Falar com um atendente', description: 'Uma pessoa da nossa equipe responde', target: { kind: 'department', departmentId: null } },
          { id: 'duvidas', title: 'Dúvidas frequentes', target: { kind: 'menu', menuId: 'duvidas' } },
        ],
      },
      {
        title: 'Informações',
        rows: [
          { id: 'horario', title: 'Horário de atendimento', target: { kind: 'answer', text: 'Atendemos de segunda a sexta, das 8h às 18h, e aos sábados, das 8h às 12h.' } },
          { id: 'sair', title: 'Encerrar conversa', target: { kind: 'end' } },
        ],
      },
    ],
  },
  {
    id: 'duvidas',
    name: 'Dúvidas frequentes',
    kind: 'buttons',
    text: 'Sobre o que é a sua dúvida?',
    options: [
      { id: 'entrega', title: 'Entrega', target: { kind: 'answer', text: 'Entregamos em até 5 dias úteis em todo o Brasil. O código de rastreio chega por aqui.' } },
      { id: 'pagamento', title: 'Pagamento', target: { kind: 'answer', text: 'Aceitamos Pix, boleto e cartão de crédito em até 10 vezes sem juros.' } },
      { id: 'voltar', title: 'Voltar', target: { kind: 'menu', menuId: 'inicio' } },
    ],
  },
];

export type DemoSeedResult = { seeded: boolean; password: string | null; file: string };

export async function seedDemo(ctx: AppContext): Promise<DemoSeedResult> {
  const file = path.join(ctx.config.dataDir, 'demo-logins.txt');
  if ((await countUsers(ctx.db.orm)) > 0) return { seeded: false, password: null, file };

  const password = ctx.config.demoPassword ?? crypto.randomBytes(9).toString('base64url');
  const passwordHash = await hashPassword(password);
  await ctx.db.orm.transaction(async (tx) => {
    await insertUser(tx, { role: 'admin', login: 'admin', passwordHash, name: 'Administrador', adminMaster: true, showQrPage: true });
    // Campanhas (broadcastList) is on for the demo only, so templates and campaigns can be tried on
    // the simulator at once; new channels keep the default (off).
    const channel = await insertChannel(
      tx,
      { name: 'Empresa Demo', channelNumber: '5511999990000', apiType: 'simulator', status: 'authenticated' },
      { ...structuredClone(defaultChannelConfig), modules: { ...defaultChannelConfig.modules, api: true, quickAnswers: true, broadcastList: true } },
    );
    await sealSimulatorCredentials(tx, ctx.keys.encryption, channel.id);
    await insertUser(tx, {
      channelId: channel.id,
      role: 'channel',
      login: 'empresa',
      passwordHash,
      name: 'Dona da Empresa Demo',
      email: 'empresa@demo.atende.local',
      company: 'Empresa Demo',
    });
    await insertUser(tx, {
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
    await insertOperator(tx, { channelId: channel.id, userId: operatorUser.id, name: 'Operador Demo' }, []);
    for (const name of demoTabulations) await insertTabulation(tx, channel.id, name);
    for (const answer of demoQuickAnswers) await insertQuickAnswer(tx, channel.id, { ...answer, mediaId: null });
    for (const menu of demoMenus) await insertMenu(tx, channel.id, menu);
    await writeSettings(tx, channel.id, { ...defaultBotSettings, rootMenuId: 'inicio' });
  });

  fs.mkdirSync(ctx.config.dataDir, { recursive: true });
  const lines = demoLogins.map((login) => `${login.padEnd(10)} ${password}`);
  fs.writeFileSync(file, `# Atende demo logins (login  password)\n${lines.join('\n')}\n`, { mode: 0o600 });
  return { seeded: true, password, file };
}

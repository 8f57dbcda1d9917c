// An owner signed in, and the bot's endpoints answering in the server's shape, for the chatbot tests.
import { defaultBotSettings, type BotSettings, type ButtonsMenu, type Menu, type NumberedMenu } from '@atende/contract';
import { ids, jsonResponse, makeUser } from '@/test/fixtures';
import { on, type FakeEndpoint } from '@/test/render-app';
import { sessionStore } from '@/shared/session/session-store';

export const channelId = ids.channel;
export const departmentId = '00000000-0000-4000-8000-000000000100';

export function signInOwner(): FakeEndpoint {
  const owner = makeUser('channel');
  sessionStore.start('tok-owner', owner);
  return on('GET', '/api/user/me', () => jsonResponse(200, { statusCode: 200, user: owner }));
}

export const departmentsEndpoint = on('GET', `/api/department/channel/${channelId}`, () =>
  jsonResponse(200, { statusCode: 200, departments: [{ _id: departmentId, name: 'Financeiro' }] }),
);

export const mainMenu: ButtonsMenu = {
  id: 'mMain',
  name: 'Principal',
  kind: 'buttons',
  text: 'Como podemos ajudar?',
  options: [
    { id: 'o1', title: 'Financeiro', target: { kind: 'department', departmentId } },
    { id: 'o2', title: 'Suporte', target: { kind: 'menu', menuId: 'mSupport' } },
  ],
};

export const supportMenu: NumberedMenu = {
  id: 'mSupport',
  name: 'Suporte',
  kind: 'numbered',
  text: 'Escolha o assunto',
  options: [
    { id: 'o1', title: 'Internet', target: { kind: 'answer', text: 'Reinicie o modem.' } },
    { id: 'o2', title: 'Voltar', target: { kind: 'menu', menuId: 'mMain' } },
  ],
};

export function botEndpoint(menus: Menu[], settings: Partial<BotSettings> = {}, extra: { interactive?: boolean; simulatorUrl?: string | null } = {}) {
  return on('GET', '/api/chatbot', () =>
    jsonResponse(200, {
      statusCode: 200,
      chatbot: {
        settings: { ...defaultBotSettings, rootMenuId: menus[0]?.id ?? null, ...settings },
        menus,
        interactive: extra.interactive ?? true,
        simulatorUrl: extra.simulatorUrl ?? null,
      },
    }),
  );
}

// /manageoperators on the server: the demo company's owner signed in with the app listening for
// sockets on a clock the tests move (Saturday 2026-11-21 15:00 in São Paulo), its departments
// Vendas and Suporte, another company with an operator; plus the edit and list calls, managers with
// given permissions and wallets. One harness per test file:
//   const h = operatorsTeamHarness(); beforeAll(h.start); afterAll(h.stop);
import { sql } from 'drizzle-orm';
import { auth, COMPANY_PASSWORD, createCompany, createTestApp, type TestApp } from './test-app.js';
import { createDepartment, createOperator, socketClients, type TestOperator } from './operator-fixtures.js';
import { harnessState } from './harness-state.js';
import { upsertContact } from '../../src/modules/contacts/contacts.repository.js';

/** Saturday 2026-11-21 15:00 in São Paulo (18:00 UTC). */
const SATURDAY_AFTERNOON = '2026-11-21T18:00:00Z';

type State = {
  t: TestApp;
  clients: ReturnType<typeof socketClients>;
  owner: string;
  channelId: string;
  other: { channelId: string; ownerToken: string };
  otherOperator: TestOperator;
  vendas: string;
  suporte: string;
};

export function operatorsTeamHarness() {
  const state = harnessState<State>('the operators team harness');
  const { ready } = state;
  const clock = { now: new Date(SATURDAY_AFTERNOON) };

  const harness = {
    start: async () => {
      const t = await createTestApp({ clock: () => clock.now });
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const clients = socketClients(t);
      const session = await t.login('empresa');
      const channelId = session.user.channelId as string;
      const vendas = await createDepartment(t, channelId, 'Vendas');
      const suporte = await createDepartment(t, channelId, 'Suporte');
      const other = await createCompany(t, { name: 'Outra', channelNumber: '5521977776666', ownerLogin: 'outra' });
      const otherOperator = await createOperator(t, other.ownerToken, 'op-da-outra');
      state.set({ t, clients, owner: session.token, channelId, other, otherOperator, vendas, suporte });
    },
    stop: async () => {
      state.current()?.clients.closeAll();
      await state.current()?.t.close();
    },
    clock,
    put: (id: string, payload: Record<string, unknown>, token = ready().owner) =>
      ready().t.app.inject({ method: 'PUT', url: `/api/operator/${id}`, headers: auth(token), payload }),
    page: (query = '', token = ready().owner, channel = ready().channelId, pageNumber = 1) =>
      ready().t.app.inject({ method: 'GET', url: `/api/operator/channel/${channel}/page/${pageNumber}${query}`, headers: auth(token) }),
    /** A manager of the demo company with exactly these permissions; returns its token. */
    managerWith: async (login: string, permissions: string[]): Promise<string> => {
      const { t, owner } = ready();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/channel/manager',
        headers: auth(owner),
        payload: { login, password: COMPANY_PASSWORD, name: `Gerente ${login}`, permissions },
      });
      if (res.statusCode !== 201) throw new Error(`manager ${login}: ${res.statusCode} ${res.body}`);
      return t.tokenOf(login, COMPANY_PASSWORD);
    },
    /** Contacts of the channel with this operator responsible for them (their wallet). */
    giveWallet: async (channel: string, operatorId: string, prefix: string, count: number): Promise<void> => {
      const { orm } = ready().t.ctx.db;
      for (let i = 0; i < count; i++) {
        const contact = await upsertContact(orm, channel, `55119${prefix}${String(i).padStart(4, '0')}`, `Cliente ${prefix}${i}`);
        await orm.execute(sql`update contacts set responsible_operator_id = ${operatorId} where id = ${contact.id}`);
      }
    },
  };
  return state.expose(harness, ['t', 'clients', 'owner', 'channelId', 'other', 'otherOperator', 'vendas', 'suporte']);
}

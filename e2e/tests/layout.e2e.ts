// Layout at a phone (390 px), a laptop (1366 px) and a desktop (1920 px), in real Chromium against the
// built server: while a calendar reminder is showing, the header's Agenda, fullscreen, avatar and
// logout are on screen and nothing covers them; status, tag and operator badges show their whole text;
// the "Ações" column of the management tables is on screen without scrolling the table sideways.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Locator, Page } from 'playwright-core';
import { serverApi } from '../support/api.js';
import { LAYOUT_WIDTHS as WIDTHS, assertNoSidewaysScroll, atWidth } from '../support/layout-checks.js';
import { DEMO_PASSWORD, type RunningServer } from '../support/server.js';
import { signIn } from '../support/session.js';
import { withServerAndBrowser } from '../support/suite.js';
import { until } from '../support/until.js';

let server: RunningServer;
let browser: Browser;
const api = serverApi(() => server.url, { getWithoutBody: true });
type Login = { token: string; user: { channelId: string; operatorData?: { _id: string } | null } };

// At 1000 px or less the first tap turns fullscreen on (spec section 2): the toggle then offers to leave it.
const FULLSCREEN = /^(Entrar em|Sair da) tela cheia$/;
/** Waits on what crosses the server, the queue and the socket on a busy 2-core machine. */
const OUTCOME = { timeout: 30_000 };
const CUSTOMERS = [
  { number: '5511987654401', name: 'Maria Aparecida dos Santos Oliveira', email: 'maria.aparecida.santos@exemplo.com.br' },
  { number: '5511987654402', name: 'João Carlos Pereira da Silva', email: 'joao.carlos.pereira@exemplo.com.br' },
];

/**
 * The data the screens show: a tag on two contacts with long names and e-mails, their attendances
 * (one finished, one in progress), and an operator who is offline.
 */
async function setUp(): Promise<void> {
  const owner = await api<Login>('/api/user/login', null, { login: 'empresa', password: DEMO_PASSWORD });
  const channelId = owner.user.channelId;
  const { tag } = await api<{ tag: { _id: string } }>(`/api/channel/tags/${channelId}`, owner.token, { name: 'Cliente fiel', color: '#1971c2' });
  for (const c of CUSTOMERS) {
    await api('/api/contact', owner.token, { ...c, tagId: tag._id, document: '52998224725', birthday: '1990-05-12' });
  }
  await api('/api/operator', owner.token, { name: 'Operadora Noturna', login: 'noturna', password: 'senha-forte-1' });

  const operator = await api<Login>('/api/user/login', null, { login: 'operador', password: DEMO_PASSWORD });
  const operatorId = operator.user.operatorData?._id as string;
  await api(`/api/operator/status/${operatorId}`, operator.token, { status: true }, 'PATCH');
  for (const c of CUSTOMERS) {
    await api('/api/webhooks/simulator', null, {
      channelId,
      events: [{ kind: 'message', id: `e2e-layout-${c.number}`, from: { number: c.number, name: c.name }, type: 'text', text: 'Olá, preciso de ajuda com o meu pedido' }],
    });
  }
  const attendances = await until('both attendances', async () => {
    const list = await api<{ attendances: Array<{ _id: string }> }>(`/api/attendance/operator/${operatorId}?status=in_attendance`, operator.token);
    return list.attendances.length >= CUSTOMERS.length ? list.attendances : undefined;
  });
  const { tabulations } = await api<{ tabulations: Array<{ _id: string }> }>(`/api/channel/tabulations/${channelId}`, owner.token);
  await api(`/api/attendance/${attendances[0]?._id}/finish`, operator.token, { tabulationId: tabulations[0]?._id });
}

withServerAndBrowser(async (started, chromium) => {
  server = started;
  browser = chromium;
  await setUp();
});

/**
 * The control is inside the viewport and is what the user hits at its centre: no toast, header
 * neighbour or overflow sits on top of it. Only the window scrolls (vertically) to bring it in view,
 * never the table, so a column hidden to the right stays hidden.
 */
async function assertOnScreenAndUncovered(page: Page, control: Locator, what: string): Promise<void> {
  await control.waitFor();
  await control.evaluate((el) => {
    const { top, bottom } = el.getBoundingClientRect();
    if (top < 0 || bottom > window.innerHeight) window.scrollBy(0, top - window.innerHeight / 2);
  });
  const seen = await control.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const hit = document.elementFromPoint(x, y);
    return {
      box: { left: Math.round(box.left), right: Math.round(box.right), top: Math.round(box.top), bottom: Math.round(box.bottom) },
      viewport: { width: document.documentElement.clientWidth, height: window.innerHeight },
      hitsItself: hit !== null && (hit === el || el.contains(hit)),
      hit: hit ? `${hit.tagName.toLowerCase()}.${String(hit.className).slice(0, 80)} "${(hit.textContent ?? '').trim().slice(0, 40)}"` : 'nothing',
    };
  });
  const inside = seen.box.left >= 0 && seen.box.right <= seen.viewport.width && seen.box.top >= 0 && seen.box.bottom <= seen.viewport.height;
  assert.ok(inside, `${what} is off screen: ${JSON.stringify(seen.box)} in ${JSON.stringify(seen.viewport)}`);
  assert.ok(seen.hitsItself, `${what} is covered by ${seen.hit}`);
}

/** Every badge on the page shows its whole label (nothing cut with "…"). */
async function assertBadgesWhole(page: Page, where: string): Promise<number> {
  const cut = await page.locator('main .mantine-Badge-label').evaluateAll((labels) =>
    labels.filter((l) => l.scrollWidth > l.clientWidth).map((l) => `${l.textContent} (${l.clientWidth}px of ${l.scrollWidth}px)`),
  );
  assert.deepEqual(cut, [], `badges cut on ${where}`);
  return page.locator('main .mantine-Badge-label').count();
}

describe('layout at 390, 1366 and 1920 px', () => {
  for (const width of WIDTHS) {
    it(`${width} px: a reminder toast leaves the operator's header controls visible and uncovered, here and on /calendar`, async () => {
      await atWidth(browser, server.url, width, 'layout-reminder', async (page) => {
        await signIn(page, 'operador');
        await page.waitForURL('**/attendance', OUTCOME);
        await page.getByTestId('page-title').waitFor();
        // A reminder due now reaches the operator's open session as a toast that stays until closed.
        const operator = await api<Login>('/api/user/login', null, { login: 'operador', password: DEMO_PASSWORD });
        const title = `Retornar a ligação (${width})`;
        await api('/api/operator/calendar', operator.token, { title, startsAt: new Date().toISOString() });
        const toast = page.locator('.mantine-Notification-root').filter({ hasText: title });
        await toast.waitFor(OUTCOME);

        const header = page.locator('header');
        await assertOnScreenAndUncovered(page, header.getByRole('button', { name: 'Agenda' }), 'Agenda');
        await assertOnScreenAndUncovered(page, header.getByRole('button', { name: FULLSCREEN }), 'fullscreen');
        await assertOnScreenAndUncovered(page, header.getByRole('button', { name: 'Perfil' }), 'avatar');
        await assertOnScreenAndUncovered(page, header.getByRole('button', { name: 'Sair' }), 'logout');
        await assertOnScreenAndUncovered(page, page.getByRole('switch', { name: 'Status de atendimento' }), 'Online/Offline');
        await assertNoSidewaysScroll(page, '/attendance');

        // The profile menu's Agenda opens /calendar in the app (no reload): the toast is still there.
        await header.getByRole('button', { name: 'Perfil' }).click();
        await page.getByRole('menuitem', { name: 'Agenda' }).click();
        await page.waitForURL('**/calendar');
        await page.getByTestId('page-title').filter({ hasText: 'Agenda' }).waitFor();
        await toast.waitFor();
        await page.locator('.fc').waitFor();
        await assertNoSidewaysScroll(page, '/calendar');
        await assertOnScreenAndUncovered(page, header.getByRole('button', { name: FULLSCREEN }), 'fullscreen on /calendar');
        await assertOnScreenAndUncovered(page, header.getByRole('button', { name: 'Perfil' }), 'avatar on /calendar');
        if (width < 768) await assertOnScreenAndUncovered(page, header.getByRole('button', { name: 'Abrir ou fechar o menu' }), 'menu button on /calendar');
      });
    });

    it(`${width} px: status, tag and operator badges show their whole text and "Ações" is on screen`, async () => {
      await atWidth(browser, server.url, width, 'layout-badges', async (page) => {
        await signIn(page, 'empresa');
        await page.getByTestId('page-title').filter({ hasText: 'Dashboard' }).waitFor(OUTCOME);

        await page.goto('/attendancesManage');
        const attendances = page.getByRole('table', { name: 'Atendimentos do canal' });
        await attendances.getByText('Finalizado', { exact: true }).waitFor();
        await attendances.getByText('Em atendimento', { exact: true }).waitFor();
        await attendances.getByText('Cliente fiel').first().waitFor();
        assert.ok((await assertBadgesWhole(page, '/attendancesManage')) >= 4);
        await assertNoSidewaysScroll(page, '/attendancesManage');
        await assertOnScreenAndUncovered(page, attendances.getByRole('columnheader', { name: 'Ações' }), '"Ações" of /attendancesManage');
        await assertOnScreenAndUncovered(page, attendances.getByRole('button', { name: /^Ações do atendimento/ }).first(), 'the actions of an attendance');

        await page.goto('/contacts');
        const contacts = page.getByRole('table', { name: 'Contatos do canal' });
        await contacts.getByText(CUSTOMERS[0]?.email as string).waitFor();
        assert.ok((await assertBadgesWhole(page, '/contacts')) >= 2);
        await assertNoSidewaysScroll(page, '/contacts');
        await assertOnScreenAndUncovered(page, contacts.getByRole('columnheader', { name: 'Ações' }), '"Ações" of /contacts');
        await assertOnScreenAndUncovered(page, contacts.getByRole('button', { name: `Editar ${CUSTOMERS[0]?.name}` }), 'a contact\'s edit button');
        await assertOnScreenAndUncovered(page, contacts.getByRole('button', { name: `Excluir ${CUSTOMERS[0]?.name}` }), 'a contact\'s delete button');

        await page.goto('/manageoperators');
        const operators = page.getByRole('table');
        await operators.getByText('Operadora Noturna').waitFor();
        await operators.getByText('Offline', { exact: true }).first().waitFor();
        await operators.getByText('Online', { exact: true }).first().waitFor();
        await assertBadgesWhole(page, '/manageoperators');
        await assertNoSidewaysScroll(page, '/manageoperators');
        await assertOnScreenAndUncovered(page, operators.getByRole('columnheader', { name: 'Ações' }), '"Ações" of /manageoperators');

        for (const path of ['/managetags', '/log', '/manageChatbot']) {
          await page.goto(path);
          await page.locator('main .mantine-Badge-label').first().waitFor();
          await assertBadgesWhole(page, path);
          await assertNoSidewaysScroll(page, path);
        }
      });
    });
  }
});

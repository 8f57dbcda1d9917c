// The operator's contact panel (issue 17 item 9) in real Chromium against the built server, at a phone
// (390 px, the panel in a drawer), a laptop (1366 px) and a desktop (1920 px): the customer's e-mail,
// CPF/CNPJ, tag and earlier attendances are on screen and usable (nothing covered or cut, no sideways
// scroll); editing the name shows it in the list and the header without a reload; a tag is set on the
// spot; an earlier attendance's transcript opens in a new tab with the operator's session.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { serverApi } from '../support/api.js';
import { LAYOUT_WIDTHS as WIDTHS, assertNoSidewaysScroll, assertNothingCut, assertUsable, atWidth } from '../support/layout-checks.js';
import { DEMO_PASSWORD, type RunningServer } from '../support/server.js';
import { operatorContactPanel } from '../support/session.js';
import { withServerAndBrowser } from '../support/suite.js';
import { until } from '../support/until.js';

let server: RunningServer;
let browser: Browser;
const api = serverApi(() => server.url, { getWithoutBody: true });
type Login = { token: string; user: { channelId: string; operatorData?: { _id: string } | null } };

/** Waits on what crosses the server, the queue and the socket on a busy 2-core machine. */
const OUTCOME = { timeout: 30_000 };
const CUSTOMER = { number: '5511987659901', name: 'Maria Aparecida dos Santos Oliveira', email: 'maria.aparecida.santos@exemplo.com.br' };
let tabulationName = '';
let earlierProtocol = '';

type Listed = { attendances: Array<{ _id: string; protocol: string }> };

/** A customer with an e-mail and a CNPJ, a finished (tabulated) attendance and one in progress, both the operator's. */
async function setUp(): Promise<void> {
  const owner = await api<Login>('/api/user/login', null, { login: 'empresa', password: DEMO_PASSWORD });
  const channelId = owner.user.channelId;
  // A tag per width: each run sets its own, whatever the run before left on the customer.
  for (const width of WIDTHS) await api(`/api/channel/tags/${channelId}`, owner.token, { name: `Atacado ${width}`, color: '#1971c2' });
  await api('/api/contact', owner.token, { ...CUSTOMER, document: '11222333000181' });
  const operator = await api<Login>('/api/user/login', null, { login: 'operador', password: DEMO_PASSWORD });
  const operatorId = operator.user.operatorData?._id as string;
  await api(`/api/operator/status/${operatorId}`, operator.token, { status: true }, 'PATCH');
  const customerWrites = (id: string, text: string) =>
    api('/api/webhooks/simulator', null, { channelId, events: [{ kind: 'message', id, from: { number: CUSTOMER.number, name: CUSTOMER.name }, type: 'text', text }] });
  const inProgress = () =>
    until('the attendance in progress', async () => {
      const list = await api<Listed>(`/api/attendance/operator/${operatorId}?status=in_attendance`, operator.token);
      return list.attendances[0];
    });

  await customerWrites('e2e-contact-panel-1', 'Quero saber o preço no atacado');
  const first = await inProgress();
  const { tabulations } = await api<{ tabulations: Array<{ _id: string; name: string }> }>(`/api/channel/tabulations/${channelId}`, owner.token);
  tabulationName = tabulations[0]?.name ?? '';
  await api(`/api/attendance/${first._id}/finish`, operator.token, { tabulationId: tabulations[0]?._id });
  earlierProtocol = first.protocol;
  await customerWrites('e2e-contact-panel-2', 'Voltei para fechar o pedido');
  await until('a new attendance', async () => {
    const list = await api<Listed>(`/api/attendance/operator/${operatorId}?status=in_attendance`, operator.token);
    return list.attendances.find((a) => a._id !== first._id);
  });
}

withServerAndBrowser(async (started, chromium) => {
  server = started;
  browser = chromium;
  await setUp();
});

describe('the operator’s contact panel at 390, 1366 and 1920 px', () => {
  for (const width of WIDTHS) {
    it(`${width} px: edits the customer, sets a tag and opens an earlier transcript, all on screen`, async () => {
      await atWidth(browser, server.url, width, 'contact-panel', async (page) => {
        // Beside the chat on wide screens, in a drawer on a phone.
        const panel = await operatorContactPanel(page, width);
        await panel.getByTestId('contact-email').filter({ hasText: CUSTOMER.email }).waitFor(OUTCOME);
        assert.equal(await panel.getByTestId('contact-document').innerText(), '11.222.333/0001-81');
        const history = panel.getByRole('list', { name: 'Atendimentos do contato' });
        const earlier = history.getByTestId('history-item').filter({ hasText: earlierProtocol });
        await earlier.filter({ hasText: `Tabulação: ${tabulationName}` }).waitFor(OUTCOME);
        await assertNothingCut(panel, `the contact panel at ${width} px`);
        await assertNoSidewaysScroll(page, `the attendance at ${width} px`);

        // The tag, set on the spot.
        const tag = panel.getByRole('textbox', { name: 'Etiqueta' });
        await assertUsable(tag, 'the tag select');
        await tag.click();
        await page.getByRole('option', { name: `Atacado ${width}` }).click();
        await page.getByText('Etiqueta definida.').first().waitFor(OUTCOME);
        await panel.getByRole('textbox', { name: 'Etiqueta' }).and(page.locator(`[value="Atacado ${width}"]`)).waitFor();

        // The name, edited: the header (and, beside it, the list) show it without a reload.
        const edit = panel.getByRole('button', { name: 'Editar contato' });
        await assertUsable(edit, 'Editar contato');
        await edit.click();
        const form = panel.getByRole('form', { name: 'Editar contato' });
        const name = `Maria Oliveira ${width}`;
        await form.getByRole('textbox', { name: /Nome/ }).fill(name);
        await assertUsable(form.getByRole('button', { name: 'Salvar' }), 'Salvar');
        await form.getByRole('button', { name: 'Salvar' }).click();
        await page.getByTestId('chat-contact').filter({ hasText: name }).waitFor(OUTCOME);
        await panel.getByTestId('contact-name').filter({ hasText: name }).waitFor();
        if (width >= 768) await page.getByTestId('attendance-row').filter({ hasText: name }).first().waitFor();

        // The earlier attendance's transcript, in a new tab signed in as the operator.
        const link = earlier.getByRole('link', { name: `Ver transcrição do atendimento ${earlierProtocol}` });
        await assertUsable(link, 'the transcript link');
        const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
        await tab.getByText('Quero saber o preço no atacado').waitFor(OUTCOME);
        await tab.getByText(`Conversa · Protocolo ${earlierProtocol}`).waitFor();
        await tab.close();
      });
    });
  }
});

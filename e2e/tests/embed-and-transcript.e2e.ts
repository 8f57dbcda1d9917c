// The embeddable chat and the shared transcript in real Chromium: the owner gets an operator token
// through the API, /chat opens the attendance with it (no sign-in in that browser) and a message sent
// there reaches the customer's phone; a signed /messages link opens without a session and an
// unsigned one is refused.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { serverApi } from '../support/api.js';
import { newPage, screenshotOnFailure } from '../support/browser.js';
import { DEMO_PASSWORD, type RunningServer } from '../support/server.js';
import { withServerAndBrowser } from '../support/suite.js';
import { until } from '../support/until.js';

let server: RunningServer;
let browser: Browser;
const CUSTOMER = '5511987650077';

const api = serverApi(() => server.url, { getWithoutBody: true });

type Login = { token: string; user: { channelId: string; operatorData: { _id: string } | null } };

withServerAndBrowser((started, chromium) => {
  server = started;
  browser = chromium;
});

describe('the embeddable chat and the shared transcript', () => {
  it('an operator token opens /chat live, and a signed link opens the transcript without a session', async () => {
    // The operator is online, so the customer's conversation is assigned to them.
    const operator = await api<Login>('/api/user/login', null, { login: 'operador', password: DEMO_PASSWORD });
    const operatorId = operator.user.operatorData?._id as string;
    const channelId = operator.user.channelId;
    await api(`/api/operator/status/${operatorId}`, operator.token, { status: true }, 'PATCH');
    // The customer writes from the simulated phone (this machine needs no signature).
    await api('/api/webhooks/simulator', null, {
      channelId,
      events: [{ kind: 'message', id: `e2e-embed-${Date.now()}`, from: { number: CUSTOMER, name: 'Carla Embutida' }, type: 'text', text: 'Oi, estou no site parceiro' }],
    });
    const attendanceId = await until('the attendance', async () => {
      const list = await api<{ attendances: Array<{ _id: string; contact: { number: string } }> }>(
        `/api/attendance/operator/${operatorId}?status=in_attendance`,
        operator.token,
      );
      return list.attendances.find((a) => a.contact.number === CUSTOMER)?._id;
    });

    // The owner issues the embed token through the API, as the embedding system would.
    const owner = await api<Login>('/api/user/login', null, { login: 'empresa', password: DEMO_PASSWORD });
    const issued = await api<{ token: string; chatPath: string }>(`/api/user/operator-token/operatorId/${operatorId}`, owner.token);
    const embed = await newPage(browser, server.url);
    const reader = await newPage(browser, server.url);
    const pages = { embed: embed.page, reader: reader.page };
    try {
      await pages.embed.goto(`${issued.chatPath}&attendanceId=${attendanceId}`);
      await pages.embed.getByText('Oi, estou no site parceiro').waitFor();
      assert.equal(await pages.embed.evaluate(() => localStorage.getItem('atende.token')), null, 'the embed token is not stored as a sign-in');
      await pages.embed.getByLabel('Mensagem', { exact: true }).fill('Olá Carla, aqui é do chat incorporado!');
      await pages.embed.getByLabel('Mensagem', { exact: true }).press('Enter');
      await pages.embed.getByTestId('message').filter({ hasText: 'Olá Carla, aqui é do chat incorporado!' }).first().waitFor();
      // It reaches the customer's phone, and the phone's reply shows up live in the embed.
      await until('the message on the phone', async () => {
        const phone = await api<{ messages: Array<{ direction: string; content: { text?: string } }> }>(
          `/api/simulator/${channelId}/conversation?number=${CUSTOMER}`,
          null,
        );
        return phone.messages.find((m) => m.direction === 'out' && m.content.text === 'Olá Carla, aqui é do chat incorporado!');
      });
      await api('/api/webhooks/simulator', null, {
        channelId,
        events: [{ kind: 'message', id: `e2e-embed-2-${Date.now()}`, from: { number: CUSTOMER, name: 'Carla Embutida' }, type: 'text', text: 'Recebi, obrigada!' }],
      });
      await pages.embed.getByText('Recebi, obrigada!').waitFor();

      // A signed link opens the whole conversation in a browser with no session.
      const link = await api<{ url: string }>(`/api/attendance/${attendanceId}/share-link`, operator.token, {});
      await pages.reader.goto(link.url);
      await pages.reader.getByText('Carla Embutida').first().waitFor();
      await pages.reader.getByText('Oi, estou no site parceiro').waitFor();
      await pages.reader.getByText('Olá Carla, aqui é do chat incorporado!').waitFor();
      await pages.reader.getByRole('button', { name: 'Imprimir' }).waitFor();
      // Without its signature the same address is refused.
      await pages.reader.goto(link.url.split('?')[0] as string);
      await pages.reader.getByText('Link inválido ou expirado').waitFor();
      await pages.reader.getByText(/Este link de conversa é inválido ou expirou/).waitFor();
    } catch (err) {
      for (const [name, page] of Object.entries(pages)) await screenshotOnFailure(page, `embed-${name}`);
      throw err;
    } finally {
      await embed.context.close();
      await reader.context.close();
    }
  });
});

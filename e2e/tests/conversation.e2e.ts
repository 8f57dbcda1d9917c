// Conversations end to end in real Chromium: a customer writes on /simulador, the operator (signed
// in elsewhere) sees it live and answers, the phone shows the answer with its ticks, the operator
// transfers to a colleague who finishes it with a tabulation, and the customer's next message opens a new attendance.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { serverApi } from '../support/api.js';
import { newPage, screenshotOnFailure } from '../support/browser.js';
import { DEMO_PASSWORD, type RunningServer } from '../support/server.js';
import { withServerAndBrowser } from '../support/suite.js';

let server: RunningServer;
let browser: Browser;
const CUSTOMER = '5511987650001';

const api = serverApi(() => server.url);

withServerAndBrowser(async (started, chromium) => {
  server = started;
  browser = chromium;
  // The owner hires a second operator for the transfer.
  const owner = await api<{ token: string }>('/api/user/login', null, { login: 'empresa', password: DEMO_PASSWORD });
  await api('/api/operator', owner.token, { name: 'Operadora Dois', login: 'operadora2', password: 'senha-forte-1' });
});

async function signIn(page: Page, login: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Login', { exact: true }).fill(login);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL('**/attendance**');
}

async function customerWrites(phone: Page, text: string): Promise<void> {
  await phone.getByLabel('Mensagem do cliente').fill(text);
  await phone.getByRole('button', { name: 'Enviar' }).click();
  await phone.getByTestId('phone-customer-message').filter({ hasText: text }).waitFor();
}

describe('a conversation from the simulator to the operators and back', () => {
  it('flows live both ways, through transfer and finish, and reopens on a new message', async () => {
    const operator = await newPage(browser, server.url);
    const colleague = await newPage(browser, server.url);
    const customer = await newPage(browser, server.url);
    const pages = { operator: operator.page, colleague: colleague.page, customer: customer.page };
    try {
      // The operator signs in and goes online from the panel.
      await signIn(pages.operator, 'operador', DEMO_PASSWORD);
      const status = pages.operator.getByRole('switch', { name: 'Status de atendimento' });
      await status.click();
      await pages.operator.getByText('Online', { exact: true }).waitFor();

      // The customer opens the simulated phone and writes.
      await pages.customer.goto('/simulador');
      await pages.customer.getByLabel('Número do cliente').fill(CUSTOMER);
      await pages.customer.getByLabel('Nome do cliente').fill('Joana Cliente');
      await pages.customer.getByRole('button', { name: 'Abrir conversa' }).click();
      await customerWrites(pages.customer, 'Olá, vocês entregam no sábado?');

      // It appears in the operator's list without a reload; the operator opens it and answers.
      const row = pages.operator.getByTestId('attendance-row').filter({ hasText: 'Joana Cliente' });
      await row.waitFor();
      await row.click();
      await pages.operator.getByText('Olá, vocês entregam no sábado?').waitFor();
      await pages.operator.getByLabel('Mensagem', { exact: true }).fill('Entregamos sim, até as 14h!');
      await pages.operator.getByLabel('Mensagem', { exact: true }).press('Enter');

      // The phone receives it, and having shown it, reads it: the operator sees it read.
      const answer = pages.customer.getByTestId('phone-company-message').filter({ hasText: 'Entregamos sim, até as 14h!' });
      await answer.waitFor();
      await answer.getByLabel('Lida').waitFor();
      await pages.operator.getByLabel('Lida').first().waitFor();

      // Transfer to the colleague, with a note.
      await pages.operator.getByRole('button', { name: 'Transferir' }).first().click();
      const transfer = pages.operator.getByRole('dialog');
      await transfer.getByRole('textbox', { name: 'Operador' }).click();
      await pages.operator.getByRole('option', { name: /Operadora Dois/ }).click();
      await transfer.getByLabel('Observação (opcional)').fill('Cliente quer entrega no sábado');
      await transfer.getByRole('button', { name: 'Transferir' }).click();
      await pages.operator.getByText('Atendimento transferido com sucesso!').waitFor();
      await row.waitFor({ state: 'detached' });

      // The colleague finds it in her list and finishes it.
      await signIn(pages.colleague, 'operadora2', 'senha-forte-1');
      const hers = pages.colleague.getByTestId('attendance-row').filter({ hasText: 'Joana Cliente' });
      await hers.click();
      await pages.colleague.getByText('Entregamos sim, até as 14h!').waitFor();
      await pages.colleague.getByRole('button', { name: 'Finalizar' }).first().click();
      // The demo company has tabulations: finishing without one is refused, then she picks one.
      const finish = pages.colleague.getByRole('dialog');
      await finish.getByRole('textbox', { name: 'Tabulação' }).waitFor();
      await finish.getByRole('button', { name: 'Finalizar' }).click();
      await finish.getByText('Escolha uma tabulação para finalizar.').waitFor();
      await finish.getByRole('textbox', { name: 'Tabulação' }).click();
      await pages.colleague.getByRole('option', { name: 'Venda realizada' }).click();
      await finish.getByRole('button', { name: 'Finalizar' }).click();
      await pages.colleague.getByText('Atendimento finalizado com sucesso!').waitFor();

      // The customer writes again: a new attendance opens and reaches the online operator.
      await customerWrites(pages.customer, 'Esqueci de perguntar o frete');
      await pages.operator.getByTestId('attendance-row').filter({ hasText: 'Joana Cliente' }).waitFor();
      const operatorId = (await pages.operator.evaluate(() => JSON.parse(localStorage.getItem('atende.user') ?? '{}'))) as {
        operatorData: { _id: string };
      };
      const token = await pages.operator.evaluate(() => localStorage.getItem('atende.token'));
      const list = await api<{ attendances: Array<{ contact: { number: string }; status: string }> }>(
        `/api/attendance/operator/${operatorId.operatorData._id}?status=in_attendance`,
        token,
        undefined,
        'GET',
      );
      assert.equal(list.attendances.filter((a) => a.contact.number === CUSTOMER).length, 1);
    } catch (err) {
      for (const [name, page] of Object.entries(pages)) await screenshotOnFailure(page, `conversation-${name}`);
      throw err;
    } finally {
      await operator.context.close();
      await colleague.context.close();
      await customer.context.close();
    }
  });
});

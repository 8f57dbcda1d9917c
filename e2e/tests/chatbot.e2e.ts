// The chatbot end to end in real Chromium (issue 5): on /simulador a customer taps through a
// two-level list to a department and reaches its operator (signed in to the panel elsewhere); the
// operator answers and finishes with a tabulation; the customer answers the 1-5 survey from its list,
// skips the comment, gets the thanks, and the answer is in what the survey report reads.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { serverApi } from '../support/api.js';
import { setChatbotWithSurvey } from '../support/chatbot-settings.js';
import { newPage, screenshotOnFailure } from '../support/browser.js';
import { DEMO_PASSWORD, type RunningServer } from '../support/server.js';
import { signIn } from '../support/session.js';
import { withServerAndBrowser } from '../support/suite.js';

let server: RunningServer;
let browser: Browser;
let owner: string;
const CUSTOMER = '5511987650077';
const OPERATOR = { name: 'Ana Financeiro', login: 'ana-financeiro', password: 'senha-forte-1' };
/** Waits on outcomes that cross the server, the send job and two sockets, on a busy 2-core machine. */
const OUTCOME = { timeout: 30_000 };

const api = serverApi(() => server.url);

/** The owner's bot: a root list leading to a second list whose row leads to the Financeiro department. */
async function configureBot(): Promise<void> {
  owner = (await api<{ token: string }>('/api/user/login', null, { login: 'empresa', password: DEMO_PASSWORD })).token;
  const { department } = await api<{ department: { _id: string } }>('/api/department', owner, { name: 'Financeiro' });
  await api('/api/operator', owner, { ...OPERATOR, departmentIds: [department._id] });
  // The second level first: a menu may only lead to a menu that exists.
  await api('/api/chatbot/menus', owner, {
    id: 'e2e-setores',
    kind: 'list',
    text: 'Com qual setor você quer falar?',
    buttonText: 'Escolher setor',
    sections: [
      {
        rows: [
          { id: 'fin', title: 'Financeiro', description: 'Boletos e pagamentos', target: { kind: 'department', departmentId: department._id } },
          { id: 'hor', title: 'Horário', target: { kind: 'answer', text: 'Abrimos das 8h às 18h.' } },
        ],
      },
    ],
  });
  await api('/api/chatbot/menus', owner, {
    id: 'e2e-inicio',
    kind: 'list',
    header: 'Empresa Demo',
    text: 'Como podemos ajudar?',
    footer: 'Escolha uma opção',
    buttonText: 'Ver opções',
    sections: [
      {
        title: 'Atendimento',
        rows: [
          { id: 'humano', title: 'Falar com a equipe', target: { kind: 'menu', menuId: 'e2e-setores' } },
          { id: 'sair', title: 'Encerrar', target: { kind: 'end' } },
        ],
      },
    ],
  });
  await setChatbotWithSurvey(api, owner, { enabled: true, rootMenuId: 'e2e-inicio' });
}

withServerAndBrowser(async (started, chromium) => {
  server = started;
  browser = chromium;
  await configureBot();
});

const companySays = (phone: Page, text: string | RegExp) => phone.getByTestId('phone-company-message').filter({ hasText: text });

/** Opens the list of the company message that says `text` and taps the row. */
async function tapListRow(phone: Page, text: string, listButton: string, row: string): Promise<void> {
  const bubble = companySays(phone, text).last();
  await bubble.waitFor(OUTCOME);
  await bubble.getByRole('button', { name: listButton }).click();
  await phone.getByRole('menuitem', { name: new RegExp(`^${row}`) }).click();
  await phone.getByTestId('phone-customer-message').filter({ hasText: row }).waitFor();
}

type SurveyAnswer = { attendanceId: string; contact: { name: string | null }; operator: { name: string } | null; department: { name: string } | null; score: number; comment: string | null };
type SurveyPage = { items: SurveyAnswer[]; total: number };
type SurveySummary = { summary: { responses: number }; distribution: number[] };

describe('the chatbot from the simulator to an operator and the survey', () => {
  it('a customer taps through two lists to the department operator, and after the finish answers the survey that the report reads', async () => {
    const operator = await newPage(browser, server.url);
    const customer = await newPage(browser, server.url);
    const pages = { operator: operator.page, customer: customer.page };
    try {
      // The department's operator signs in and goes online.
      await signIn(pages.operator, OPERATOR.login, OPERATOR.password);
      await pages.operator.waitForURL('**/attendance**');
      await pages.operator.getByRole('switch', { name: 'Status de atendimento' }).click();
      await pages.operator.getByText('Online', { exact: true }).waitFor();

      // The customer writes; the bot greets and shows the root list.
      const phone = pages.customer;
      await phone.goto('/simulador');
      await phone.getByLabel('Número do cliente').fill(CUSTOMER);
      await phone.getByLabel('Nome do cliente').fill('Joana Bot');
      await phone.getByRole('button', { name: 'Abrir conversa' }).click();
      await phone.getByLabel('Mensagem do cliente').fill('oi');
      await phone.getByRole('button', { name: 'Enviar' }).click();
      await companySays(phone, 'Olá, Joana Bot!').waitFor(OUTCOME);
      await companySays(phone, 'Empresa Demo').waitFor(OUTCOME);

      // Two levels of lists, to the department.
      await tapListRow(phone, 'Como podemos ajudar?', 'Ver opções', 'Falar com a equipe');
      await tapListRow(phone, 'Com qual setor você quer falar?', 'Escolher setor', 'Financeiro');

      // The operator gets it live, answers and finishes with a tabulation.
      const row = pages.operator.getByTestId('attendance-row').filter({ hasText: 'Joana Bot' });
      await row.waitFor(OUTCOME);
      await row.click();
      await pages.operator.getByText('Falar com a equipe').first().waitFor(OUTCOME);
      const composer = pages.operator.getByLabel('Mensagem', { exact: true });
      await composer.fill('A segunda via já está no seu e-mail.');
      await composer.press('Enter');
      await companySays(phone, 'A segunda via já está no seu e-mail.').waitFor(OUTCOME);
      await pages.operator.getByRole('button', { name: 'Finalizar' }).first().click();
      const finish = pages.operator.getByRole('dialog');
      await finish.getByRole('textbox', { name: 'Tabulação' }).click();
      await pages.operator.getByRole('option', { name: 'Dúvida resolvida' }).click();
      await finish.getByRole('button', { name: 'Finalizar' }).click();
      await pages.operator.getByText('Atendimento finalizado com sucesso!').waitFor(OUTCOME);

      // The survey: a list of scores, then the comment prompt (skipped), then the thanks.
      await tapListRow(phone, 'Como você avalia o nosso atendimento?', 'Avaliar', '5 - Excelente');
      await companySays(phone, 'escreva um comentário').waitFor(OUTCOME);
      await phone.getByLabel('Mensagem do cliente').fill('não');
      await phone.getByRole('button', { name: 'Enviar' }).click();
      await companySays(phone, 'Agradecemos a sua avaliação!').waitFor(OUTCOME);

      // What the survey report reads: this attendance, answered with 5, by Ana in Financeiro.
      const report = await api<SurveyPage>('/api/report/survey/page/1', owner, { period: 'last7' });
      const mine = report.items.filter((s) => s.contact.name === 'Joana Bot');
      assert.equal(mine.length, 1, JSON.stringify(report));
      assert.equal(mine[0]?.score, 5);
      assert.equal(mine[0]?.operator?.name, OPERATOR.name);
      assert.equal(mine[0]?.department?.name, 'Financeiro');
      assert.ok(!mine[0]?.comment, `a skipped comment is stored as none, got ${JSON.stringify(mine[0]?.comment)}`);
      const figures = await api<SurveySummary>('/api/report/survey/summary', owner, { period: 'last7' });
      assert.equal(figures.summary.responses, 1);
      assert.equal(figures.distribution[4], 1);
    } catch (err) {
      for (const [name, page] of Object.entries(pages)) await screenshotOnFailure(page, `chatbot-${name}`);
      throw err;
    } finally {
      await operator.context.close();
      await customer.context.close();
    }
  });
});

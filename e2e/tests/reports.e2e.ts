// The reports end to end in real Chromium (issue 18): two customers write through /simulador, the
// operator answers each and finishes them with different tabulations, each customer answers the
// satisfaction survey (5 and 3); then the owner opens /reportAttendance, /reportAverage,
// /reportTabulation, /reportSurvey and /reportStats and reads those numbers on screen (counts, each
// tabulation's count, the survey average and CSAT, messages in and out as the phones showed them),
// and exports /reportAttendance as CSV, reading the downloaded file back to find both protocols.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { serverApi } from '../support/api.js';
import { setChatbotWithSurvey } from '../support/chatbot-settings.js';
import { newPage, screenshotOnFailure } from '../support/browser.js';
import { DEMO_PASSWORD, type RunningServer } from '../support/server.js';
import { pageTitle, signIn } from '../support/session.js';
import { withServerAndBrowser } from '../support/suite.js';
import { tile } from '../support/report-tiles.js';

let server: RunningServer;
let browser: Browser;
let owner: string;
/** Waits on outcomes that cross the server, the send job and two sockets, on a busy 2-core machine. */
const OUTCOME = { timeout: 30_000 };
const CUSTOMERS = [
  { number: '5511987650301', name: 'Carla Relatório', text: 'Quero a segunda via do boleto', answer: 'Enviada para o seu e-mail.', tabulation: 'Dúvida resolvida', score: '5 - Excelente' },
  { number: '5511987650302', name: 'Bruno Relatório', text: 'Quero comprar mais uma unidade', answer: 'Pedido feito, obrigado!', tabulation: 'Venda realizada', score: '3 - Regular' },
] as const;

const api = serverApi(() => server.url);

withServerAndBrowser(async (started, chromium) => {
  server = started;
  browser = chromium;
  owner = (await api<{ token: string }>('/api/user/login', null, { login: 'empresa', password: DEMO_PASSWORD })).token;
  // The bot stays off (conversations go straight to the queue); the survey is on, as chatbot.e2e sets it.
  await setChatbotWithSurvey(api, owner, { enabled: false, rootMenuId: null });
});

const companySays = (phone: Page, text: string | RegExp) => phone.getByTestId('phone-company-message').filter({ hasText: text });

async function customerWrites(phone: Page, text: string): Promise<void> {
  await phone.getByLabel('Mensagem do cliente').fill(text);
  await phone.getByRole('button', { name: 'Enviar' }).click();
  await phone.getByTestId('phone-customer-message').filter({ hasText: text }).waitFor();
}

/** One customer's whole attendance: writes, is answered, finished with a tabulation, answers the survey. */
async function attend(operator: Page, phone: Page, customer: (typeof CUSTOMERS)[number]): Promise<void> {
  await phone.goto('/simulador');
  await phone.getByLabel('Número do cliente').fill(customer.number);
  await phone.getByLabel('Nome do cliente').fill(customer.name);
  await phone.getByRole('button', { name: 'Abrir conversa' }).click();
  await customerWrites(phone, customer.text);

  const row = operator.getByTestId('attendance-row').filter({ hasText: customer.name });
  await row.waitFor(OUTCOME);
  await row.click();
  await operator.getByText(customer.text).first().waitFor(OUTCOME);
  const composer = operator.getByLabel('Mensagem', { exact: true });
  await composer.fill(customer.answer);
  await composer.press('Enter');
  await companySays(phone, customer.answer).waitFor(OUTCOME);
  await operator.getByRole('button', { name: 'Finalizar' }).first().click();
  const finish = operator.getByRole('dialog');
  await finish.getByRole('textbox', { name: 'Tabulação' }).click();
  await operator.getByRole('option', { name: customer.tabulation }).click();
  await finish.getByRole('button', { name: 'Finalizar' }).click();
  // first(): the first customer's toast may still be on screen when the second is finished; the dialog
  // closing is what proves this finish went through (it stays open with the error otherwise).
  await operator.getByText('Atendimento finalizado com sucesso!').first().waitFor(OUTCOME);
  await finish.waitFor({ state: 'detached', ...OUTCOME });

  // The survey: the score from its list, the comment skipped, the thanks.
  const question = companySays(phone, 'Como você avalia o nosso atendimento?').last();
  await question.waitFor(OUTCOME);
  await question.getByRole('button', { name: 'Avaliar' }).click();
  await phone.getByRole('menuitem', { name: new RegExp(`^${customer.score}`) }).click();
  await phone.getByTestId('phone-customer-message').filter({ hasText: customer.score }).waitFor();
  await companySays(phone, 'escreva um comentário').waitFor(OUTCOME);
  await customerWrites(phone, 'não');
  await companySays(phone, 'Agradecemos a sua avaliação!').waitFor(OUTCOME);
}

/** The tiles' texts, each named by its key (the message names the tile that differs). */
async function assertTiles(page: Page, expected: Record<string, string>): Promise<void> {
  for (const [key, text] of Object.entries(expected)) assert.equal(await tile(page, key), text, key);
}

const tableRow = (page: Page, caption: string, ...texts: string[]) =>
  texts.reduce((rows, text) => rows.filter({ hasText: text }), page.getByRole('table', { name: caption }).getByRole('row'));

type AttendanceRow = { protocol: string; contact: { name: string | null; number: string }; tabulation: { name: string } | null; surveyScore: number | null };

describe('the reports show what the customers and the operator did', () => {
  it('two attendances finished with tabulations and surveys read back on every report and in the CSV export', async () => {
    const operator = await newPage(browser, server.url);
    const phones = [await newPage(browser, server.url), await newPage(browser, server.url)];
    const boss = await newPage(browser, server.url);
    const pages = { operator: operator.page, phone1: phones[0]!.page, phone2: phones[1]!.page, owner: boss.page };
    try {
      await signIn(pages.operator, 'operador');
      await pages.operator.waitForURL('**/attendance**');
      await pages.operator.getByRole('switch', { name: 'Status de atendimento' }).click();
      await pages.operator.getByText('Online', { exact: true }).waitFor();
      await attend(pages.operator, pages.phone1, CUSTOMERS[0]);
      await attend(pages.operator, pages.phone2, CUSTOMERS[1]);

      // What the phones showed: every message in and out of the period.
      let messagesIn = 0;
      let messagesOut = 0;
      for (const phone of [pages.phone1, pages.phone2]) {
        messagesIn += await phone.getByTestId('phone-customer-message').count();
        messagesOut += await phone.getByTestId('phone-company-message').count();
      }
      // The protocols the report gives these attendances (the table, the CSV and the API must agree).
      const listed = await api<{ items: AttendanceRow[]; total: number }>('/api/report/attendance/page/1', owner, {});
      assert.equal(listed.total, 2, JSON.stringify(listed));
      const protocolOf = (name: string) => listed.items.find((r) => r.contact.name === name)?.protocol ?? assert.fail(`no row for ${name}`);

      const page = pages.owner;
      await signIn(page, 'empresa');
      await pageTitle(page).filter({ hasText: 'Dashboard' }).waitFor();

      await page.goto('/reportAttendance');
      await assertTiles(page, { opened: '2', stillOpen: '0', finished: '2', abandoned: '0', botOnly: '0', survey: '4,0' });
      for (const c of CUSTOMERS) {
        await tableRow(page, 'Atendimentos do período', protocolOf(c.name), c.name, c.tabulation).waitFor(OUTCOME);
      }
      // The CSV of the current filter: both rows, with their protocol and contact.
      await page.getByRole('button', { name: 'Exportar' }).click();
      const [download] = await Promise.all([page.waitForEvent('download', OUTCOME), page.getByRole('menuitem', { name: 'CSV' }).click()]);
      assert.match(download.suggestedFilename(), /\.csv$/);
      const csv = fs.readFileSync((await download.path())!, 'utf8');
      const lines = csv.split(/\r?\n/).filter((l) => l.trim());
      assert.equal(lines.length, 3, `a header and two rows:\n${csv}`);
      for (const c of CUSTOMERS) {
        const line = lines.find((l) => l.includes(c.name));
        assert.ok(line, `${c.name} in the CSV:\n${csv}`);
        assert.ok(line.includes(protocolOf(c.name)) && line.includes(c.number) && line.includes(c.tabulation), `${c.name}'s row: ${line}`);
      }

      await page.goto('/reportAverage');
      assert.equal(await tile(page, 'finished'), '2');
      await tableRow(page, 'Tempos por operador', 'Operador Demo').waitFor(OUTCOME);

      await page.goto('/reportTabulation');
      await assertTiles(page, { finished: '2', tabulated: '2', untabulated: '0' });
      for (const c of CUSTOMERS) {
        const cells = await tableRow(page, 'Tabulações por operador e departamento', c.tabulation).getByRole('cell').allTextContents();
        assert.deepEqual(cells.map((s) => s.trim()).slice(0, 4), [c.tabulation, 'Operador Demo', '—', '1'], `${c.tabulation}: ${cells.join(' | ')}`);
      }

      await page.goto('/reportSurvey');
      await assertTiles(page, { sent: '2', responses: '2', averageScore: '4,00' });
      assert.match(await tile(page, 'csat'), /^50\s?%$/);
      for (const c of CUSTOMERS) await tableRow(page, 'Respostas da pesquisa', c.name).waitFor(OUTCOME);

      await page.goto('/reportStats');
      await assertTiles(page, { opened: '2', finished: '2', abandoned: '0', botOnly: '0', newContacts: '2', messagesIn: String(messagesIn), messagesOut: String(messagesOut) });
      // The operator's productivity: both finished, one message of their own in each.
      const mine = await tableRow(page, 'Produtividade por operador', 'Operador Demo').getByRole('cell').allTextContents();
      assert.deepEqual(mine.map((s) => s.trim()).slice(0, 3), ['Operador Demo', '2', '2'], mine.join(' | '));
    } catch (err) {
      for (const [name, p] of Object.entries(pages)) await screenshotOnFailure(p, `reports-${name}`);
      throw err;
    } finally {
      for (const p of [operator, ...phones, boss]) await p.context.close();
    }
  });
});

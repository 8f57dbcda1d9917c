// Templates and a campaign end to end in real Chromium on the embedded default (issue 6), with the
// built-in simulator standing in for Meta: the owner creates a template with a body variable on
// /templateHSM and it waits "Em análise"; on /simulador the reviewer clicks "Aprovar" and the owner's
// list shows it approved live; the owner creates a campaign for a tag on /manageCampaign, sends it and
// the progress bar reaches 100%; a customer of the campaign opens it on the phone (the read receipt
// moves the campaign's "Lidas") and replies, and the department's operator gets the conversation in
// the queue with status Campanha.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Locator, Page } from 'playwright-core';
import { serverApi } from '../support/api.js';
import { newPage, screenshotOnFailure } from '../support/browser.js';
import { DEMO_PASSWORD, type RunningServer } from '../support/server.js';
import { signIn } from '../support/session.js';
import { withServerAndBrowser } from '../support/suite.js';

let server: RunningServer;
let browser: Browser;
const OPERATOR = { name: 'Bruno Vendas', login: 'bruno-vendas', password: 'senha-forte-1' };
const TEMPLATE = 'oferta_e2e';
const TAG = 'Clientes E2E';
const CUSTOMERS = [
  { name: 'Carla Souza', number: '5511987650101' },
  { name: 'Diego Lima', number: '5511987650102' },
  { name: 'Elisa Prado', number: '5511987650103' },
];
/** Waits on outcomes that cross the server, the queue, the runner and two sockets, on a busy 2-core machine. */
const OUTCOME = { timeout: 30_000 };

const api = serverApi(() => server.url);

/** Stored numbers of the tagged customers (as the server normalised them). */
let numbers: string[] = [];

/**
 * Setup through the API: the Vendas department with its operator, and three contacts with the
 * campaign's tag. Campanhas is not switched on here: the demo ships with it on.
 */
async function setUp(): Promise<void> {
  const login = await api<{ token: string; user: { channelId: string; channelConfig: { modules: { broadcastList: boolean } } } }>('/api/user/login', null, {
    login: 'empresa',
    password: DEMO_PASSWORD,
  });
  const owner = login.token;
  const channelId = login.user.channelId;
  assert.equal(login.user.channelConfig.modules.broadcastList, true, 'the demo channel ships with Campanhas on');
  const { department } = await api<{ department: { _id: string } }>('/api/department', owner, { name: 'Vendas' });
  await api('/api/operator', owner, { ...OPERATOR, departmentIds: [department._id] });
  const { tag } = await api<{ tag: { _id: string } }>(`/api/channel/tags/${channelId}`, owner, { name: TAG });
  numbers = [];
  for (const customer of CUSTOMERS) {
    const { contact } = await api<{ contact: { number: string } }>('/api/contact', owner, { ...customer, tagId: tag._id });
    numbers.push(contact.number);
  }
}

withServerAndBrowser(async (started, chromium) => {
  server = started;
  browser = chromium;
  await setUp();
});

/** Polls an attribute until it has the value; fails with the last value seen. */
async function attributeBecomes(locator: Locator, name: string, value: string): Promise<void> {
  let last: string | null = null;
  const deadline = Date.now() + OUTCOME.timeout;
  while (Date.now() < deadline) {
    last = await locator.getAttribute(name, { timeout: OUTCOME.timeout }).catch(() => null);
    if (last === value) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  assert.equal(last, value, `${name} of the element`);
}

const templateRow = (page: Page) => page.getByRole('row').filter({ hasText: TEMPLATE });

async function createTemplate(owner: Page): Promise<void> {
  await owner.goto('/templateHSM');
  await owner.getByRole('textbox', { name: /^Nome/ }).fill(TEMPLATE);
  await owner.getByRole('textbox', { name: /^Categoria/ }).click();
  await owner.getByRole('option', { name: 'Marketing' }).click();
  await owner.getByRole('textbox', { name: /^Mensagem/ }).fill('Olá {{1}}, sua oferta especial chegou!');
  await owner.getByRole('textbox', { name: /^Exemplo de \{\{1\}\}/ }).fill('Ana');
  await owner.getByRole('button', { name: 'Enviar para aprovação' }).click();
  await owner.waitForURL('**/manageHSMModels', OUTCOME);
}

async function createAndSendCampaign(owner: Page): Promise<void> {
  await owner.goto('/manageCampaign');
  await owner.getByRole('textbox', { name: /^Nome da campanha/ }).fill('Oferta de lançamento');
  await owner.getByRole('textbox', { name: /^Modelo/ }).click();
  await owner.getByRole('option', { name: `${TEMPLATE} (pt_BR)` }).click();
  // {{1}} starts as the contact's name.
  assert.equal(await owner.getByRole('group', { name: 'Variável {{1}}' }).getByRole('textbox', { name: 'Campo' }).inputValue(), 'Nome do contato');
  await owner.getByRole('textbox', { name: /^Etiquetas/ }).click();
  await owner.getByRole('option', { name: TAG }).click();
  await owner.keyboard.press('Escape');
  await owner.getByTestId('audience-count').filter({ hasText: '3 contatos; 0 serão ignorados' }).waitFor(OUTCOME);
  await owner.getByRole('textbox', { name: /^Departamento/ }).click();
  await owner.getByRole('option', { name: 'Vendas' }).click();
  await owner.getByRole('button', { name: 'Salvar', exact: true }).click();
  await owner.getByText('Campanha salva.').waitFor(OUTCOME);
  await owner.waitForURL('**/manageCampaign?id=*', OUTCOME);

  const sending = owner.getByRole('region', { name: 'Envio' });
  await sending.getByRole('button', { name: 'Enviar agora' }).click();
  const confirm = owner.getByRole('dialog');
  await confirm.getByText('A mensagem será enviada agora para 3 contatos.', { exact: false }).waitFor(OUTCOME);
  await confirm.getByRole('button', { name: 'Confirmar envio' }).click();
}

describe('templates and a campaign on the simulator', () => {
  it('the owner gets a template approved on the simulator, sends a campaign to a tag up to 100%, and a reply reaches the operator as Campanha', async () => {
    const owner = await newPage(browser, server.url);
    const phone = await newPage(browser, server.url);
    const operator = await newPage(browser, server.url);
    const pages = { owner: owner.page, phone: phone.page, operator: operator.page };
    try {
      // The owner creates the template in the UI: it waits in review, and the page says who reviews it.
      await signIn(pages.owner, 'empresa');
      await pages.owner.getByTestId('page-title').waitFor(OUTCOME);
      await createTemplate(pages.owner);
      await templateRow(pages.owner).getByText('Em análise').waitFor(OUTCOME);
      await pages.owner.getByTestId('simulator-review-hint').waitFor();

      // On /simulador the reviewer approves it; the owner's list follows live, without a reload.
      await pages.phone.goto('/simulador');
      const review = pages.phone.getByRole('region', { name: 'Modelos em análise' });
      const inReview = review.getByRole('group', { name: `${TEMPLATE} (pt_BR)` });
      await inReview.getByText('Olá {{1}}, sua oferta especial chegou!').waitFor(OUTCOME);
      await inReview.getByRole('button', { name: 'Aprovar' }).click();
      await templateRow(pages.owner).getByText('Aprovado').waitFor(OUTCOME);
      await inReview.waitFor({ state: 'detached', ...OUTCOME });
      await review.getByText('Nenhum modelo aguardando análise.').waitFor(OUTCOME);

      // The department's operator signs in and goes online before the campaign goes out.
      await signIn(pages.operator, OPERATOR.login, OPERATOR.password);
      await pages.operator.waitForURL('**/attendance**', OUTCOME);
      await pages.operator.getByRole('switch', { name: 'Status de atendimento' }).click();
      await pages.operator.getByText('Online', { exact: true }).waitFor(OUTCOME);

      // The campaign for the tag, sent now: the bar reaches 100 with the three contacts sent.
      await createAndSendCampaign(pages.owner);
      const bar = pages.owner.getByRole('progressbar', { name: 'Progresso da campanha' });
      await bar.waitFor(OUTCOME);
      await attributeBecomes(bar, 'aria-valuenow', '100');
      await pages.owner.getByText('Concluída').first().waitFor(OUTCOME);
      await pages.owner.getByTestId('progress-text').filter({ hasText: '3 de 3 contatos (100%)' }).waitFor(OUTCOME);
      const tile = (name: string) => pages.owner.getByRole('group', { name, exact: true });
      assert.equal((await tile('Enviadas').innerText()).split('\n')[0], '3');
      assert.equal((await tile('Falharam').innerText()).split('\n')[0], '0');

      // A customer of the campaign opens it on the phone: the template filled with their name. The
      // phone's read receipt moves the campaign's counts.
      const customer = CUSTOMERS[0] as (typeof CUSTOMERS)[number];
      await pages.phone.getByLabel('Número do cliente').fill(numbers[0] ?? '');
      await pages.phone.getByLabel('Nome do cliente').fill(customer.name);
      await pages.phone.getByRole('button', { name: 'Abrir conversa' }).click();
      const received = pages.phone.getByTestId('phone-company-message').filter({ hasText: `Olá ${customer.name}, sua oferta especial chegou!` });
      await received.getByTestId('template-bubble').waitFor(OUTCOME);
      await tile('Lidas').getByText('1', { exact: true }).waitFor(OUTCOME);
      await tile('Entregues').getByText('1', { exact: true }).waitFor(OUTCOME);

      // The customer replies; the operator gets the conversation in the queue, in status Campanha.
      await pages.phone.getByLabel('Mensagem do cliente').fill('Quero aproveitar a oferta!');
      await pages.phone.getByRole('button', { name: 'Enviar' }).click();
      await pages.phone.getByTestId('phone-customer-message').filter({ hasText: 'Quero aproveitar a oferta!' }).waitFor(OUTCOME);
      await pages.operator.getByRole('tab', { name: 'Na fila' }).click();
      const row = pages.operator.getByTestId('attendance-row').filter({ hasText: customer.name });
      await row.waitFor(OUTCOME);
      await row.getByText('Campanha', { exact: true }).waitFor(OUTCOME);
      assert.match(await row.getByTestId('attendance-preview').innerText(), /Quero aproveitar a oferta!/);
      // The reply is counted live on the owner's campaign page, without a reload.
      await tile('Responderam').getByText('1', { exact: true }).waitFor(OUTCOME);
    } catch (err) {
      for (const [name, page] of Object.entries(pages)) await screenshotOnFailure(page, `campaign-${name}`);
      throw err;
    } finally {
      await owner.context.close();
      await phone.context.close();
      await operator.context.close();
    }
  });
});

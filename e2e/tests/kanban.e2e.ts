// The kanban end to end in real Chromium (issue 19), with the simulator as Meta and as the customer's
// phone: the owner builds a board of three steps on /manageKanbans (the third sends an approved template
// with {{1}} = the contact's name); a customer writes from /simulador and the department's operator adds
// the attendance to the board from the panel ("Adicionar ao kanban"), the contact panel showing the
// card's step; the owner drags the card to the next step while a manager's browser, on the same board,
// sees it arrive without a reload; the owner moves it with the keyboard into the third step, whose
// template reaches the phone with the customer's name; the card's history shows both moves and the
// action's outcome; /reportKanban (today) shows the board's figures with the card.
// Setup that is not the subject (module switch, department, operator, manager, template) goes through the API.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Locator, Page } from 'playwright-core';
import { serverApi } from '../support/api.js';
import { newPage, screenshotOnFailure } from '../support/browser.js';
import { DEMO_PASSWORD, type RunningServer } from '../support/server.js';
import { pageTitle, signIn } from '../support/session.js';
import { withServerAndBrowser } from '../support/suite.js';
import { tile } from '../support/report-tiles.js';

let server: RunningServer;
let browser: Browser;
/** Waits on outcomes that cross the server, the jobs and the sockets, on a busy 2-core machine. */
const OUTCOME = { timeout: 30_000 };
const OPERATOR = { name: 'Paula Vendas', login: 'paula-kanban', password: 'senha-forte-1' };
const MANAGER = { name: 'Gustavo Supervisor', login: 'gustavo-kanban', password: 'senha-forte-2' };
const CUSTOMER = { number: '5511987650701', name: 'Marina Kanban' };
const TEMPLATE = { name: 'proposta_aceita_e2e', body: 'Olá {{1}}, sua proposta foi aceita! Vamos preparar o contrato.' };
const BOARD = 'Funil de vendas E2E';
const STEPS = { first: 'Primeiro contato', second: 'Proposta enviada', third: 'Fechado' } as const;
const DEPARTMENT = 'Vendas Kanban';

const api = serverApi(() => server.url);

/**
 * The kanban on for the company (module and customer portfolio), the department with its operator (the
 * queue's default department, the bot off), a manager who may only manage kanbans, and a template
 * waiting for the simulator's review.
 */
async function setUp(): Promise<void> {
  const login = await api<{ token: string; user: { channelId: string } }>('/api/user/login', null, { login: 'empresa', password: DEMO_PASSWORD });
  const owner = login.token;
  await api(`/api/channel/config/${login.user.channelId}`, owner, { modules: { kanban: true }, customerPortfolioEnabled: true }, 'PUT');
  const { department } = await api<{ department: { _id: string } }>('/api/department', owner, { name: DEPARTMENT });
  await api('/api/operator', owner, { ...OPERATOR, departmentIds: [department._id] });
  await api('/api/channel/manager', owner, { ...MANAGER, permissions: ['ManageKanbans'] });
  await api(
    '/api/chatbot/settings',
    owner,
    {
      enabled: false,
      rootMenuId: null,
      defaultDepartmentId: department._id,
      maxInvalidAnswers: 3,
      outsideHoursAction: 'wait',
      abandonmentMinutes: 30,
      queueAbandonmentMinutes: 0,
      surveyEnabled: false,
      surveyMinutes: 60,
    },
    'PUT',
  );
  await api('/api/templates', owner, { name: TEMPLATE.name, category: 'UTILITY', language: 'pt_BR', body: TEMPLATE.body, bodyExamples: ['Ana'] });
}

withServerAndBrowser(async (started, chromium) => {
  server = started;
  browser = chromium;
  await setUp();
});

/** The reviewer approves the template on /simulador (the simulator stands in for Meta). */
async function approveTemplate(phone: Page): Promise<void> {
  await phone.goto('/simulador');
  const review = phone.getByRole('region', { name: 'Modelos em análise' });
  const inReview = review.getByRole('group', { name: `${TEMPLATE.name} (pt_BR)` });
  await inReview.getByRole('button', { name: 'Aprovar' }).click(OUTCOME);
  await inReview.waitFor({ state: 'detached', ...OUTCOME });
}

/** Renames one of the new board's steps in its modal; `more` fills the rest of the form before saving. */
async function editStep(owner: Page, current: string, name: string, more?: (modal: Locator) => Promise<void>): Promise<void> {
  await owner.getByRole('button', { name: `Editar etapa ${current}` }).click();
  const modal = owner.getByRole('dialog', { name: 'Editar etapa' });
  await modal.getByRole('textbox', { name: /^Nome da etapa/ }).fill(name);
  await more?.(modal);
  await modal.getByRole('button', { name: 'Salvar', exact: true }).click();
  await modal.waitFor({ state: 'detached', ...OUTCOME });
  await owner.getByRole('listitem', { name }).waitFor(OUTCOME);
}

/** /manageKanbans: a new board for the department, its three steps named, the third sending the template. */
async function buildBoard(owner: Page): Promise<void> {
  await owner.goto('/manageKanbans');
  await owner.getByRole('button', { name: 'Novo quadro' }).first().click();
  const drawer = owner.getByRole('dialog', { name: 'Novo quadro' });
  const name = drawer.getByRole('textbox', { name: /^Nome do quadro/ });
  await name.fill(BOARD);
  await drawer.getByRole('textbox', { name: /^Departamentos/ }).click();
  await owner.getByRole('option', { name: DEPARTMENT }).click();
  await name.click();

  // A new board starts with three steps; the owner names them and gives the last its action.
  const steps = drawer.getByRole('list', { name: 'Etapas do quadro' }).getByRole('listitem');
  assert.equal(await steps.count(), 3);
  await editStep(owner, 'Novo', STEPS.first);
  await editStep(owner, 'Em negociação', STEPS.second);
  await editStep(owner, 'Ganho', STEPS.third, async (modal) => {
    await modal.getByRole('textbox', { name: /^Ação automática/ }).click();
    await owner.getByRole('option', { name: 'Enviar modelo de mensagem aprovado' }).click();
    await modal.getByRole('textbox', { name: /^Modelo aprovado/ }).click();
    await owner.getByRole('option', { name: `${TEMPLATE.name} (pt_BR)` }).click();
    // {{1}} starts as the contact's name.
    const variable = modal.getByRole('group', { name: 'Variável {{1}} da mensagem' });
    assert.equal(await variable.getByRole('textbox', { name: 'Campo' }).inputValue(), 'Nome do contato');
  });
  assert.deepEqual(
    (await steps.allInnerTexts()).map((text) => text.split('\n')[0]),
    [STEPS.first, STEPS.second, STEPS.third],
  );
  await drawer.getByRole('listitem', { name: STEPS.third }).getByText('Enviar modelo de mensagem aprovado').waitFor();
  await drawer.getByRole('button', { name: 'Criar quadro' }).click();
  await owner.getByText('Quadro criado.').waitFor(OUTCOME);
  const row = owner.getByRole('table', { name: 'Quadros kanban' }).getByRole('row').filter({ hasText: BOARD });
  const cells = (await row.getByRole('cell').allInnerTexts()).map((s) => s.trim());
  assert.deepEqual(cells.slice(0, 4), [BOARD, '3', '0', DEPARTMENT], cells.join(' | '));
}

async function customerWrites(phone: Page, text: string): Promise<void> {
  await phone.getByLabel('Mensagem do cliente').fill(text);
  await phone.getByRole('button', { name: 'Enviar' }).click();
  await phone.getByTestId('phone-customer-message').filter({ hasText: text }).waitFor();
}

/** The operator takes the customer's attendance and adds it to the board's first step with a value. */
async function addFromPanel(operator: Page): Promise<void> {
  const row = operator.getByTestId('attendance-row').filter({ hasText: CUSTOMER.name });
  await row.click(OUTCOME);
  await operator.getByText('Quero um orçamento para 10 licenças').first().waitFor(OUTCOME);
  const panel = operator.getByRole('complementary', { name: 'Dados do contato' });
  const section = panel.getByRole('region', { name: 'Kanban', exact: true });
  await section.getByText('Este contato não está em nenhum quadro.').waitFor(OUTCOME);

  await operator.getByRole('button', { name: 'Adicionar ao kanban' }).click();
  const dialog = operator.getByRole('dialog', { name: 'Adicionar ao kanban' });
  await dialog.getByRole('textbox', { name: /^Quadro/ }).click();
  await dialog.getByRole('option', { name: BOARD }).click();
  // The first step is where a new customer starts.
  assert.equal(await dialog.getByRole('textbox', { name: /^Etapa/ }).inputValue(), STEPS.first);
  await dialog.getByRole('textbox', { name: 'Valor (opcional)' }).fill('1500');
  await dialog.getByRole('button', { name: 'Adicionar', exact: true }).click();
  await operator.getByText(`Contato adicionado ao quadro "${BOARD}".`).waitFor(OUTCOME);
  await dialog.waitFor({ state: 'detached', ...OUTCOME });

  // The contact panel shows the card: its board and its step.
  const card = section.getByTestId('contact-kanban-card');
  await card.getByTestId('contact-kanban-step').filter({ hasText: STEPS.first }).waitFor(OUTCOME);
  await card.getByText(BOARD).waitFor();
}

const column = (page: Page, step: string) => page.getByRole('region', { name: `Etapa ${step}` });
const cardIn = (page: Page, step: string) => column(page, step).locator('[data-card-id]').filter({ hasText: CUSTOMER.name });

/** Drags with the mouse, past the 6 px activation distance, onto the middle of the target column. */
async function drag(page: Page, card: Locator, target: Locator): Promise<void> {
  const from = await card.boundingBox();
  const to = await target.boundingBox();
  assert.ok(from && to, 'the card and the column are on screen');
  const x = from.x + from.width / 2;
  const y = from.y + from.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 12, y, { steps: 4 });
  const tx = to.x + to.width / 2;
  const ty = to.y + Math.min(to.height / 2, 200);
  await page.mouse.move(tx, ty, { steps: 20 });
  // A last nudge over the target: dnd-kit measures the drop where the pointer last moved.
  await page.mouse.move(tx + 2, ty + 2, { steps: 2 });
  await page.mouse.up();
}

/** Polls an input until it shows the value; fails with the last value seen. */
async function valueBecomes(input: Locator, value: string): Promise<void> {
  let last = '';
  for (let i = 0; i < 150 && last !== value; i++) {
    last = await input.inputValue({ timeout: OUTCOME.timeout }).catch(() => '');
    if (last !== value) await new Promise((r) => setTimeout(r, 200));
  }
  assert.equal(last, value);
}

/** "R$ 1.500,00" whatever space Intl puts after the symbol. */
const reais1500 = /^R\$\s1\.500,00$/;

describe('the kanban from the board editor to the report', () => {
  it('a board built in the UI gets an attendance from the panel, moves live on a second browser, sends its step template to the phone and shows in the history and the report', async () => {
    const owner = await newPage(browser, server.url);
    const watcher = await newPage(browser, server.url);
    const operator = await newPage(browser, server.url);
    const phone = await newPage(browser, server.url);
    const pages = { owner: owner.page, watcher: watcher.page, operator: operator.page, phone: phone.page };
    try {
      await approveTemplate(pages.phone);

      // 1. The owner builds the board.
      await signIn(pages.owner, 'empresa');
      await pageTitle(pages.owner).waitFor(OUTCOME);
      await buildBoard(pages.owner);

      // 2. The customer writes; the department's operator (online) gets it and adds it to the board.
      await signIn(pages.operator, OPERATOR.login, OPERATOR.password);
      await pages.operator.waitForURL('**/attendance**', OUTCOME);
      await pages.operator.getByRole('switch', { name: 'Status de atendimento' }).click();
      await pages.operator.getByText('Online', { exact: true }).waitFor(OUTCOME);
      await pages.phone.getByLabel('Número do cliente').fill(CUSTOMER.number);
      await pages.phone.getByLabel('Nome do cliente').fill(CUSTOMER.name);
      await pages.phone.getByRole('button', { name: 'Abrir conversa' }).click();
      await customerWrites(pages.phone, 'Quero um orçamento para 10 licenças');
      await addFromPanel(pages.operator);

      // 3. The owner opens the board from the list; the manager watches the same board elsewhere.
      await pages.owner.getByRole('link', { name: `Abrir ${BOARD}` }).click();
      await pages.owner.waitForURL('**/manageKanban?id=*', OUTCOME);
      const boardUrl = new URL(pages.owner.url());
      await pages.owner.getByTestId('board-name').filter({ hasText: BOARD }).waitFor(OUTCOME);
      await signIn(pages.watcher, MANAGER.login, MANAGER.password);
      await pageTitle(pages.watcher).waitFor(OUTCOME);
      await pages.watcher.goto(`${boardUrl.pathname}${boardUrl.search}`);
      for (const page of [pages.owner, pages.watcher]) {
        await page.getByTestId('board-live').waitFor(OUTCOME);
        await cardIn(page, STEPS.first).waitFor(OUTCOME);
      }
      const firstTotals = column(pages.owner, STEPS.first).getByTestId('column-totals');
      assert.match(await firstTotals.innerText(), /1 cartão\s+R\$\s1\.500,00/);

      // The owner drags the card to the next step; the manager sees it arrive without a reload.
      await drag(pages.owner, cardIn(pages.owner, STEPS.first), column(pages.owner, STEPS.second));
      await cardIn(pages.owner, STEPS.second).waitFor(OUTCOME);
      await cardIn(pages.watcher, STEPS.second).waitFor(OUTCOME);
      await cardIn(pages.watcher, STEPS.first).waitFor({ state: 'detached', ...OUTCOME });
      await column(pages.watcher, STEPS.first).getByText('Nenhum cartão nesta etapa').waitFor(OUTCOME);

      // Then into the third step with the keyboard: focus, space to pick up, right arrow, space to drop.
      const moving = cardIn(pages.owner, STEPS.second);
      await moving.and(pages.owner.locator(':not([aria-busy])')).waitFor(OUTCOME);
      // Each key waits for what a screen reader hears (dnd-kit's live region) before the next one.
      const announced = (text: string) => pages.owner.getByText(text, { exact: true }).waitFor({ state: 'attached', ...OUTCOME });
      await moving.focus();
      await pages.owner.keyboard.press('Space');
      // Picked up: the card floats over the board (the live region says it is over its own step now).
      // (first(): for a moment while it lifts, dnd-kit may render the floating copy twice.)
      await pages.owner.locator('[data-overlay]').filter({ hasText: CUSTOMER.name }).first().waitFor(OUTCOME);
      await announced(`Cartão ${CUSTOMER.name} sobre a etapa ${STEPS.second}.`);
      await pages.owner.keyboard.press('ArrowRight');
      await announced(`Cartão ${CUSTOMER.name} sobre a etapa ${STEPS.third}.`);
      await pages.owner.keyboard.press('Space');
      await announced(`Cartão ${CUSTOMER.name} solto na etapa ${STEPS.third}.`);
      await cardIn(pages.owner, STEPS.third).waitFor(OUTCOME);
      await cardIn(pages.watcher, STEPS.third).waitFor(OUTCOME);
      assert.match(await column(pages.watcher, STEPS.third).getByTestId('column-totals').innerText(), /1 cartão\s+R\$\s1\.500,00/);

      // 4. The step's template reaches the phone, {{1}} filled with the customer's name.
      const template = pages.phone
        .getByTestId('phone-company-message')
        .filter({ hasText: `Olá ${CUSTOMER.name}, sua proposta foi aceita! Vamos preparar o contrato.` });
      await template.getByTestId('template-bubble').waitFor(OUTCOME);

      // 5. The card's side panel: its step, and a history with both moves and the action's outcome.
      await cardIn(pages.owner, STEPS.third).getByRole('button', { name: `Abrir o cartão ${CUSTOMER.name}` }).click();
      const drawer = pages.owner.getByRole('dialog', { name: 'Cartão', exact: true });
      await drawer.getByTestId('card-contact').filter({ hasText: CUSTOMER.name }).waitFor(OUTCOME);
      assert.equal(await drawer.getByRole('textbox', { name: 'Etapa' }).inputValue(), STEPS.third);
      const history = drawer.getByRole('region', { name: 'Histórico' });
      await history.getByText(`Movido de ${STEPS.first} para ${STEPS.second}`).waitFor(OUTCOME);
      await history.getByText(`Movido de ${STEPS.second} para ${STEPS.third}`).waitFor(OUTCOME);
      await history.getByText('Ação da etapa executada').waitFor(OUTCOME);
      await history.getByText(`Modelo "${TEMPLATE.name}" enviado ao contato.`).waitFor(OUTCOME);
      await history.getByText(`Cartão criado em ${STEPS.first}`).waitFor(OUTCOME);

      // 6. /reportKanban for today: the board's figures with the card, won in the third step.
      await pages.owner.goto('/reportKanban?period=today');
      await valueBecomes(pages.owner.getByRole('textbox', { name: 'Quadro' }), BOARD);
      assert.equal(await tile(pages.owner, 'cards'), '1', 'cards');
      assert.match(await tile(pages.owner, 'totalValue'), reais1500);
      assert.equal(await tile(pages.owner, 'created'), '1', 'created');
      assert.equal(await tile(pages.owner, 'won'), '1', 'won');
      assert.match(await tile(pages.owner, 'wonValue'), reais1500);
      assert.equal(await tile(pages.owner, 'lost'), '0', 'lost');
      const steps = pages.owner.getByRole('table', { name: 'Etapas do quadro' }).getByRole('row');
      const closed = steps.filter({ hasText: STEPS.third });
      await closed.waitFor(OUTCOME);
      const cells = (await closed.getByRole('cell').allInnerTexts()).map((s) => s.replace(/\s+/g, ' ').trim());
      assert.match(cells[0] ?? '', new RegExp(`^${STEPS.third}`), cells.join(' | '));
      assert.equal(cells[1], '1', cells.join(' | '));
      assert.match(cells[2] ?? '', /^R\$\s1\.500,00$/, cells.join(' | '));
      assert.equal(cells[3], '1', cells.join(' | '));
      const first = (await steps.filter({ hasText: STEPS.first }).getByRole('cell').allInnerTexts()).map((s) => s.trim());
      assert.deepEqual(first.slice(1, 2), ['0'], `nothing left in ${STEPS.first}: ${first.join(' | ')}`);
    } catch (err) {
      for (const [name, page] of Object.entries(pages)) await screenshotOnFailure(page, `kanban-${name}`);
      throw err;
    } finally {
      for (const p of [owner, watcher, operator, phone]) await p.context.close();
    }
  });
});

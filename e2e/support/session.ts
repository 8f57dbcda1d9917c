// Steps every browser test repeats: signing in on /login, the page title, and a fresh page per step
// that leaves a screenshot when the step fails.
import type { Browser, Page } from 'playwright-core';
import { newPage, screenshotOnFailure } from './browser.js';
import { DEMO_PASSWORD } from './server.js';

export async function signIn(page: Page, login: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Login', { exact: true }).fill(login);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

export const pageTitle = (page: Page) => page.getByTestId('page-title');

/** Runs `fn` on a new page (its own context: no shared session), closing it whatever happens. */
export async function withPage(browser: Browser, baseUrl: string, name: string, fn: (page: Page) => Promise<void>): Promise<void> {
  const { context, page } = await newPage(browser, baseUrl);
  try {
    await fn(page);
  } catch (err) {
    await screenshotOnFailure(page, name);
    throw err;
  } finally {
    await context.close();
  }
}

const STEP = { timeout: 30_000 };

/** An operator signs in and goes Online in the panel, so attendances reach them. */
export async function operatorOnline(page: Page, login = 'operador'): Promise<void> {
  await signIn(page, login);
  await page.waitForURL('**/attendance**', STEP);
  await page.getByRole('switch', { name: 'Status de atendimento' }).click();
  await page.getByText('Online', { exact: true }).waitFor(STEP);
}

/** A customer opens a conversation on /simulador and sends its first message. */
export async function customerStarts(page: Page, customer: { number: string; name: string }, text: string): Promise<void> {
  await page.goto('/simulador');
  await page.getByLabel('Número do cliente').fill(customer.number);
  await page.getByLabel('Nome do cliente').fill(customer.name);
  await page.getByRole('button', { name: 'Abrir conversa' }).click();
  await page.getByLabel('Mensagem do cliente').fill(text);
  await page.getByRole('button', { name: 'Enviar' }).click();
}

/**
 * The operator signs in, opens their first attendance and its contact panel: beside the chat on wide
 * screens, in a drawer on a phone (under 768 px). Answers the panel.
 */
export async function operatorContactPanel(page: Page, width: number, login = 'operador') {
  await signIn(page, login);
  await page.waitForURL('**/attendance', STEP);
  await page.getByTestId('attendance-row').first().click(STEP);
  await page.getByTestId('chat-contact').waitFor(STEP);
  if (width < 768) await page.getByRole('button', { name: 'Mostrar dados do contato' }).click();
  return width < 768 ? page.getByRole('dialog', { name: 'Dados do contato' }) : page.getByRole('complementary', { name: 'Dados do contato' });
}

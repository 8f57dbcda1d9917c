// Foundation, end to end in real Chromium against the built server: every role lands where the
// spec says, the guard sends a manager without the permission Home, an expired session goes to
// login, and Meu Perfil saves with the success alert.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { pageTitle, signIn, withPage as inPage } from '../support/session.js';
import { DEMO_PASSWORD, type RunningServer } from '../support/server.js';
import { withServerAndBrowser } from '../support/suite.js';

let server: RunningServer;
let browser: Browser;

withServerAndBrowser((started, chromium) => {
  server = started;
  browser = chromium;
});

const withPage = (name: string, fn: (page: Page) => Promise<void>) => inPage(browser, server.url, name, fn);

describe('sign-in lands each role where the spec says', () => {
  it('shows the pt-BR login page with the product tagline as the document title', async () => {
    await withPage('login-page', async (page) => {
      await page.goto('/');
      await page.waitForURL('**/login**');
      assert.match(await page.title(), /Atende/);
      await page.getByRole('button', { name: 'Entrar' }).waitFor();
    });
  });

  it('refuses a wrong password with the pt-BR message', async () => {
    await withPage('login-wrong', async (page) => {
      await signIn(page, 'empresa', 'senha-errada');
      await page.getByText('Login ou senha inválidos.').waitFor();
      assert.match(page.url(), /\/login/);
    });
  });

  it('admin lands on the channels list with the demo company in it', async () => {
    await withPage('login-admin', async (page) => {
      await signIn(page, 'admin');
      await pageTitle(page).filter({ hasText: 'Canais' }).waitFor();
      await page.getByRole('cell', { name: 'Empresa Demo', exact: true }).waitFor();
    });
  });

  it('the owner (channel) lands on the dashboard with the full management sidebar', async () => {
    await withPage('login-empresa', async (page) => {
      await signIn(page, 'empresa');
      await pageTitle(page).filter({ hasText: 'Dashboard' }).waitFor();
      await page.getByRole('button', { name: 'Gerenciar' }).click();
      await page.getByRole('link', { name: 'Supervisores' }).waitFor();
      await page.getByRole('link', { name: 'Departamentos' }).waitFor();
      assert.equal(new URL(page.url()).pathname, '/');
    });
  });

  it('the manager lands on the dashboard and sees only what its permissions allow', async () => {
    await withPage('login-gerente', async (page) => {
      await signIn(page, 'gerente');
      await pageTitle(page).filter({ hasText: 'Dashboard' }).waitFor();
      await page.getByRole('link', { name: 'Contatos' }).waitFor();
      // Its Managemenu permission opens the Gerenciar group with ChatBot and nothing else it lacks.
      await page.getByRole('button', { name: 'Gerenciar' }).click();
      await page.getByRole('link', { name: 'ChatBot' }).waitFor();
      assert.equal(await page.getByRole('link', { name: 'Supervisores' }).count(), 0);
      assert.equal(await page.getByRole('link', { name: 'Departamentos' }).count(), 0);
    });
  });

  it('the operator lands on the attendance panel', async () => {
    await withPage('login-operador', async (page) => {
      await signIn(page, 'operador');
      await page.waitForURL('**/attendance');
      await pageTitle(page).filter({ hasText: 'Atendimentos' }).waitFor();
      await page.getByRole('switch', { name: 'Status de atendimento' }).waitFor();
    });
  });
});

describe('the guard', () => {
  it('sends a manager without the permission from /manageDepartments back Home', async () => {
    await withPage('guard-manager', async (page) => {
      await signIn(page, 'gerente');
      await pageTitle(page).filter({ hasText: 'Dashboard' }).waitFor();
      await page.goto('/manageDepartments');
      await pageTitle(page).filter({ hasText: 'Dashboard' }).waitFor();
      assert.equal(new URL(page.url()).pathname, '/');
    });
  });

  it('lets the manager into a route its permission names (Contacts)', async () => {
    await withPage('guard-manager-allowed', async (page) => {
      await signIn(page, 'gerente');
      await pageTitle(page).filter({ hasText: 'Dashboard' }).waitFor();
      await page.goto('/contacts');
      await pageTitle(page).filter({ hasText: 'Contatos' }).waitFor();
      assert.equal(new URL(page.url()).pathname, '/contacts');
    });
  });

  it('sends an anonymous visitor of a protected page to login, keeping the path to come back to', async () => {
    await withPage('guard-anonymous', async (page) => {
      await page.goto('/contacts');
      await page.waitForURL('**/login**');
      assert.equal(new URL(page.url()).searchParams.get('redirect'), '/contacts');
      await signIn(page, 'empresa').catch(() => undefined);
    });
  });

  it('sends a session whose token is older than 24 hours to login', async () => {
    await withPage('guard-expired', async (page) => {
      await signIn(page, 'empresa');
      await pageTitle(page).filter({ hasText: 'Dashboard' }).waitFor();
      await page.evaluate(() => localStorage.setItem('atende.tokenTimestamp', String(Date.now() - 25 * 3600 * 1000)));
      await page.goto('/contacts');
      await page.waitForURL('**/login**');
      assert.equal(await page.evaluate(() => localStorage.getItem('atende.token')), null);
    });
  });

  it('sends a session with under one hour left to login', async () => {
    await withPage('guard-almost-expired', async (page) => {
      await signIn(page, 'operador');
      await page.waitForURL('**/attendance');
      await page.evaluate(() => localStorage.setItem('atende.tokenTimestamp', String(Date.now() - 23.5 * 3600 * 1000)));
      await page.reload();
      await page.waitForURL('**/login**');
    });
  });
});

describe('Meu Perfil', () => {
  it('edits the own profile and shows the success alert', async () => {
    await withPage('profile', async (page) => {
      await signIn(page, 'empresa');
      await pageTitle(page).filter({ hasText: 'Dashboard' }).waitFor();
      await page.getByRole('button', { name: 'Perfil' }).click();
      await page.getByRole('menuitem', { name: 'Meu Perfil' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Nome completo').fill('Maria da Silva');
      await dialog.getByLabel('E-mail').fill('maria@empresa-demo.com.br');
      await dialog.getByLabel('CPF/CNPJ').fill('52998224725');
      assert.equal(await dialog.getByLabel('CPF/CNPJ').inputValue(), '529.982.247-25');
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await page.getByText('Usuário editado com sucesso!').waitFor();
      // The change is really stored: the server returns it to a fresh sign-in.
      const res = await fetch(`${server.url}/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ login: 'empresa', password: DEMO_PASSWORD }),
      });
      const body = (await res.json()) as { user: { name: string; cpf: string } };
      assert.equal(body.user.name, 'Maria da Silva');
      assert.equal(body.user.cpf, '52998224725');
    });
  });

  it('shows the pt-BR validation message when the name is empty', async () => {
    await withPage('profile-invalid', async (page) => {
      await signIn(page, 'operador');
      await page.waitForURL('**/attendance');
      await page.getByRole('button', { name: 'Perfil' }).click();
      await page.getByRole('menuitem', { name: 'Meu Perfil' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Nome completo').fill('');
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await dialog.getByText('Informe o nome completo').waitFor();
    });
  });
});

// The owner's team, end to end in real Chromium against the built server: an operator created on
// /manageoperators with working hours that already ended is refused going online with the 408 alert;
// a supervisor created on /manageSupervisors with only Contacts sees only that, is sent Home from a
// management page and gets 403 from the API.
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

/** The owner's API session, for the steps whose screens other work items build. */
async function ownerApi(): Promise<{ token: string; channelId: string }> {
  const res = await fetch(`${server.url}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'empresa', password: DEMO_PASSWORD }),
  });
  const body = (await res.json()) as { token: string; user: { channelId: string } };
  return { token: body.token, channelId: body.user.channelId };
}

/**
 * Working windows that are already over now in São Paulo (the channel's time zone): 00:00–00:01, or,
 * in the first two minutes of the day, a window later today that has not begun (still outside it).
 */
function windowOutsideNow(): { start: string; finish: string } {
  const [hour, minute] = new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Sao_Paulo', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .format(new Date())
    .split(':')
    .map(Number);
  return (hour ?? 0) * 60 + (minute ?? 0) >= 2 ? { start: '00:00', finish: '00:01' } : { start: '23:58', finish: '23:59' };
}

describe('operators and their working hours', () => {
  it('the owner creates a department, an operator whose hours ended and a tag; the operator is signed out outside his hours', async () => {
    const owner = await ownerApi();
    await withPage('catalog-create', async (page) => {
      await signIn(page, 'empresa');
      await pageTitle(page).filter({ hasText: 'Dashboard' }).waitFor();
      await page.goto('/manageDepartments');
      await page.getByRole('button', { name: 'Novo departamento' }).click();
      const department = page.getByRole('dialog', { name: 'Novo departamento' });
      await department.getByLabel(/^Nome/).fill('Suporte E2E');
      await department.getByRole('button', { name: 'Salvar' }).click();
      await page.getByText('Departamento criado com sucesso!').waitFor();
      await page.getByRole('row').filter({ hasText: 'Suporte E2E' }).waitFor();

      await page.goto('/managetags');
      await page.getByRole('button', { name: 'Nova etiqueta' }).click();
      const tag = page.getByRole('dialog', { name: 'Nova etiqueta' });
      await tag.getByLabel(/^Nome/).fill('VIP E2E');
      await tag.getByLabel(/^Cor/).fill('#1a7f37');
      await tag.getByRole('button', { name: 'Salvar' }).click();
      await page.getByText('Etiqueta criada com sucesso!').waitFor();
      await page.getByRole('row').filter({ hasText: 'VIP E2E' }).waitFor();
    });
    const tags = await fetch(`${server.url}/api/channel/tags/${owner.channelId}`, { headers: { authorization: `Bearer ${owner.token}` } });
    const created = ((await tags.json()) as { tags: { name: string; color: string }[] }).tags.find((t) => t.name === 'VIP E2E');
    assert.equal(created?.color.toLowerCase(), '#1a7f37');

    const { start, finish } = windowOutsideNow();
    await withPage('operators-create', async (page) => {
      await signIn(page, 'empresa');
      await pageTitle(page).filter({ hasText: 'Dashboard' }).waitFor();
      await page.goto('/manageoperators');
      await page.getByRole('button', { name: 'Novo operador' }).click();
      const drawer = page.getByRole('dialog', { name: 'Novo operador' });
      await drawer.getByLabel(/^Nome/).fill('Otávio Noturno');
      await drawer.getByLabel(/^Login/).fill('otavio');
      await drawer.getByLabel(/^Senha/).fill('senha-forte-1');
      await drawer.getByRole('textbox', { name: 'Departamentos do operador' }).click();
      await page.getByRole('option', { name: 'Suporte E2E' }).click();
      for (const day of ['semana', 'sábado', 'domingo']) {
        await drawer.getByLabel(`Início (${day})`).fill(start);
        await drawer.getByLabel(`Fim (${day})`).fill(finish);
      }
      await drawer.getByRole('button', { name: 'Criar operador' }).click();
      await page.getByText('Operador criado com sucesso!').waitFor();
      const row = page.getByRole('row').filter({ hasText: 'Otávio Noturno' });
      await row.getByText('Suporte E2E').waitFor();
      await row.getByText('Offline', { exact: true }).waitFor();
      await row.getByText(`Seg–Sex ${start}–${finish} · Sáb ${start}–${finish} · Dom ${start}–${finish}`).waitFor();
    });

    // Spec section 4: a panel open outside the operator's working window is signed out with the reason.
    await withPage('operators-outside-hours', async (page) => {
      await signIn(page, 'otavio', 'senha-forte-1');
      await page.waitForURL('**/login?logout=outside_working_hours');
      await page.getByText('Você foi desconectado: fora do horário de atendimento').waitFor();
    });
  });
});

describe('supervisors and their permissions', () => {
  it('a supervisor with only Contacts sees only Dashboard, Contatos and Sair, is sent Home and gets 403', async () => {
    await withPage('supervisors-create', async (page) => {
      await signIn(page, 'empresa');
      await pageTitle(page).filter({ hasText: 'Dashboard' }).waitFor();
      await page.goto('/manageSupervisors');
      await page.getByRole('button', { name: 'Novo supervisor' }).click();
      const drawer = page.getByRole('dialog', { name: 'Novo supervisor' });
      await drawer.getByLabel(/^Nome/).fill('Sofia Contatos');
      await drawer.getByLabel(/^Login/).fill('sofia');
      await drawer.getByLabel(/^Senha/).fill('senha-forte-1');
      await drawer.getByRole('checkbox', { name: 'Contatos' }).check();
      await drawer.getByRole('button', { name: 'Criar supervisor' }).click();
      await page.getByText('Supervisor criado com sucesso!').waitFor();
      await page.getByRole('row').filter({ hasText: 'Sofia Contatos' }).getByText('Contatos', { exact: true }).waitFor();
    });

    await withPage('supervisors-sidebar', async (page) => {
      await signIn(page, 'sofia', 'senha-forte-1');
      await pageTitle(page).filter({ hasText: 'Dashboard' }).waitFor();
      const nav = page.getByRole('navigation', { name: 'Menu principal' });
      await nav.getByRole('link', { name: 'Contatos' }).waitFor();
      const entries = await nav.locator('a, button').allInnerTexts();
      assert.deepEqual(entries.map((e) => e.trim()).filter(Boolean), ['Dashboard', 'Contatos', 'Sair']);

      await page.goto('/manageoperators');
      await pageTitle(page).filter({ hasText: 'Dashboard' }).waitFor();
      assert.equal(new URL(page.url()).pathname, '/');

      const token = await page.evaluate(() => localStorage.getItem('atende.token'));
      const channelId = (await ownerApi()).channelId;
      const res = await fetch(`${server.url}/api/operator/channel/${channelId}/page/1`, { headers: { authorization: `Bearer ${token}` } });
      assert.equal(res.status, 403);
      const body = (await res.json()) as { erroMensagem: string };
      assert.equal(body.erroMensagem, 'Você não tem permissão para acessar este recurso.');
    });
  });
});

// On a simulator channel the template screens say that the Simulador page approves and rejects (it
// plays Meta), with the link to it, offer no sync with Meta (there is no Meta account) and never say a
// template goes to Meta; on a Cloud channel Meta reviews, the sync is there and nothing is said.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { SessionUser } from '@atende/contract';
import { sessionStore } from '@/shared/session/session-store';
import { ids, jsonResponse, makeUser } from '@/test/fixtures';
import { fakeServer, on, renderApp, type FakeEndpoint } from '@/test/render-app';
import { cleanAppStateBetweenTests } from '@/test/clean-state';
import { makeTemplate, page } from './template-fixtures';

cleanAppStateBetweenTests();

const slow = { timeout: 10000 };

function signedIn(owner: SessionUser, ...extra: FakeEndpoint[]) {
  sessionStore.start('tok-1', owner);
  return fakeServer(
    ...extra,
    on('GET', /^\/api\/templates\?/, () => page([makeTemplate(1, { status: 'PENDING' })], new URLSearchParams())),
    on('GET', '/api/user/me', () => jsonResponse(200, { statusCode: 200, user: owner })),
  );
}
const simulatorOwner = () => makeUser('channel', { apiType: 'simulator' });
const emptyList = on('GET', /^\/api\/templates\?/, () => page([], new URLSearchParams()));

describe('/manageHSMModels on a simulator channel', { timeout: 30000 }, () => {
  it('says the Simulador page reviews, and links to it', async () => {
    signedIn(simulatorOwner());
    renderApp('/manageHSMModels');
    const hint = await screen.findByTestId('simulator-review-hint', {}, slow);
    expect(hint.textContent).toMatch(/"Aprovar" ou "Reprovar"/);
    expect(screen.getByRole('link', { name: 'Abrir o Simulador' }).getAttribute('href')).toBe(`/simulador?canal=${ids.channel}`);
  });

  it('offers no sync with Meta and no last-sync line, and the delete dialog does not mention Meta', async () => {
    signedIn(simulatorOwner());
    renderApp('/manageHSMModels');
    const row = (await screen.findByText('modelo_1', {}, slow)).closest('tr') as HTMLElement;
    expect(screen.getByRole('link', { name: 'Novo modelo' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sincronizar com a Meta' })).toBeNull();
    expect(screen.queryByTestId('last-sync')).toBeNull();
    expect(screen.queryByText(/sincronizado com a Meta/)).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'Excluir modelo_1 (pt_BR)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir modelo' });
    expect(within(dialog).getByText(/Ele será excluído em todos os idiomas com esse nome/)).toBeTruthy();
    expect(dialog.textContent).not.toMatch(/Meta/);
  });

  it('an empty list invites to create and send for review on the Simulador, without a sync button', async () => {
    signedIn(simulatorOwner(), emptyList);
    renderApp('/manageHSMModels');
    expect(await screen.findByText('Crie o primeiro modelo e envie para análise no Simulador.', {}, slow)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sincronizar com a Meta' })).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Novo modelo' }).length).toBeGreaterThan(0);
  });

  it('a created template is said to be sent for review on the Simulador, not to Meta', async () => {
    const posted: unknown[] = [];
    signedIn(
      simulatorOwner(),
      on('POST', '/api/templates', (body) => {
        posted.push(body);
        return jsonResponse(201, { statusCode: 201, template: makeTemplate(9, { name: 'boas_vindas', body: 'Olá, tudo bem?', bodyVariables: 0, status: 'PENDING' }) });
      }),
    );
    renderApp('/templateHSM');
    fireEvent.change(await screen.findByLabelText(/^Nome/, {}, slow), { target: { value: 'boas_vindas' } });
    fireEvent.click(screen.getByRole('textbox', { name: /^Categoria/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Marketing' }));
    fireEvent.change(screen.getByLabelText(/^Mensagem/), { target: { value: 'Olá, tudo bem?' } });
    expect(screen.queryByText(/A Meta avalia/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar para aprovação' }));
    expect(await screen.findByText('Modelo "boas_vindas" enviado para análise no Simulador. Status: Em análise.')).toBeTruthy();
    expect(posted).toHaveLength(1);
    expect(screen.queryByText(/enviado à Meta/)).toBeNull();
  });
});

describe('/manageHSMModels on a Cloud channel', { timeout: 30000 }, () => {
  it('says nothing of the Simulador and keeps the sync with Meta and its last-sync line', async () => {
    signedIn(makeUser('channel', { apiType: 'cloud' }));
    renderApp('/manageHSMModels');
    await screen.findByText('modelo_1', {}, slow);
    expect(screen.queryByTestId('simulator-review-hint')).toBeNull();
    expect(screen.getByRole('button', { name: 'Sincronizar com a Meta' })).toBeTruthy();
    expect(screen.getByTestId('last-sync').textContent).toMatch(/^Última sincronização com a Meta: /);
  });
});

// On a simulator channel the template list says that the Simulador page approves and rejects (it plays
// Meta), with the link to it; on a Cloud channel Meta reviews and nothing is said.
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { SessionUser } from '@atende/contract';
import { sessionStore } from '@/shared/session/session-store';
import { ids, jsonResponse, makeUser } from '@/test/fixtures';
import { fakeServer, on, renderApp } from '@/test/render-app';
import { cleanAppStateBetweenTests } from '@/test/clean-state';
import { makeTemplate, page } from './template-fixtures';

vi.mock('socket.io-client', async () => ({ io: (await import('@/test/fake-socket')).fakeIo }));

cleanAppStateBetweenTests();

const slow = { timeout: 10000 };

function signedIn(owner: SessionUser) {
  sessionStore.start('tok-1', owner);
  fakeServer(
    on('GET', /^\/api\/templates\?/, () => page([makeTemplate(1, { status: 'PENDING' })], new URLSearchParams())),
    on('GET', '/api/user/me', () => jsonResponse(200, { statusCode: 200, user: owner })),
  );
}

describe('/manageHSMModels review hint', { timeout: 30000 }, () => {
  it('on a simulator channel says the Simulador page reviews, and links to it', async () => {
    signedIn(makeUser('channel', { apiType: 'simulator' }));
    renderApp('/manageHSMModels');
    const hint = await screen.findByTestId('simulator-review-hint', {}, slow);
    expect(hint.textContent).toMatch(/"Aprovar" ou "Reprovar"/);
    expect(screen.getByRole('link', { name: 'Abrir o Simulador' }).getAttribute('href')).toBe(`/simulador?canal=${ids.channel}`);
  });

  it('on a Cloud channel says nothing of the sort', async () => {
    signedIn(makeUser('channel', { apiType: 'cloud' }));
    renderApp('/manageHSMModels');
    await screen.findByText('modelo_1', {}, slow);
    expect(screen.queryByTestId('simulator-review-hint')).toBeNull();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { jsonResponse } from '@/test/fixtures';
import { on } from '@/test/render-app';
import { cleanAppStateBetweenTests } from '@/test/clean-state';
import { makeAttendance, makeMessage, operatorState, panelServer, renderPanel } from './panel-harness';

cleanAppStateBetweenTests();

describe('Copiar link da conversa', () => {
  it('asks the server for a signed link and copies the full address, with a toast', async () => {
    const state = operatorState();
    const attendance = makeAttendance(1);
    state.attendances = [attendance];
    state.messages.set(attendance._id, [makeMessage(1, attendance)]);
    const url = `/messages/${attendance.channelId}/${attendance._id}?exp=1893456000&sig=abc`;
    const server = panelServer(
      state,
      on('POST', `/api/attendance/${attendance._id}/share-link`, () => jsonResponse(200, { statusCode: 200, url, expiresAt: '2030-01-01T00:00:00.000Z' })),
      on('POST', `/api/message/read/${attendance._id}`, () => jsonResponse(200, { statusCode: 200 })),
    );
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderPanel(state, `/attendance?a=${attendance._id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Copiar link da conversa' }));
    expect(await screen.findByText('Link da conversa copiado! Ele vale por 7 dias.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(new URL(url, window.location.origin).toString());
    await waitFor(() => expect(server.calls.some((c) => c.url === `/api/attendance/${attendance._id}/share-link`)).toBe(true));
  });
});

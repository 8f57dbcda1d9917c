import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { GupshupTrafficResponse, TrafficCounts } from '@atende/contract';
import { ids, jsonResponse, makeChannel, makeUser } from '@/test/fixtures';
import { fakeServer, on, renderApp } from '@/test/render-app';
import { cleanAppStateBetweenTests } from '@/test/clean-state';
import { sessionStore } from '@/shared/session/session-store';
import { lastDays } from '../model/period';

cleanAppStateBetweenTests();

const counts = (inbound: number, outbound: number, extra: { byType?: Partial<TrafficCounts['byType']>; byCategory?: Partial<TrafficCounts['byCategory']> } = {}): TrafficCounts => ({
  inbound,
  outbound,
  byType: { text: 0, template: 0, media: 0, interactive: 0, other: 0, ...extra.byType },
  byCategory: { marketing: 0, utility: 0, authentication: 0, service: 0, none: 0, ...extra.byCategory },
});

/** Ten days ending on `last` (newest first), the first one busy. */
function reportPage(page: number, last: number, totals: TrafficCounts, provider: GupshupTrafficResponse['provider'] = null): GupshupTrafficResponse {
  const days = Array.from({ length: page === 1 ? 10 : 5 }, (_, i) => {
    const date = `2025-03-${String(last - i).padStart(2, '0')}`;
    return { date, ...(i === 0 ? counts(2, 3, { byType: { text: 2, template: 1, media: 2 }, byCategory: { marketing: 1, service: 1, none: 1 } }) : counts(0, 0)) };
  });
  return { statusCode: 200, channelId: ids.channel, timezone: 'America/Sao_Paulo', from: '2025-03-01', to: '2025-03-15', page, perPage: 10, total: 15, days, totals, provider };
}

const TRAFFIC = /^\/api\/report\/gupshup-traffic\?/;
const pageOf = (url: string) => Number(new URL(url, 'http://x').searchParams.get('page'));

describe('/reportGupshupTraffic', { timeout: 40_000 }, () => {
  it('asks for the last 30 days, shows each day and the totals row, pages by 10 and shows Gupshup usage', async () => {
    const user = makeUser('channel', { apiType: 'gupshup' });
    sessionStore.start('tok-1', user);
    const totals = counts(4, 4, { byType: { text: 2, template: 2, media: 2, interactive: 1, other: 1 }, byCategory: { marketing: 1, utility: 1, service: 1, none: 1 } });
    const provider = {
      appId: 'app-1',
      error: null,
      days: [{ date: '2025-03-15', incoming: 2, outgoing: 3, templates: 1, marketing: 1, utility: 0, authentication: 0, service: 1, totalFees: 0.0625, currency: 'USD' }],
    };
    const server = fakeServer(
      on('GET', '/api/user/me', () => jsonResponse(200, { statusCode: 200, user })),
      (request) => (request.method === 'GET' && TRAFFIC.test(request.url) ? jsonResponse(200, reportPage(pageOf(request.url), pageOf(request.url) === 1 ? 15 : 5, totals, provider)) : undefined),
    );
    renderApp('/reportGupshupTraffic');
    const table = await screen.findByRole('table', { name: 'Tráfego por dia' }, { timeout: 15_000 });
    await within(table).findByText('15/03/2025');

    const first = new URL(server.calls.find((c) => TRAFFIC.test(c.url))?.url ?? '', 'http://x').searchParams;
    const expected = lastDays('America/Sao_Paulo', 30);
    expect({ from: first.get('from'), to: first.get('to'), page: first.get('page') }).toEqual({ ...expected, page: '1' });

    const rows = within(table).getAllByRole('row');
    // Header, 10 days, the totals row.
    expect(rows).toHaveLength(12);
    const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);
    expect(cells(rows[1] as HTMLElement)).toEqual(['15/03/2025', '2', '3', '2', '1', '2', '0', '0', '1', '0', '0', '1', '1']);
    expect(cells(rows[11] as HTMLElement)).toEqual(['Total do período', '4', '4', '2', '2', '2', '1', '1', '1', '1', '0', '1', '1']);

    const usage = screen.getByRole('table', { name: 'Uso na Gupshup por dia' });
    expect(within(usage).getByText('15/03/2025')).toBeTruthy();
    expect(within(usage).getByText(/US\$\s0,0625/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Página 2' }));
    await within(table).findByText('05/03/2025');
    expect(server.calls.some((c) => TRAFFIC.test(c.url) && pageOf(c.url) === 2)).toBe(true);
  });

  it('says so when the period had no messages, and shows why Gupshup usage is missing', async () => {
    const user = makeUser('channel', { apiType: 'gupshup' });
    sessionStore.start('tok-1', user);
    const empty = reportPage(1, 15, counts(0, 0), { appId: 'app-1', days: [], error: 'A Gupshup recusou o token de parceiro (GUPSHUP_PARTNER_TOKEN) para o app deste canal.' });
    empty.days = empty.days.map((d) => ({ ...d, ...counts(0, 0) }));
    fakeServer(
      on('GET', '/api/user/me', () => jsonResponse(200, { statusCode: 200, user })),
      on('GET', TRAFFIC, () => jsonResponse(200, empty)),
    );
    renderApp('/reportGupshupTraffic');
    expect(await screen.findByText('Nenhuma mensagem no período', undefined, { timeout: 15_000 })).toBeTruthy();
    // The empty-state text sits above the (empty) table, where the eye lands first.
    const table = screen.getAllByRole('table')[0];
    if (!table) throw new Error('no table');
    expect(screen.getByTestId('empty-state').compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('recusou o token de parceiro');
  });

  it('an admin picks a Gupshup channel before anything is asked, then the report is for that channel', async () => {
    const user = makeUser('admin');
    sessionStore.start('tok-1', user);
    const channel = makeChannel({ name: 'Loja Gupshup', channelNumber: '5511944440000', apiType: 'gupshup' });
    const server = fakeServer(
      on('GET', '/api/user/me', () => jsonResponse(200, { statusCode: 200, user })),
      on('POST', /^\/api\/channel\/filter\/page\/1/, () => jsonResponse(200, { statusCode: 200, channels: [channel], page: 1, perPage: 100, total: 1 })),
      on('GET', TRAFFIC, () => jsonResponse(200, reportPage(1, 15, counts(2, 3)))),
    );
    renderApp('/reportGupshupTraffic');
    expect(await screen.findByText('Escolha um canal para ver o tráfego.', undefined, { timeout: 15_000 })).toBeTruthy();
    expect(server.calls.some((c) => TRAFFIC.test(c.url))).toBe(false);
    fireEvent.click(screen.getByRole('textbox', { name: 'Canal' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Loja Gupshup (5511944440000)' }));
    await screen.findByRole('table', { name: 'Tráfego por dia' });
    await waitFor(() => expect(server.calls.some((c) => TRAFFIC.test(c.url) && c.url.includes(`channelId=${ids.channel}`))).toBe(true));
  });
});

describe('the default period', () => {
  it("is the last 30 days up to today in the channel's zone, even when UTC is already tomorrow", () => {
    expect(lastDays('America/Sao_Paulo', 30, new Date('2025-03-16T02:00:00Z'))).toEqual({ from: '2025-02-14', to: '2025-03-15' });
  });
});

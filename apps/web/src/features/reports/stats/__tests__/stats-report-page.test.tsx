import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { OperatorProductivityRow, StatsReportSummary } from '@atende/contract';
import { renderApp } from '@/test/render-app';
import { cleanAppStateBetweenTests } from '@/test/clean-state';
import { pageOf, reportServer, slow } from '../../__tests__/report-page-server';

cleanAppStateBetweenTests();

const heatmap = Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0));
heatmap[2]![14] = 37;
heatmap[2]![15] = 1;
heatmap[0]![9] = 74;

const summary: Omit<StatsReportSummary, 'statusCode' | 'period'> = {
  summary: { messagesIn: 1234, messagesOut: 987, newContacts: 45, opened: 120, finished: 101, abandoned: 7, botOnly: 12 },
  perDay: [{ day: '2026-11-01', messagesIn: 100, messagesOut: 80, opened: 10, finished: 9 }],
  heatmap,
};

const operator = (n: number, overrides: Partial<OperatorProductivityRow> = {}): OperatorProductivityRow => ({
  operator: { _id: `00000000-0000-4000-8000-${String(9300 + n).padStart(12, '0')}`, name: `Operador ${n}` },
  finished: 30,
  messagesSent: 410,
  averageHandleSeconds: 150,
  onlineSeconds: 7200,
  ...overrides,
});

const tile = (name: string) => within(screen.getByRole('listitem', { name })).getByTestId('tile-value').textContent;

describe('/reportStats', { timeout: 40_000 }, () => {
  it('shows the volume tiles, the heatmap with a sentence per cell and each operator\'s productivity', async () => {
    const server = reportServer('stats', summary, () =>
      pageOf([operator(1), operator(2, { finished: 0, messagesSent: 0, averageHandleSeconds: null, onlineSeconds: 0 })], 2),
    );
    renderApp('/reportStats');
    await screen.findByRole('listitem', { name: 'Mensagens recebidas' }, slow);
    await waitFor(() => expect(tile('Mensagens recebidas')).toBe('1.234'));
    expect(tile('Mensagens enviadas')).toBe('987');
    expect(tile('Contatos novos')).toBe('45');
    expect(tile('Atendimentos abertos')).toBe('120');
    expect(tile('Finalizados')).toBe('101');
    expect(tile('Abandonados')).toBe('7');
    expect(tile('Só no robô')).toBe('12');

    expect(screen.getByRole('cell', { name: 'Terça, 14h: 37 mensagens' }).textContent).toBe('37');
    expect(screen.getByRole('cell', { name: 'Terça, 15h: 1 mensagem' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Domingo, 9h: 74 mensagens' }).getAttribute('title')).toBe('Domingo, 9h: 74 mensagens');
    expect(screen.getByRole('cell', { name: 'Sábado, 23h: 0 mensagens' }).textContent).toBe('');
    expect(screen.getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb']);

    const table = await screen.findByRole('table', { name: 'Produtividade por operador' });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((c) => c.textContent));
    expect(rows).toEqual([
      ['Operador 1', '30', '410', '2 min 30 s', '2 h'],
      ['Operador 2', '0', '0', '—', '0 s'],
    ]);
    const summaryCall = server.calls.find((c) => c.url === '/api/report/stats/summary');
    expect(summaryCall?.body).toEqual({ period: 'last7' });
    expect(server.calls.find((c) => c.url === '/api/report/stats/page/1')?.body).toEqual({ period: 'last7', perPage: 10 });
  });

  it('says the period had nothing when the table is empty', async () => {
    reportServer('stats', { ...summary, summary: { ...summary.summary, messagesIn: 0 } }, () => pageOf([], 0));
    renderApp('/reportStats?period=today');
    expect(await screen.findByText('Nenhum dado no período', {}, slow)).toBeTruthy();
    await waitFor(() => expect(tile('Mensagens recebidas')).toBe('0'));
  });
});

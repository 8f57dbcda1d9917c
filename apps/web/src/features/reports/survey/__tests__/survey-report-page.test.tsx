import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { SurveyAnswerRow, SurveyReportSummary } from '@atende/contract';
import { renderApp } from '@/test/render-app';
import { cleanAppStateBetweenTests } from '@/test/clean-state';
import { pageOf, reportServer, slow } from '../../__tests__/report-page-server';

cleanAppStateBetweenTests();

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const summary: Omit<SurveyReportSummary, 'statusCode' | 'period'> = {
  summary: { sent: 80, responses: 40, averageScore: 4.25, csat: 0.825 },
  distribution: [2, 1, 4, 10, 23],
  byOperator: [
    { group: { _id: uuid(1), name: 'Ana' }, responses: 30, averageScore: 4.5, csat: 0.9 },
    { group: null, responses: 10, averageScore: 3.5, csat: 0.6 },
  ],
  byDepartment: [{ group: { _id: uuid(2), name: 'Vendas' }, responses: 40, averageScore: 4.25, csat: 0.825 }],
};

const answer = (overrides: Partial<SurveyAnswerRow> = {}): SurveyAnswerRow => ({
  attendanceId: uuid(10),
  protocol: '20261103-0042',
  contact: { _id: uuid(11), name: 'Carla Dias', number: '5511987654321' },
  operator: { _id: uuid(1), name: 'Ana' },
  department: { _id: uuid(2), name: 'Vendas' },
  score: 5,
  comment: 'Atendimento excelente',
  answeredAt: '2026-11-03T17:05:00.000Z',
  ...overrides,
});

const tile = (name: string) => within(screen.getByRole('listitem', { name })).getByTestId('tile-value').textContent;
const cells = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((c) => c.textContent));

describe('/reportSurvey', { timeout: 40_000 }, () => {
  it('shows the figures, the scores, the groups and each answer with its conversation', async () => {
    const server = reportServer('survey', summary, () =>
      pageOf([answer(), answer({ attendanceId: uuid(12), protocol: '20261102-0007', contact: { _id: uuid(13), name: null, number: '5511912345678' }, operator: null, department: null, score: 2, comment: null })], 2),
    );
    renderApp('/reportSurvey?period=last30&operatorId=' + uuid(1));
    await screen.findByRole('listitem', { name: 'Pesquisas enviadas' }, slow);
    await waitFor(() => expect(tile('Pesquisas enviadas')).toBe('80'));
    expect(tile('Respostas')).toBe('40');
    expect(tile('Taxa de resposta')).toBe('50%');
    expect(tile('Nota média')).toBe('4,25');
    expect(tile('CSAT')).toBe('82,5%');

    const scores = await screen.findByRole('list', { name: 'Distribuição das notas' }, slow);
    expect(within(scores).getAllByRole('listitem').map((i) => i.textContent)).toEqual([
      'Nota 1: 2 (5%)',
      'Nota 2: 1 (2,5%)',
      'Nota 3: 4 (10%)',
      'Nota 4: 10 (25%)',
      'Nota 5: 23 (57,5%)',
    ]);
    expect(cells(screen.getByRole('table', { name: 'Por operador' }))).toEqual([
      ['Ana', '30', '4,50', '90%'],
      ['Sem operador', '10', '3,50', '60%'],
    ]);
    expect(cells(screen.getByRole('table', { name: 'Por departamento' }))).toEqual([['Vendas', '40', '4,25', '82,5%']]);

    const answers = await screen.findByRole('table', { name: 'Respostas da pesquisa' });
    await within(answers).findByText('Atendimento excelente');
    expect(cells(answers)).toEqual([
      ['5', 'Atendimento excelente', 'Carla Dias+55 (11) 9 8765-4321', 'Ana', 'Vendas', '03/11/2026 14:05', '20261103-0042'],
      ['2', '—', '+55 (11) 9 1234-5678', '—', '—', '03/11/2026 14:05', '20261102-0007'],
    ]);
    expect(screen.getByRole('button', { name: 'Abrir a conversa do protocolo 20261103-0042' })).toBeTruthy();
    expect(server.calls.find((c) => c.url === '/api/report/survey/summary')?.body).toEqual({ period: 'last30', operatorId: uuid(1) });
  });

  it('shows dashes without responses and the empty table message', async () => {
    reportServer(
      'survey',
      { summary: { sent: 0, responses: 0, averageScore: null, csat: null }, distribution: [0, 0, 0, 0, 0], byOperator: [], byDepartment: [] },
      () => pageOf([], 0),
    );
    renderApp('/reportSurvey');
    expect(await screen.findByText('Nenhum dado no período', {}, slow)).toBeTruthy();
    await waitFor(() => expect(tile('Taxa de resposta')).toBe('—'));
    expect(tile('Nota média')).toBe('—');
    expect(tile('CSAT')).toBe('—');
    expect(screen.getAllByText('Nenhuma resposta no período.')).toHaveLength(2);
  });
});

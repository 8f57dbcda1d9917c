import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReportExport, TabulationReportSummary } from '@atende/contract';
import { jsonResponse } from '@/test/fixtures';
import { fakeServer, on, renderApp } from '@/test/render-app';
import { cleanAppStateBetweenTests } from '@/test/clean-state';
import { sessionStore } from '@/shared/session/session-store';
import { bodiesTo, period, reportUser, sessionAndChoices } from './report-fixtures';

cleanAppStateBetweenTests();

const summary: TabulationReportSummary = { statusCode: 200, period, summary: { finished: 0, tabulated: 0, untabulated: 0 }, byTabulation: [] };
const EXPORT = '/api/report/tabulation/export';
const JOB_ID = '00000000-0000-4000-8000-0000000000e1';
const job = (patch: Partial<ReportExport>): ReportExport => ({
  _id: JOB_ID,
  report: 'tabulation',
  format: 'xlsx',
  status: 'running',
  rows: 0,
  total: 60_000,
  fileName: 'tabulacoes.xlsx',
  downloadUrl: null,
  error: null,
  createdAt: '2026-11-24T12:00:00.000Z',
  ...patch,
});

function serve(exportAnswer: () => Response, jobAnswers: ReportExport[] = []) {
  sessionStore.start('tok-1', reportUser());
  let polls = 0;
  return fakeServer(
    ...sessionAndChoices(),
    on('POST', '/api/report/tabulation/summary', () => jsonResponse(200, summary)),
    on('POST', /^\/api\/report\/tabulation\/page\/1$/, () => jsonResponse(200, { statusCode: 200, period, items: [], page: 1, perPage: 10, total: 0 })),
    on('POST', EXPORT, exportAnswer),
    on('GET', `/api/report/exports/${JOB_ID}`, () => {
      const answer = jobAnswers[Math.min(polls, jobAnswers.length - 1)];
      polls += 1;
      return jsonResponse(200, { statusCode: 200, export: answer });
    }),
  );
}

async function exportAs(format: 'CSV' | 'Excel (XLSX)') {
  fireEvent.click(await screen.findByRole('button', { name: 'Exportar' }, { timeout: 15_000 }));
  fireEvent.click(await screen.findByRole('menuitem', { name: format }));
}

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('the report export menu', { timeout: 40_000 }, () => {
  it("downloads a small export at once, with the server's file name and the current filters", async () => {
    const saved: { name: string; text: Promise<string> }[] = [];
    // jsdom has no object URLs: record the blob handed to the browser instead.
    Object.assign(URL, { createObjectURL: (blob: Blob) => (saved.push({ name: '', text: blob.text() }), 'blob:report'), revokeObjectURL: () => {} });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      const last = saved.at(-1);
      if (last) last.name = this.download;
    });
    const server = serve(
      () =>
        new Response('Tabulação;Operador\nVenda;Ana\n', {
          status: 200,
          headers: { 'Content-Type': 'text/csv', 'Content-Disposition': "attachment; filename*=UTF-8''tabula%C3%A7%C3%B5es-2026-11.csv" },
        }),
    );
    renderApp('/reportTabulation?operatorId=00000000-0000-4000-8000-0000000000a1');
    await exportAs('CSV');
    await waitFor(() => expect(saved[0]?.name).toBe('tabulações-2026-11.csv'));
    expect(await saved[0]?.text).toBe('Tabulação;Operador\nVenda;Ana\n');
    expect(bodiesTo(server.calls, EXPORT)).toEqual([{ period: 'last7', operatorId: '00000000-0000-4000-8000-0000000000a1', format: 'csv' }]);
  });

  it('follows a large export with its progress, then offers the file', async () => {
    serve(() => jsonResponse(202, { statusCode: 202, export: job({ rows: 12_000 }) }), [
      job({ rows: 30_000 }),
      job({ status: 'done', rows: 60_000, downloadUrl: '/api/report/exports/file/abc?sig=1' }),
    ]);
    renderApp('/reportTabulation');
    await exportAs('Excel (XLSX)');
    expect((await screen.findByTestId('export-progress')).textContent).toMatch(/^(12|30)\.000 de 60\.000 linhas$/);
    const link = await screen.findByRole('link', { name: 'Baixar' });
    expect(link.getAttribute('href')).toBe('/api/report/exports/file/abc?sig=1');
    expect(link.getAttribute('download')).toBe('tabulacoes.xlsx');
  });

  it('says why a background export failed, in pt-BR', async () => {
    serve(() => jsonResponse(202, { statusCode: 202, export: job({}) }), [job({ status: 'failed', error: 'A exportação falhou: tente de novo' })]);
    renderApp('/reportTabulation');
    await exportAs('CSV');
    expect((await screen.findByRole('alert')).textContent).toBe('A exportação falhou: tente de novo');
  });

  it("shows the server's message when the export is refused", async () => {
    serve(() => jsonResponse(400, { statusCode: 400, error: 'invalid', erroMensagem: 'O período tem no máximo 366 dias' }));
    renderApp('/reportTabulation');
    await exportAs('CSV');
    expect(await screen.findByText('O período tem no máximo 366 dias')).toBeTruthy();
  });
});

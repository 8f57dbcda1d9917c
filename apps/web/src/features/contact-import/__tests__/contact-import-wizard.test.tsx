import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ContactImport, ContactImportPreview } from '@atende/contract';
import { AppProviders } from '@/app/providers';
import { queryClient } from '@/shared/query/query-client';
import { sessionStore } from '@/shared/session/session-store';
import { connectSocket, disconnectSocket } from '@/shared/socket/socket-client';
import { fakeSockets } from '@/test/fake-socket';
import { jsonResponse, makeUser } from '@/test/fixtures';
import { fakeServer, on } from '@/test/render-app';
import { ContactImportButton } from '../index';

const importId = '00000000-0000-4000-8000-0000000000c1';

const view = (overrides: Partial<ContactImport> = {}): ContactImport => ({
  _id: importId,
  channelId: '00000000-0000-4000-8000-000000000002',
  fileName: 'clientes.csv',
  format: 'csv',
  status: 'uploaded',
  mapping: null,
  totalRows: 1000,
  processedRows: 0,
  createdCount: 0,
  updatedCount: 0,
  errorCount: 0,
  errorMessage: null,
  createdAt: '2025-05-01T12:00:00.000Z',
  startedAt: null,
  finishedAt: null,
  ...overrides,
});

const preview = (suggested: Record<string, string | null>): ContactImportPreview => ({
  statusCode: 201,
  import: view(),
  columns: ['Nome', 'Telefone', 'Observação'],
  sampleRows: [
    ['Ana Souza', '11987654321', 'cliente antiga'],
    ['Bruno Lima', '11987654322', ''],
  ],
  suggestedMapping: suggested,
});

beforeEach(async () => {
  fakeSockets.length = 0;
  sessionStore.start('tok-1', makeUser('channel'));
  queryClient.clear();
  await connectSocket({ token: 'tok-1', withQr: false, onUnauthorized: () => {}, onGiveUp: () => {}, isPaused: () => false });
});
afterEach(() => {
  disconnectSocket();
  sessionStore.clear();
  vi.unstubAllGlobals();
});

function renderButton() {
  return render(
    <AppProviders env="test">
      <ContactImportButton />
    </AppProviders>,
  );
}

async function chooseFile() {
  fireEvent.click(screen.getByRole('button', { name: 'Importar contatos' }));
  const dialog = await screen.findByRole('dialog', { name: 'Importar contatos' });
  const input = within(dialog).getByLabelText('Planilha de contatos');
  const file = new File(['Nome;Telefone\nAna;11987654321\n'], 'clientes.csv', { type: 'text/csv' });
  fireEvent.change(input, { target: { files: [file] } });
  return dialog;
}

const progress = (overrides: Partial<ContactImport>) => act(() => fakeSockets[0]?.serverEmits('contact_import.progress', { import: view(overrides) }));

describe('contact import dialog', () => {
  it('uploads, shows the suggested mapping and the first rows, starts, follows the socket to the result and offers the error report', async () => {
    const server = fakeServer(
      on('POST', '/api/contact/import', () => jsonResponse(201, preview({ number: 'Telefone', name: 'Nome', email: null }))),
      on('POST', `/api/contact/import/${importId}/start`, () => jsonResponse(202, { statusCode: 202, import: view({ status: 'queued' }) })),
      on('GET', `/api/contact/import/${importId}`, () => jsonResponse(200, { statusCode: 200, import: view({ status: 'queued' }) })),
    );
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    renderButton();
    const dialog = await chooseFile();

    expect(await within(dialog).findByText('O arquivo clientes.csv tem 1000 linhas de contatos. Escolha de qual coluna vem cada informação.')).toBeTruthy();
    expect((within(dialog).getByRole('textbox', { name: /Número \(obrigatório\)/ }) as HTMLInputElement).value).toBe('Telefone');
    expect((within(dialog).getByRole('textbox', { name: 'Nome' }) as HTMLInputElement).value).toBe('Nome');
    expect((within(dialog).getByRole('textbox', { name: 'E-mail' }) as HTMLInputElement).value).toBe('');
    const sample = within(dialog).getByRole('table', { name: 'Primeiras linhas do arquivo' });
    expect(within(sample).getByText('cliente antiga')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Importar 1000 contatos' }));
    expect(await within(dialog).findByText('Na fila para começar…')).toBeTruthy();
    const start = server.calls.find((c) => c.url.endsWith('/start'));
    expect(start?.body).toEqual({ mapping: { number: 'Telefone', name: 'Nome', code: null, email: null, tag: null, birthday: null, document: null, responsible: null, optedOut: null } });

    progress({ status: 'running', processedRows: 500, createdCount: 495, errorCount: 5 });
    expect(await within(dialog).findByText('500 de 1000 linhas processadas')).toBeTruthy();
    expect(within(dialog).getByRole('progressbar', { name: 'Progresso da importação' }).getAttribute('aria-valuenow')).toBe('50');

    progress({ status: 'done', processedRows: 1000, createdCount: 990, errorCount: 10 });
    expect(await within(dialog).findByText('Importação concluída')).toBeTruthy();
    expect(within(within(dialog).getByRole('group', { name: 'Criados' })).getByText('990')).toBeTruthy();
    expect(within(within(dialog).getByRole('group', { name: 'Com erro' })).getByText('10')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Baixar relatório de erros' })).toBeTruthy();
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['contacts'] }));
    // A late event does not undo the end.
    progress({ status: 'running', processedRows: 600 });
    expect(within(dialog).getByText('Importação concluída')).toBeTruthy();
  }, 20_000);

  it('asks for the number column before starting', async () => {
    const server = fakeServer(on('POST', '/api/contact/import', () => jsonResponse(201, preview({ number: null, name: 'Nome' }))));
    renderButton();
    const dialog = await chooseFile();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Importar 1000 contatos' }));
    expect(await within(dialog).findByText('Escolha a coluna do número')).toBeTruthy();
    expect(server.calls.some((c) => c.url.endsWith('/start'))).toBe(false);
  }, 20_000);

  it("shows the server's refusal of the file in pt-BR and stays on the file step", async () => {
    fakeServer(
      on('POST', '/api/contact/import', () =>
        jsonResponse(415, { statusCode: 415, error: 'unsupported_file_type', erroMensagem: 'Formato de arquivo não aceito. Envie uma planilha .csv ou .xlsx.' }),
      ),
    );
    renderButton();
    const dialog = await chooseFile();
    expect(await screen.findByText('Formato de arquivo não aceito. Envie uma planilha .csv ou .xlsx.')).toBeTruthy();
    expect(within(dialog).getByLabelText('Planilha de contatos')).toBeTruthy();
  });

  it('reads the import again when no socket event arrives', async () => {
    let reads = 0;
    fakeServer(
      on('POST', '/api/contact/import', () => jsonResponse(201, preview({ number: 'Telefone' }))),
      on('POST', `/api/contact/import/${importId}/start`, () => jsonResponse(202, { statusCode: 202, import: view({ status: 'queued' }) })),
      on('GET', `/api/contact/import/${importId}`, () => {
        reads += 1;
        return jsonResponse(200, { statusCode: 200, import: reads < 2 ? view({ status: 'running', processedRows: 10 }) : view({ status: 'done', processedRows: 1000, createdCount: 1000 }) });
      }),
    );
    renderButton();
    const dialog = await chooseFile();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Importar 1000 contatos' }));
    expect(await within(dialog).findByText('Importação concluída', {}, { timeout: 6000 })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Baixar relatório de erros' })).toBeNull();
  }, 20_000);
});

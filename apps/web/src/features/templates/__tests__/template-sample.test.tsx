// The media header's sample in the template editor: the file picker uploads the file on pick (with
// progress) to POST /api/templates/header-sample, the preview shows it, and the create body carries the
// handle the upload answered; wrong or oversized files are refused before uploading; Gupshup keeps a link.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, makeUser } from '@/test/fixtures';
import { fakeServer, on, renderApp } from '@/test/render-app';
import { cleanAppStateBetweenTests } from '@/test/clean-state';
import { FakeXhr } from '@/test/fake-xhr';
import { sessionStore } from '@/shared/session/session-store';
import { makeTemplate, ownerServer, page } from './template-fixtures';

cleanAppStateBetweenTests();

const slow = { timeout: 10000 };
const HANDLE = '4::aW1hZ2UvanBlZw==:ARbVitrine';
const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const pick = (file: File) => fireEvent.change(screen.getByTestId('header-sample-input'), { target: { files: [file] } });
const preview = () => screen.getByRole('region', { name: 'Prévia no celular' });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Enviar para aprovação' }));
const MB = 1024 * 1024;

async function fillBasics(name: string) {
  await screen.findByLabelText(/^Nome/, {}, slow);
  type(/^Nome/, name);
  fireEvent.click(screen.getByRole('textbox', { name: /^Categoria/ }));
  fireEvent.click(await screen.findByRole('option', { name: 'Marketing' }));
  type(/^Mensagem/, 'Chegou a coleção nova!');
}

beforeEach(() => {
  FakeXhr.reset();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  URL.createObjectURL = vi.fn(() => 'blob:vitrine');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/templateHSM media header sample', { timeout: 30000 }, () => {
  it('uploads the picked image with progress, previews it and creates the template with the handle', async () => {
    const server = ownerServer(
      on('POST', '/api/templates', (body) => jsonResponse(201, { statusCode: 201, template: makeTemplate(9, { ...(body as object), status: 'PENDING', bodyVariables: 0 }) })),
      on('GET', /^\/api\/templates\?/, () => page([], new URLSearchParams())),
    );
    renderApp('/templateHSM');
    await fillBasics('colecao_nova');
    fireEvent.click(screen.getByRole('radio', { name: 'Imagem' }));
    expect(screen.getByText(/JPEG ou PNG, até 5 MB\./)).toBeTruthy();
    expect(screen.getByTestId('header-sample-input').getAttribute('accept')).toBe('image/jpeg,image/png');

    pick(new File([new Uint8Array(2048)], 'vitrine.jpg', { type: 'image/jpeg' }));
    const xhr = FakeXhr.all[0];
    expect(xhr?.method).toBe('POST');
    expect(xhr?.url).toBe('/api/templates/header-sample?format=IMAGE');
    expect(xhr?.headers.Authorization).toBe('Bearer tok-1');
    expect((xhr?.body?.get('file') as File).name).toBe('vitrine.jpg');
    xhr?.upload.onprogress?.({ lengthComputable: true, loaded: 1024, total: 2048 });
    expect((await screen.findByRole('progressbar', { name: 'Enviando o arquivo de exemplo' })).getAttribute('aria-valuenow')).toBe('50');
    expect(screen.getByTestId('header-sample-name').textContent).toBe('vitrine.jpg');

    xhr?.respond(201, { statusCode: 201, sample: { handle: HANDLE, format: 'IMAGE', fileName: 'vitrine.jpg', mimeType: 'image/jpeg', size: 2048 } });
    await waitFor(() => expect(screen.getByTestId('header-sample-name').textContent).toBe('vitrine.jpg · 2 KB'));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('button', { name: 'Trocar arquivo' })).toBeTruthy();
    expect(within(preview()).getByRole('img', { name: 'vitrine.jpg' }).getAttribute('src')).toBe('blob:vitrine');

    submit();
    await waitFor(() => expect(server.calls.some((c) => c.method === 'POST' && c.url === '/api/templates')).toBe(true));
    const post = server.calls.find((c) => c.method === 'POST' && c.url === '/api/templates');
    expect(post?.body).toEqual({
      name: 'colecao_nova',
      category: 'MARKETING',
      language: 'pt_BR',
      header: { format: 'IMAGE', example: HANDLE },
      body: 'Chegou a coleção nova!',
      bodyExamples: [],
      buttons: [],
    });
  });

  it('refuses a wrong type or an oversized file before uploading, and a create without a sample', async () => {
    const server = ownerServer();
    renderApp('/templateHSM');
    await fillBasics('sem_amostra');
    fireEvent.click(screen.getByRole('radio', { name: 'Imagem' }));
    submit();
    expect(await screen.findByText('Envie um arquivo de exemplo')).toBeTruthy();
    pick(new File([new Uint8Array(10)], 'foto.webp', { type: 'image/webp' }));
    expect(await screen.findByText('O exemplo de um cabeçalho de imagem precisa ser JPEG ou PNG.')).toBeTruthy();
    pick(new File([new Uint8Array(5 * MB + 1)], 'enorme.png', { type: 'image/png' }));
    expect(await screen.findByText('Arquivo grande demais: o exemplo de um cabeçalho de imagem tem até 5 MB.')).toBeTruthy();
    expect(FakeXhr.all).toHaveLength(0);
    submit();
    expect(screen.getByText('Arquivo grande demais: o exemplo de um cabeçalho de imagem tem até 5 MB.')).toBeTruthy();
    expect(server.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("shows the provider's refusal of the file and keeps no handle", async () => {
    const server = ownerServer();
    renderApp('/templateHSM');
    await fillBasics('recusada');
    fireEvent.click(screen.getByRole('radio', { name: 'Vídeo' }));
    expect(screen.getByText(/MP4, até 16 MB\./)).toBeTruthy();
    pick(new File([new Uint8Array(64)], 'tour.mp4', { type: 'video/mp4' }));
    FakeXhr.all[0]?.respond(422, { statusCode: 422, error: 'provider_rejected', erroMensagem: 'A Meta recusou o arquivo de exemplo: The file type is not supported for upload' });
    expect(await screen.findByText('A Meta recusou o arquivo de exemplo: The file type is not supported for upload')).toBeTruthy();
    expect(screen.queryByTestId('header-sample-name')).toBeNull();
    submit();
    expect(screen.getByText('A Meta recusou o arquivo de exemplo: The file type is not supported for upload')).toBeTruthy();
    expect(server.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('previews a document sample as its icon and name, and a new format asks for a new file', async () => {
    ownerServer();
    renderApp('/templateHSM');
    await fillBasics('contrato');
    fireEvent.click(screen.getByRole('radio', { name: 'Documento' }));
    pick(new File([new Uint8Array(300)], 'contrato.pdf', { type: 'application/pdf' }));
    expect(FakeXhr.all[0]?.url).toBe('/api/templates/header-sample?format=DOCUMENT');
    FakeXhr.all[0]?.respond(201, { statusCode: 201, sample: { handle: '4::YXBwbGljYXRpb24vcGRm:ARb', format: 'DOCUMENT', fileName: 'contrato.pdf', mimeType: 'application/pdf', size: 300 } });
    expect((await within(preview()).findByTestId('template-media')).textContent).toBe('contrato.pdf');
    expect(within(preview()).queryByRole('img')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Imagem' }));
    expect(screen.queryByTestId('header-sample-name')).toBeNull();
    expect(within(preview()).getByTestId('template-media').textContent).toBe('Imagem');
  });

  it('on a Gupshup channel asks for the public link instead of a file', async () => {
    const owner = makeUser('channel', { apiType: 'gupshup' });
    sessionStore.start('tok-1', owner);
    fakeServer(on('GET', '/api/user/me', () => jsonResponse(200, { statusCode: 200, user: owner })));
    renderApp('/templateHSM');
    await screen.findByLabelText(/^Nome/, {}, slow);
    fireEvent.click(screen.getByRole('radio', { name: 'Imagem' }));
    expect(screen.getByLabelText(/^Link de um arquivo de exemplo/)).toBeTruthy();
    expect(screen.queryByTestId('header-sample-input')).toBeNull();
  });
});

// The simulated phone's 📎: pick an image or a document, see it, add a caption, send. The bytes go to
// the simulator's upload first and the webhook event names the id it answered.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { cleanAppStateBetweenTests } from '@/test/clean-state';

cleanAppStateBetweenTests();

const channelId = '00000000-0000-4000-8000-0000000000aa';
type Call = { method: string; url: string; body: unknown };

/** The simulator's endpoints, answering the upload with `uploadAnswer` and recording every call. */
function simulatorServer(uploadAnswer: () => Response) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
      calls.push({ method, url, body });
      if (url === '/api/simulator') return jsonResponse(200, { statusCode: 200, channels: [{ _id: channelId, name: 'Demo', channelNumber: '5511999990000' }] });
      if (url.startsWith(`/api/simulator/${channelId}/conversation`)) return jsonResponse(200, { statusCode: 200, messages: [] });
      if (url.startsWith(`/api/simulator/${channelId}/media`)) return uploadAnswer();
      if (url === '/api/webhooks/simulator') return jsonResponse(200, { statusCode: 200 });
      return jsonResponse(404, { statusCode: 404, error: 'not_found', erroMensagem: 'Sem rota' });
    }),
  );
  return calls;
}

async function openPhone() {
  renderApp('/simulador');
  fireEvent.change(await screen.findByLabelText('Número do cliente'), { target: { value: '5511988887777' } });
  fireEvent.change(screen.getByLabelText('Nome do cliente'), { target: { value: 'Ana' } });
  fireEvent.click(screen.getByRole('button', { name: 'Abrir conversa' }));
  await screen.findByText('Nenhuma mensagem ainda. Escreva como se fosse o cliente.');
}

const pick = (kind: 'image' | 'document', file: File) => fireEvent.change(screen.getByTestId(`phone-${kind}-input`), { target: { files: [file] } });

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

describe("the simulated phone's attachments", () => {
  it('offers an image or a document from the 📎 menu', async () => {
    simulatorServer(() => jsonResponse(500, {}));
    await openPhone();
    fireEvent.click(screen.getByRole('button', { name: 'Anexar' }));
    expect(await screen.findByRole('menuitem', { name: 'Imagem' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Documento' })).toBeTruthy();
    expect(screen.getByTestId('phone-image-input').getAttribute('accept')).toBe('image/jpeg,image/png');
  });

  it('uploads the picked image, then sends the message naming its id with the caption, and shows it in the bubble', async () => {
    const calls = simulatorServer(() =>
      jsonResponse(201, { statusCode: 201, media: { id: 'sim-file.1', kind: 'image', mimeType: 'image/jpeg', fileName: 'foto.jpg', size: 2048 } }),
    );
    await openPhone();
    pick('image', new File([new Uint8Array(2048)], 'foto.jpg', { type: 'image/jpeg' }));

    const picked = await screen.findByTestId('phone-picked-file');
    expect(within(picked).getByRole('img', { name: 'foto.jpg' }).getAttribute('src')).toBe('blob:preview');
    expect(within(picked).getByText('Imagem · 2 KB')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Legenda (opcional)' }), { target: { value: 'Olha o produto' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));

    await waitFor(() => expect(calls.some((c) => c.url === '/api/webhooks/simulator')).toBe(true));
    const upload = calls.find((c) => c.method === 'POST' && c.url.startsWith(`/api/simulator/${channelId}/media`));
    expect(upload?.url).toBe(`/api/simulator/${channelId}/media?type=image`);
    expect(((upload?.body as FormData).get('file') as File).name).toBe('foto.jpg');
    const webhook = calls.find((c) => c.url === '/api/webhooks/simulator');
    expect(calls.indexOf(upload as Call)).toBeLessThan(calls.indexOf(webhook as Call));
    expect(webhook?.body).toMatchObject({
      channelId,
      events: [
        {
          kind: 'message',
          from: { number: '5511988887777', name: 'Ana' },
          type: 'image',
          media: { id: 'sim-file.1', mimeType: 'image/jpeg', fileName: 'foto.jpg', caption: 'Olha o produto' },
        },
      ],
    });

    const bubble = await screen.findByTestId('phone-customer-message');
    expect(within(bubble).getByRole('img', { name: 'foto.jpg' }).getAttribute('src')).toBe('blob:preview');
    expect(within(bubble).getByText('Olha o produto')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('phone-picked-file')).toBeNull());
  });

  it('sends a document as type document with its name', async () => {
    const calls = simulatorServer(() =>
      jsonResponse(201, { statusCode: 201, media: { id: 'sim-file.2', kind: 'document', mimeType: 'application/pdf', fileName: 'boleto.pdf', size: 10 } }),
    );
    await openPhone();
    pick('document', new File([new Uint8Array(10)], 'boleto.pdf', { type: 'application/pdf' }));
    expect(within(await screen.findByTestId('phone-picked-file')).getByText('boleto.pdf')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/webhooks/simulator')).toBe(true));
    expect(calls.find((c) => c.url.includes('/media'))?.url).toBe(`/api/simulator/${channelId}/media?type=document`);
    expect(calls.find((c) => c.url === '/api/webhooks/simulator')?.body).toMatchObject({
      events: [{ type: 'document', media: { id: 'sim-file.2', mimeType: 'application/pdf', fileName: 'boleto.pdf' } }],
    });
    expect(within(await screen.findByTestId('phone-customer-message')).getByText(/boleto\.pdf/)).toBeTruthy();
  });

  it('refuses an image over 5 MB or not JPEG/PNG before uploading anything', async () => {
    const calls = simulatorServer(() => jsonResponse(500, {}));
    await openPhone();
    pick('image', new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'grande.jpg', { type: 'image/jpeg' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Arquivo grande demais: o WhatsApp aceita imagem de até 5 MB. Envie como documento.');
    expect((screen.getByRole('button', { name: 'Enviar' }) as HTMLButtonElement).disabled).toBe(true);

    pick('image', new File([new Uint8Array(10)], 'anim.gif', { type: 'image/gif' }));
    expect((await screen.findByRole('alert')).textContent).toBe('A imagem precisa ser JPEG ou PNG. Envie outros formatos como documento.');
    fireEvent.click(screen.getByRole('button', { name: 'Remover anexo' }));
    await waitFor(() => expect(screen.queryByTestId('phone-picked-file')).toBeNull());
    expect(calls.some((c) => c.url.includes('/media') || c.url === '/api/webhooks/simulator')).toBe(false);
  });

  it("shows the server's refusal, sends no message and keeps the file to retry or drop", async () => {
    const calls = simulatorServer(() =>
      jsonResponse(413, { statusCode: 413, error: 'file_too_large', erroMensagem: 'Arquivo grande demais: o simulador aceita documento de até 16 MB.' }),
    );
    await openPhone();
    pick('document', new File([new Uint8Array(10)], 'nota.pdf', { type: 'application/pdf' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Não foi possível enviar: Arquivo grande demais: o simulador aceita documento de até 16 MB.')).toBeTruthy();
    expect(calls.some((c) => c.url === '/api/webhooks/simulator')).toBe(false);
    expect(screen.queryByTestId('phone-customer-message')).toBeNull();
    expect(screen.getByTestId('phone-picked-file')).toBeTruthy();
  });
});

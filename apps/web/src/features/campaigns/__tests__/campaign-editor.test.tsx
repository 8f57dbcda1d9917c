import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { on, renderApp } from '@/test/render-app';
import { cleanAppStateBetweenTests } from '@/test/clean-state';
import { jsonResponse } from '@/test/fixtures';
import { campaignId, departmentId, editorLists, makeCampaign, makeTemplate, ok, one, ownerServer, tagId, templateId } from './campaign-fixtures';

cleanAppStateBetweenTests();

const slow = { timeout: 10000 };
const orders = makeTemplate(1, {
  name: 'pedido_enviado',
  body: 'Olá {{1}}, seu pedido {{2}} saiu.',
  bodyVariables: 2,
  buttons: [
    { type: 'QUICK_REPLY', text: 'Falar com atendente' },
    { type: 'URL', text: 'Rastrear', url: 'https://loja.example/r/{{1}}', example: 'ABC' },
  ],
});
const catalogue = makeTemplate(2, { name: 'catalogo', header: { format: 'IMAGE', example: 'https://cdn.example/amostra.jpg' }, body: 'Veja o catálogo novo', bodyVariables: 0 });

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
const group = (name: string) => screen.getByRole('group', { name });
async function choose(textbox: HTMLElement, option: string) {
  fireEvent.click(textbox);
  fireEvent.click(await screen.findByRole('option', { name: option }));
}
async function openNew() {
  renderApp('/manageCampaign');
  await screen.findByLabelText(/^Nome da campanha/, {}, slow);
  await screen.findByRole('textbox', { name: /^Modelo/ }, slow);
}

describe('/manageCampaign editor', { timeout: 30000 }, () => {
  it("refuses an incomplete campaign with the contract's messages, field by field, and posts nothing", async () => {
    const server = ownerServer(...editorLists([orders, catalogue]));
    await openNew();
    save();
    expect(await screen.findByText('Informe o nome da campanha')).toBeTruthy();
    expect(screen.getByText('Escolha um modelo aprovado')).toBeTruthy();
    expect(screen.getByText('Escolha o departamento')).toBeTruthy();

    await choose(screen.getByRole('textbox', { name: /^Modelo/ }), 'pedido_enviado (pt_BR)');
    // {{1}} starts as the contact's name; {{2}} as a fixed value left empty; the link's variable unmapped.
    expect((within(group('Variável {{1}}')).getByRole('textbox', { name: 'Campo' }) as HTMLInputElement).value).toBe('Nome do contato');
    fireEvent.click(within(group('Variável {{2}}')).getByRole('radio', { name: 'Valor fixo' }));
    save();
    expect(await within(group('Variável {{2}}')).findByText('Informe o valor')).toBeTruthy();
    expect(within(group('Variável do link "Rastrear"')).getByText('Escolha o campo do contato')).toBeTruthy();
    expect(server.calls.some((c) => c.method === 'POST' && c.url === '/api/campaigns')).toBe(false);
    // Filling a mapping clears its own message and leaves the others.
    fireEvent.change(within(group('Variável {{2}}')).getByRole('textbox', { name: 'Valor' }), { target: { value: 'hoje' } });
    await waitFor(() => expect(within(group('Variável {{2}}')).queryByText('Informe o valor')).toBeNull());
    expect(within(group('Variável do link "Rastrear"')).getByText('Escolha o campo do contato')).toBeTruthy();
  });

  it('counts the audience live, previews the mapping, posts the exact body and opens the saved campaign', async () => {
    const created = makeCampaign(7, { name: 'Pedidos de março', templateId: orders._id });
    const server = ownerServer(
      ...editorLists([orders, catalogue]),
      on('POST', '/api/campaigns/audience/count', () => ok({ total: 120, excluded: 20 })),
      on('POST', '/api/campaigns', () => one(created, 201)),
      on('GET', `/api/campaigns/${campaignId(7)}`, () => one(created)),
    );
    await openNew();
    fireEvent.change(screen.getByLabelText(/^Nome da campanha/), { target: { value: 'Pedidos de março' } });
    await choose(screen.getByRole('textbox', { name: /^Modelo/ }), 'pedido_enviado (pt_BR)');
    fireEvent.click(within(group('Variável {{2}}')).getByRole('radio', { name: 'Valor fixo' }));
    fireEvent.change(within(group('Variável {{2}}')).getByRole('textbox', { name: 'Valor' }), { target: { value: '#123' } });
    await choose(within(group('Variável do link "Rastrear"')).getByRole('textbox', { name: 'Campo' }), 'Código');
    fireEvent.change(within(group('Variável do link "Rastrear"')).getByRole('textbox', { name: /^Valor quando estiver vazio/ }), { target: { value: 'sem-codigo' } });
    expect(within(screen.getByRole('region', { name: 'Prévia no celular' })).getByText('Olá [Nome do contato], seu pedido #123 saiu.')).toBeTruthy();

    await choose(screen.getByRole('textbox', { name: /^Etiquetas/ }), 'VIP');
    await choose(screen.getByRole('textbox', { name: 'Operador responsável' }), 'Sem responsável');
    expect((await screen.findByTestId('audience-count')).textContent).toBe('120 contatos; 20 serão ignorados (bloqueados ou sem permissão)');
    await waitFor(() =>
      expect(server.calls.filter((c) => c.url === '/api/campaigns/audience/count').at(-1)?.body).toEqual({
        audience: { kind: 'contacts', tagIds: [tagId(1)], operatorId: 'none' },
      }),
    );
    await choose(screen.getByRole('textbox', { name: /^Departamento/ }), 'Vendas');

    save();
    expect(await screen.findByText('Campanha salva.')).toBeTruthy();
    expect(server.calls.find((c) => c.method === 'POST' && c.url === '/api/campaigns')?.body).toEqual({
      name: 'Pedidos de março',
      templateId: templateId(1),
      bodyVariables: [
        { source: 'field', field: 'name' },
        { source: 'fixed', value: '#123' },
      ],
      headerVariable: null,
      headerMediaLink: null,
      buttonVariables: [{ index: 1, variable: { source: 'field', field: 'code', fallback: 'sem-codigo' } }],
      audience: { kind: 'contacts', tagIds: [tagId(1)], operatorId: 'none' },
      onReply: { action: 'department', departmentId: departmentId(1) },
    });
    // Saved: the list upload and the sending controls are now possible.
    expect(await screen.findByRole('region', { name: 'Envio' }, slow)).toBeTruthy();
  });

  it("asks a media header's public link and puts the server's field error under its field", async () => {
    const server = ownerServer(
      ...editorLists([orders, catalogue]),
      on('POST', '/api/campaigns/audience/count', () => ok({ total: 3, excluded: 0 })),
      on('POST', '/api/campaigns', () =>
        jsonResponse(400, { statusCode: 400, error: 'validation', erroMensagem: 'Dados inválidos', details: [{ field: 'name', message: 'Já existe uma campanha com esse nome.' }] }),
      ),
    );
    await openNew();
    fireEvent.change(screen.getByLabelText(/^Nome da campanha/), { target: { value: 'Catálogo' } });
    await choose(screen.getByRole('textbox', { name: /^Modelo/ }), 'catalogo (pt_BR)');
    const link = screen.getByRole('textbox', { name: /^Link do arquivo do cabeçalho/ }) as HTMLInputElement;
    expect(link.value).toBe('https://cdn.example/amostra.jpg');
    fireEvent.change(link, { target: { value: '' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Seguir o fluxo normal (chatbot e filas)' }));
    save();
    expect(await screen.findByText('Informe um link público (https://…)')).toBeTruthy();
    fireEvent.change(link, { target: { value: 'https://cdn.example/marco.jpg' } });
    save();
    expect(await screen.findByText('Já existe uma campanha com esse nome.')).toBeTruthy();
    expect(server.calls.find((c) => c.method === 'POST' && c.url === '/api/campaigns')?.body).toMatchObject({
      headerMediaLink: 'https://cdn.example/marco.jpg',
      onReply: { action: 'bot', departmentId: null },
    });
  });

  it('uploads the list of a saved campaign, shows what it read and the lines it refused, and offers its columns', async () => {
    const saved = makeCampaign(8, { templateId: orders._id, bodyVariables: [{ source: 'field', field: 'name' }, { source: 'fixed', value: 'x' }] });
    const withList = {
      ...saved,
      audience: { kind: 'upload' as const },
      upload: { fileName: 'clientes.csv', rows: 3, recipients: 2, columns: ['Cidade'] },
    };
    const server = ownerServer(
      ...editorLists([orders]),
      on('GET', `/api/campaigns/${campaignId(8)}`, () => one(saved)),
      on('POST', '/api/campaigns/audience/count', () => ok({ total: 3, excluded: 0 })),
      on('POST', `/api/campaigns/${campaignId(8)}/audience/upload`, () => ok({ campaign: withList, rejected: [{ line: 3, reason: 'Número inválido' }] })),
    );
    renderApp(`/manageCampaign?id=${campaignId(8)}`);
    fireEvent.click(await screen.findByRole('radio', { name: 'Lista (CSV/XLSX)' }, slow));
    const file = new File(['Nome;Telefone;Cidade\nAna;11987654321;Santos\n'], 'clientes.csv', { type: 'text/csv' });
    fireEvent.change(screen.getByLabelText('Planilha de contatos da campanha'), { target: { files: [file] } });
    expect((await screen.findByTestId('upload-summary')).textContent).toContain('clientes.csv: 3 linhas lidas, 2 contatos na lista.');
    expect(screen.getByTestId('rejected-lines').textContent).toBe('Linha 3: Número inválido');
    const upload = server.calls.find((c) => c.url.endsWith('/audience/upload'));
    expect(upload?.method).toBe('POST');
    const init = vi.mocked(fetch).mock.calls.find(([url]) => String(url).endsWith('/audience/upload'))?.[1];
    expect(init?.body).toBeInstanceOf(FormData);
    expect((init?.body as FormData).get('file')).toBeInstanceOf(File);
    expect(new Headers(init?.headers).get('Content-Type')).toBeNull();
    // The list's columns can now fill a variable.
    fireEvent.click(within(group('Variável {{2}}')).getByRole('radio', { name: 'Coluna da lista' }));
    await choose(within(group('Variável {{2}}')).getByRole('textbox', { name: 'Coluna' }), 'Cidade');
  });

  it('says when the saved template is no longer approved and saves nothing until another is chosen', async () => {
    const stale = makeCampaign(9, { templateId: templateId(30), templateName: 'promo_antiga', templateLanguage: 'pt_BR' });
    const server = ownerServer(
      ...editorLists([orders]),
      on('GET', `/api/campaigns/${campaignId(9)}`, () => one(stale)),
      on('POST', '/api/campaigns/audience/count', () => ok({ total: 1, excluded: 0 })),
    );
    renderApp(`/manageCampaign?id=${campaignId(9)}`);
    expect((await screen.findByRole('alert', {}, slow)).textContent).toBe('O modelo promo_antiga (pt_BR) não está mais aprovado. Escolha outro.');
    save();
    expect(await screen.findByText('Escolha um modelo aprovado')).toBeTruthy();
    expect(server.calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});

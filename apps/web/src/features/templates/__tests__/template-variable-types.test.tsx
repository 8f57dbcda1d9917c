// Templates declare which variable is a money amount or a date and time (issue 17 item 12): the editor
// posts the types with the new template, and the list's row action declares them for an existing one.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse } from '@/test/fixtures';
import { on, renderApp } from '@/test/render-app';
import { cleanAppStateBetweenTests } from '@/test/clean-state';
import { makeTemplate, ownerServer, page } from './template-fixtures';

cleanAppStateBetweenTests();

const slow = { timeout: 10000 };
const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function choose(container: HTMLElement, field: string, option: string) {
  fireEvent.click(within(container).getByRole('textbox', { name: field }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('template variable types', { timeout: 30000 }, () => {
  it('the editor declares a currency and a date variable and posts them with the template', async () => {
    const server = ownerServer(
      on('POST', '/api/templates', (body) => jsonResponse(201, { statusCode: 201, template: makeTemplate(9, { ...(body as object), status: 'PENDING' }) })),
      on('GET', /^\/api\/templates\?/, () => page([], new URLSearchParams())),
    );
    renderApp('/templateHSM');
    await screen.findByLabelText(/^Nome/, {}, slow);
    type(/^Nome/, 'parcela_vencendo');
    fireEvent.click(screen.getByRole('textbox', { name: /^Categoria/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Utilidade' }));
    type(/^Mensagem/, 'Olá {{1}}, sua parcela de {{2}} vence em {{3}}.');
    type(/^Exemplo de \{\{1\}\}/, 'Ana');
    type(/^Exemplo de \{\{2\}\}/, 'R$ 99,90');
    type(/^Exemplo de \{\{3\}\}/, '10/12/2025 09:00');
    expect((screen.getByRole('textbox', { name: 'Tipo de {{1}}' }) as HTMLInputElement).value).toBe('Texto');
    await choose(document.body, 'Tipo de {{2}}', 'Valor em dinheiro');
    await choose(document.body, 'Tipo de {{3}}', 'Data e hora');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar para aprovação' }));
    await waitFor(() => expect(server.calls.some((c) => c.method === 'POST' && c.url === '/api/templates')).toBe(true));
    expect(server.calls.find((c) => c.method === 'POST' && c.url === '/api/templates')?.body).toEqual({
      name: 'parcela_vencendo',
      category: 'UTILITY',
      language: 'pt_BR',
      body: 'Olá {{1}}, sua parcela de {{2}} vence em {{3}}.',
      bodyExamples: ['Ana', 'R$ 99,90', '10/12/2025 09:00'],
      buttons: [],
      variableTypes: ['text', 'currency', 'date_time'],
    });
  });

  it("the list declares an existing template's types with PUT /variable-types; a template without variables offers no such action", async () => {
    const cobranca = makeTemplate(1, { name: 'cobranca', body: 'Olá {{1}}, {{2}} vence em {{3}}.', bodyVariables: 3, variableTypes: ['text', 'text', 'text'] });
    const plain = makeTemplate(2, { name: 'boas_vindas', body: 'Bem-vindo!', bodyVariables: 0, variableTypes: [] });
    const server = ownerServer(
      on('GET', /^\/api\/templates\?/, () => page([cobranca, plain], new URLSearchParams())),
      on('PUT', `/api/templates/${cobranca._id}/variable-types`, (body) =>
        jsonResponse(200, { statusCode: 200, template: { ...cobranca, ...(body as object) } }),
      ),
    );
    renderApp('/manageHSMModels');
    const row = (await screen.findByText('boas_vindas', {}, slow)).closest('tr') as HTMLElement;
    expect(within(row).queryByRole('button', { name: /^Tipos das variáveis/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Tipos das variáveis de cobranca (pt_BR)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tipos das variáveis' });
    expect(within(dialog).getByText('Olá {{1}}, {{2}} vence em {{3}}.')).toBeTruthy();
    await choose(dialog, 'Tipo de {{2}}', 'Valor em dinheiro');
    await choose(dialog, 'Tipo de {{3}}', 'Data e hora');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Tipos das variáveis salvos.')).toBeTruthy();
    expect(server.calls.find((c) => c.method === 'PUT')?.body).toEqual({ variableTypes: ['text', 'currency', 'date_time'] });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Tipos das variáveis' })).toBeNull());
  });
});

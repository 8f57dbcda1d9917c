// The template dialog's typed variables (issue 17 item 12): a currency variable takes a money amount
// with cents and its code (BRL by default), a date variable a date and time from the picker, quick
// replies an optional payload; the body carries Meta's currency / date_time objects and the payloads,
// the preview the text the customer reads, and empty or malformed values are refused in pt-BR.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { Template } from '@atende/contract';
import { ids, jsonResponse } from '@/test/fixtures';
import { on } from '@/test/render-app';
import { makeAttendance, makeMessage, operatorState, panelServer, renderPanel, uuid } from './panel-harness';
import { cleanAppStateBetweenTests } from '@/test/clean-state';

cleanAppStateBetweenTests();

const cobranca: Template = {
  _id: uuid(7101),
  channelId: ids.channel,
  providerTemplateId: 'meta-2',
  name: 'cobranca',
  language: 'pt_BR',
  category: 'UTILITY',
  status: 'APPROVED',
  rejectedReason: null,
  header: null,
  body: 'Olá {{1}}, sua fatura de {{2}} vence em {{3}}.',
  footer: null,
  buttons: [
    { type: 'QUICK_REPLY', text: 'Já paguei' },
    { type: 'QUICK_REPLY', text: 'Falar com alguém' },
  ],
  bodyVariables: 3,
  variableTypes: ['text', 'currency', 'date_time'],
  updatedAt: '2025-03-10T15:30:00.000Z',
};

function closedWindow() {
  const state = operatorState();
  const attendance = makeAttendance(1, { windowOpen: false, lastInboundAt: new Date(Date.now() - 2 * 86_400_000).toISOString() });
  state.attendances = [attendance];
  state.messages.set(attendance._id, [makeMessage(1, attendance)]);
  return { state, attendance };
}

async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Enviar modelo' }, { timeout: 10000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Enviar modelo aprovado' });
  fireEvent.click(await within(dialog).findByRole('textbox', { name: 'Modelo' }));
  fireEvent.click(await screen.findByRole('option', { name: 'cobranca (pt_BR)' }));
  return dialog;
}

const two = (n: number) => String(n).padStart(2, '0');

/** Picks the 15th of the month the picker opens on, at 14:30; answers the text the customer reads. */
async function pickDate(dialog: HTMLElement): Promise<string> {
  fireEvent.click(within(dialog).getByRole('button', { name: /^Data e hora de \{\{3\}\}/ }));
  const day = (await screen.findAllByRole('button', { name: /^15 / })).find((b) => !b.hasAttribute('data-outside'));
  if (!day) throw new Error('no 15th in the picker');
  fireEvent.click(day);
  fireEvent.change(screen.getByRole('spinbutton', { name: 'Horas' }), { target: { value: '14' } });
  fireEvent.change(screen.getByRole('spinbutton', { name: 'Minutos' }), { target: { value: '30' } });
  fireEvent.click(screen.getByRole('button', { name: 'Confirmar a data e a hora' }));
  const now = new Date();
  return `15/${two(now.getMonth() + 1)}/${now.getFullYear()} 14:30`;
}

describe('composer: typed template variables', { timeout: 30000 }, () => {
  it('sends a money amount as currency (R$, cents, BRL), a date as date_time and a quick-reply payload, previewing what the customer reads', async () => {
    const { state, attendance } = closedWindow();
    const sent = makeMessage(2, attendance, { direction: 'out', type: 'template', status: 'pending', createdAt: new Date().toISOString() });
    const server = panelServer(
      state,
      on('GET', '/api/templates/approved', () => jsonResponse(200, { statusCode: 200, templates: [cobranca] })),
      on('POST', '/api/message/send_template', () => jsonResponse(201, { statusCode: 201, message: sent })),
    );
    renderPanel(state, `/attendance?a=${attendance._id}`);
    const dialog = await openDialog();
    expect((within(dialog).getByRole('textbox', { name: /^Valor de \{\{1\}\}/ }) as HTMLInputElement).value).toBe('Cliente 1');
    expect((within(dialog).getByRole('textbox', { name: /^Moeda de \{\{2\}\}/ }) as HTMLInputElement).value).toBe('BRL');
    const amount = within(dialog).getByRole('textbox', { name: /^Valor em dinheiro de \{\{2\}\}/ }) as HTMLInputElement;
    fireEvent.change(amount, { target: { value: '1234,5' } });
    fireEvent.blur(amount);
    expect(amount.value).toBe('R$ 1.234,50');
    const when = await pickDate(dialog);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Retorno do botão "Já paguei"/ }), { target: { value: 'pagou:FAT-1' } });

    const phone = within(dialog).getByRole('region', { name: 'Prévia no celular' });
    expect(within(phone).getByText(`Olá Cliente 1, sua fatura de R$ 1.234,50 vence em ${when}.`)).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar modelo' }));
    expect(await screen.findByText('Modelo enviado.')).toBeTruthy();
    expect(server.calls.find((c) => c.method === 'POST' && c.url === '/api/message/send_template')?.body).toEqual({
      channelId: ids.channel,
      attendanceId: attendance._id,
      templateName: 'cobranca',
      language: 'pt_BR',
      params: [
        'Cliente 1',
        { type: 'currency', currency: { fallback_value: 'R$ 1.234,50', code: 'BRL', amount_1000: 1234500 } },
        { type: 'date_time', date_time: { fallback_value: when } },
      ],
      buttonPayloads: [{ index: 0, payload: 'pagou:FAT-1' }],
    });
  });

  it('refuses an empty amount and date and a bad currency code in pt-BR, sending nothing', async () => {
    const { state, attendance } = closedWindow();
    const server = panelServer(state, on('GET', '/api/templates/approved', () => jsonResponse(200, { statusCode: 200, templates: [cobranca] })));
    renderPanel(state, `/attendance?a=${attendance._id}`);
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar modelo' }));
    expect(await within(dialog).findByText('Informe o valor de {{2}}')).toBeTruthy();
    expect(within(dialog).getByText('Informe a data e a hora de {{3}}')).toBeTruthy();

    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Valor em dinheiro de \{\{2\}\}/ }), { target: { value: '10' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Moeda de \{\{2\}\}/ }), { target: { value: 'rea' } });
    await pickDate(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar modelo' }));
    expect(await within(dialog).findByText('Código de moeda inválido: use o código ISO 4217 de 3 letras maiúsculas (ex.: BRL)')).toBeTruthy();
    expect(within(dialog).queryByText('Informe o valor de {{2}}')).toBeNull();
    expect(within(dialog).queryByText('Informe a data e a hora de {{3}}')).toBeNull();
    expect(server.calls.some((c) => c.url === '/api/message/send_template')).toBe(false);
  });
});

// The simulator page plays Meta's template reviewer: "Modelos em análise" lists only the templates in
// review; "Aprovar" and "Reprovar" (which asks a reason) post the simulator webhook's template_status
// with the template's provider id; a template leaves the list when the platform says it changed. A
// template message on the phone is drawn whole: header, body as sent, footer and buttons.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Message, Template } from '@atende/contract';
import { jsonResponse } from '@/test/fixtures';
import { fakeServer, on, renderApp } from '@/test/render-app';
import { cleanAppStateBetweenTests } from '@/test/clean-state';
import { fakeSockets } from '@/test/fake-socket';

cleanAppStateBetweenTests();

const channelId = '00000000-0000-4000-8000-0000000000aa';
const slow = { timeout: 10000 };

const template = (n: number, overrides: Partial<Template>): Template => ({
  _id: `00000000-0000-4000-8000-${String(7000 + n).padStart(12, '0')}`,
  channelId,
  providerTemplateId: `sim-tpl.${n}`,
  name: `modelo_${n}`,
  language: 'pt_BR',
  category: 'MARKETING',
  status: 'PENDING',
  rejectedReason: null,
  header: null,
  body: 'Olá {{1}}, temos novidades.',
  footer: null,
  buttons: [],
  bodyVariables: 1,
  updatedAt: `2026-01-0${n}T12:00:00.000Z`,
  ...overrides,
});

const promo = template(1, { name: 'promo_natal', body: 'Olá {{1}}, seu cupom é {{2}}.', bodyVariables: 2 });
const welcome = template(2, { name: 'boas_vindas', status: 'APPROVED' });
const reminder = template(3, {
  name: 'lembrete',
  category: 'UTILITY',
  status: 'APPROVED',
  header: { format: 'TEXT', text: 'Olá, {{1}}', example: 'Ana' },
  body: 'Sua fatura de {{1}} vence em {{2}}.',
  footer: 'Loja Demo',
  buttons: [
    { type: 'QUICK_REPLY', text: 'Já paguei' },
    { type: 'URL', text: 'Ver fatura', url: 'https://loja.example.com/fatura/{{1}}', example: 'https://loja.example.com/fatura/1' },
  ],
});

const templateMessage: Message = {
  _id: '00000000-0000-4000-8000-0000000000b1',
  channelId,
  attendanceId: null,
  contactId: '00000000-0000-4000-8000-0000000000cc',
  direction: 'out',
  type: 'template',
  content: { text: 'Sua fatura de R$ 99,90 vence em 10/12.', template: { name: 'lembrete', language: 'pt_BR', params: ['R$ 99,90', '10/12'], headerText: 'Bia' } },
  status: 'sent',
  error: null,
  replyToId: null,
  operatorId: null,
  providerMessageId: 'sim.out-1',
  createdAt: '2026-01-05T12:00:00.000Z',
};

type Posted = { channelId: string; events: Array<Record<string, unknown>> };

/** The simulator's endpoints; `state.templates` is what the next read of the templates answers. */
function simulatorServer(state: { templates: Template[] }) {
  const server = fakeServer(
    on('GET', '/api/simulator', () => jsonResponse(200, { statusCode: 200, channels: [{ _id: channelId, name: 'Empresa Demo', channelNumber: '5511999990000' }] })),
    on('GET', `/api/simulator/${channelId}/templates`, () => jsonResponse(200, { statusCode: 200, templates: state.templates })),
    on('GET', /\/conversation\?number=/, () => jsonResponse(200, { statusCode: 200, messages: [templateMessage] })),
    on('POST', '/api/webhooks/simulator', () => jsonResponse(200, { statusCode: 200 })),
  );
  const posted = () => server.calls.filter((c) => c.url === '/api/webhooks/simulator').map((c) => c.body as Posted);
  const reviews = () => posted().flatMap((p) => p.events.filter((e) => e.kind === 'template_status'));
  return { posted, reviews };
}

const panel = async () => screen.findByRole('region', { name: 'Modelos em análise' }, slow);
const simulatorSocket = () => fakeSockets.find((s) => s.namespace === '/simulator');

describe('the simulator page as the template reviewer', { timeout: 30000 }, () => {
  it('lists only the templates in review and approves one with the template_status Meta would send; it leaves when the platform applied it', async () => {
    const state = { templates: [promo, welcome] };
    const server = simulatorServer(state);
    renderApp('/simulador');
    const region = await panel();
    const item = await within(region).findByRole('group', { name: 'promo_natal (pt_BR)' }, slow);
    expect(within(region).queryByRole('group', { name: 'boas_vindas (pt_BR)' })).toBeNull();
    expect(within(item).getByText('Olá {{1}}, seu cupom é {{2}}.')).toBeTruthy();

    fireEvent.click(within(item).getByRole('button', { name: 'Aprovar' }));
    await waitFor(() => expect(server.reviews()).toEqual([{ kind: 'template_status', templateId: 'sim-tpl.1', name: 'promo_natal', language: 'pt_BR', status: 'APPROVED' }]));
    expect(server.posted()[0]?.channelId).toBe(channelId);
    expect(await within(item).findByText(/Análise enviada/)).toBeTruthy();

    // The platform applied it: the page's socket says a template changed and the list is read again.
    state.templates = [{ ...promo, status: 'APPROVED' }, welcome];
    await waitFor(() => expect(simulatorSocket()).toBeDefined());
    simulatorSocket()?.fire('simulator.template', { templateId: promo._id, status: 'APPROVED' });
    expect(await within(region).findByText('Nenhum modelo aguardando análise.', {}, slow)).toBeTruthy();
    expect(within(region).queryByRole('group', { name: 'promo_natal (pt_BR)' })).toBeNull();
  });

  it('rejecting asks a reason first and sends it with the rejection', async () => {
    const server = simulatorServer({ templates: [promo] });
    renderApp('/simulador');
    const item = await within(await panel()).findByRole('group', { name: 'promo_natal (pt_BR)' }, slow);
    fireEvent.click(within(item).getByRole('button', { name: 'Reprovar' }));
    fireEvent.click(within(item).getByRole('button', { name: 'Confirmar reprovação' }));
    expect(await within(item).findByText('Informe o motivo da reprovação.')).toBeTruthy();
    expect(server.reviews()).toEqual([]);

    fireEvent.change(within(item).getByRole('textbox', { name: 'Motivo da reprovação' }), { target: { value: 'Cupom sem validade informada' } });
    fireEvent.click(within(item).getByRole('button', { name: 'Confirmar reprovação' }));
    await waitFor(() =>
      expect(server.reviews()).toEqual([
        { kind: 'template_status', templateId: 'sim-tpl.1', name: 'promo_natal', language: 'pt_BR', status: 'REJECTED', reason: 'Cupom sem validade informada' },
      ]),
    );
  });

  it('draws a template message on the phone whole: the filled header, the body as sent, the footer and the buttons', async () => {
    simulatorServer({ templates: [reminder] });
    renderApp('/simulador');
    await panel();
    fireEvent.change(screen.getByLabelText('Número do cliente'), { target: { value: '5511988887777' } });
    fireEvent.click(screen.getByRole('button', { name: 'Abrir conversa' }));
    const bubble = await screen.findByTestId('template-bubble', {}, slow);
    expect(within(bubble).getByText('Olá, Bia')).toBeTruthy();
    expect(within(bubble).getByText('Sua fatura de R$ 99,90 vence em 10/12.')).toBeTruthy();
    expect(within(bubble).getByText('Loja Demo')).toBeTruthy();
    expect(within(bubble).getByText('Já paguei')).toBeTruthy();
    expect(within(bubble).getByText('Ver fatura')).toBeTruthy();
    expect(screen.getByTestId('phone-company-message').contains(bubble)).toBe(true);
  });
});

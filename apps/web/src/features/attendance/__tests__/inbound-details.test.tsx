// The details WhatsApp gives beyond a message's type, as the operator (and a transcript, which
// draws the same rows) sees them: a place's name, address and site, a shared card's company and
// WhatsApp numbers, a list row's description, an unsupported message's original type, and why a
// message failed in the provider's longer words (issue 17 item 13).
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { Message } from '@atende/contract';
import { AppProviders } from '@/app/providers';
import '../locales';
import { MessageRow } from '../components/chat/message-row';
import { buildTimeline } from '../model/message-timeline';
import { makeAttendance, makeMessage } from './panel-harness';

const attendance = makeAttendance(1);

function renderMessage(overrides: Partial<Message>) {
  const message = makeMessage(1, attendance, overrides);
  const [item] = buildTimeline([{ messages: [message], nextBefore: null }], 'America/Sao_Paulo');
  render(
    <AppProviders env="test">
      {item && <MessageRow item={item} timeZone="America/Sao_Paulo" now={new Date('2025-01-01T15:00:00Z')} canReply onReply={() => undefined} />}
    </AppProviders>,
  );
  return screen.getByTestId('message');
}

describe('inbound details in the bubbles', () => {
  it("shows a shared place's name, address, its site as a link and the map link", () => {
    const bubble = renderMessage({
      type: 'location',
      content: { location: { latitude: -23.5613, longitude: -46.6565, name: 'MASP', address: 'Av. Paulista, 1578 - Bela Vista', url: 'https://masp.org.br/' } },
    });
    expect(within(bubble).getByText('MASP')).toBeTruthy();
    expect(within(bubble).getByText('Av. Paulista, 1578 - Bela Vista')).toBeTruthy();
    const site = within(bubble).getByRole('link', { name: 'https://masp.org.br/' });
    expect(site.getAttribute('href')).toBe('https://masp.org.br/');
    expect(site.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(bubble).getByRole('link', { name: /Abrir no mapa/ }).getAttribute('href')).toBe('https://www.google.com/maps/search/?api=1&query=-23.5613,-46.6565');
  });

  it('does not make a link of a site that is not a web address', () => {
    const bubble = renderMessage({ type: 'location', content: { location: { latitude: 1, longitude: 2, name: 'Loja', url: 'javascript:alert(1)' } } });
    expect(within(bubble).getByText('javascript:alert(1)').closest('a')).toBeNull();
    expect(within(bubble).getAllByRole('link')).toHaveLength(1);
  });

  it("shows a shared card's company and marks the phones that are on WhatsApp", () => {
    const bubble = renderMessage({
      type: 'contacts',
      content: {
        contacts: [
          {
            name: 'Barbara J. Johnson',
            phones: ['5511912345678', '551133334444', '5511988887777'],
            organization: 'Social Tsunami',
            waIds: [
              { phone: '5511912345678', waId: '5511912345678' },
              { phone: '5511988887777', waId: '551188887777' },
            ],
          },
        ],
      },
    });
    expect(within(bubble).getByText('Barbara J. Johnson')).toBeTruthy();
    expect(within(bubble).getByText('Social Tsunami')).toBeTruthy();
    const onWhatsApp = within(bubble).getByText('+55 (11) 9 1234-5678').parentElement as HTMLElement;
    expect(within(onWhatsApp).getByText('WhatsApp')).toBeTruthy();
    const landline = within(bubble).getByText('+55 (11) 3333-4444').parentElement as HTMLElement;
    expect(within(landline).queryByText(/WhatsApp/)).toBeNull();
    // WhatsApp's id for this phone is another number (without the ninth digit): it is shown as such.
    const other = within(bubble).getByText('+55 (11) 9 8888-7777').parentElement as HTMLElement;
    expect(within(other).getByText('No WhatsApp: +55 (11) 8888-7777')).toBeTruthy();
  });

  it('shows the description of the list row the customer chose', () => {
    const bubble = renderMessage({
      type: 'interactive',
      content: { interactive: { kind: 'list_reply', id: 'segunda-via', title: 'Segunda via', description: 'Boleto do mês atual' } },
    });
    expect(within(bubble).getByText('Opção escolhida')).toBeTruthy();
    expect(within(bubble).getByText('Segunda via')).toBeTruthy();
    expect(within(bubble).getByText('Boleto do mês atual')).toBeTruthy();
  });

  it('names the original type of an unsupported message, with the reason below', () => {
    const bubble = renderMessage({ type: 'unsupported', content: { text: 'Message type unknown', unsupportedType: 'edit' } });
    expect(within(bubble).getByText('Mensagem não suportada (tipo original: edit)')).toBeTruthy();
    expect(within(bubble).getByText('Message type unknown')).toBeTruthy();
  });

  it("gives the provider's details in the failure tooltip", async () => {
    const bubble = renderMessage({
      direction: 'out',
      status: 'failed',
      error: {
        code: 131049,
        message: 'This message was not delivered to maintain healthy ecosystem engagement.',
        details: 'In order to maintain a healthy ecosystem engagement, the message failed to be delivered.',
      },
    });
    const expected =
      'Falha no envio: This message was not delivered to maintain healthy ecosystem engagement. — In order to maintain a healthy ecosystem engagement, the message failed to be delivered.';
    const tick = within(bubble).getByRole('img', { name: expected });
    fireEvent.mouseEnter(tick);
    expect((await screen.findByRole('tooltip')).textContent).toBe(expected);
    // The bubble's own line keeps the short reason.
    expect(within(bubble).getByTestId('failed-reason').textContent).toBe('Falha no envio: This message was not delivered to maintain healthy ecosystem engagement.');
  });

  it('keeps the tooltip to the reason when there are no details', () => {
    const bubble = renderMessage({ direction: 'out', status: 'failed', error: { code: 131026, message: 'Número sem WhatsApp' } });
    expect(within(bubble).getByRole('img', { name: 'Falha no envio: Número sem WhatsApp' })).toBeTruthy();
  });
});

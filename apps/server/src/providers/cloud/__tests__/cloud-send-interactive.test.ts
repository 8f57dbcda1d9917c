// Interactive sends (reply buttons, lists) against the fake Graph server: the recorded request is
// exactly Meta's documented body.
import { describe, expect, it } from 'vitest';
import type { OutboundMessage } from '../../provider.port.js';
import { envelope, TO, useCloudSendChannel } from '../../../../test/support/cloud-send-fixtures.js';

const { sendAndRecord } = useCloudSendChannel();

describe('Cloud send: request bodies', () => {
  it('sends reply buttons with header and footer', async () => {
    const message: OutboundMessage = {
      type: 'interactive_buttons',
      to: TO,
      header: 'Agendamento',
      body: 'Confirma a visita amanhã às 10h?',
      footer: 'Responda com um toque',
      buttons: [
        { id: 'sim', title: 'Sim' },
        { id: 'nao', title: 'Não' },
        { id: 'remarcar', title: 'Remarcar' },
      ],
    };
    expect(await sendAndRecord(message)).toEqual({
      ...envelope,
      type: 'interactive',
      interactive: {
        type: 'button',
        header: { type: 'text', text: 'Agendamento' },
        body: { text: 'Confirma a visita amanhã às 10h?' },
        footer: { text: 'Responda com um toque' },
        action: {
          buttons: [
            { type: 'reply', reply: { id: 'sim', title: 'Sim' } },
            { type: 'reply', reply: { id: 'nao', title: 'Não' } },
            { type: 'reply', reply: { id: 'remarcar', title: 'Remarcar' } },
          ],
        },
      },
    });
  });

  it('sends reply buttons without header or footer', async () => {
    const body = await sendAndRecord({ type: 'interactive_buttons', to: TO, body: 'Tudo certo?', buttons: [{ id: 'ok', title: 'Ok' }] });
    expect(body).toEqual({
      ...envelope,
      type: 'interactive',
      interactive: { type: 'button', body: { text: 'Tudo certo?' }, action: { buttons: [{ type: 'reply', reply: { id: 'ok', title: 'Ok' } }] } },
    });
  });

  it('sends a list with sections, rows and descriptions', async () => {
    const message: OutboundMessage = {
      type: 'interactive_list',
      to: TO,
      header: 'Atendimento',
      body: 'Com qual setor você quer falar?',
      footer: 'Atende',
      button: 'Ver setores',
      sections: [
        { title: 'Vendas', rows: [{ id: 'novos', title: 'Novos pedidos', description: 'Orçamentos e compras' }] },
        { title: 'Suporte', rows: [{ id: 'tecnico', title: 'Técnico' }, { id: 'financeiro', title: 'Financeiro', description: 'Boletos' }] },
      ],
      replyTo: { providerMessageId: 'wamid.IN3' },
    };
    expect(await sendAndRecord(message)).toEqual({
      ...envelope,
      type: 'interactive',
      context: { message_id: 'wamid.IN3' },
      interactive: {
        type: 'list',
        header: { type: 'text', text: 'Atendimento' },
        body: { text: 'Com qual setor você quer falar?' },
        footer: { text: 'Atende' },
        action: {
          button: 'Ver setores',
          sections: [
            { title: 'Vendas', rows: [{ id: 'novos', title: 'Novos pedidos', description: 'Orçamentos e compras' }] },
            { title: 'Suporte', rows: [{ id: 'tecnico', title: 'Técnico' }, { id: 'financeiro', title: 'Financeiro', description: 'Boletos' }] },
          ],
        },
      },
    });
  });

  it('sends a one-section list without a section title', async () => {
    const body = await sendAndRecord({
      type: 'interactive_list',
      to: TO,
      body: 'Escolha',
      button: 'Opções',
      sections: [{ rows: [{ id: 'a', title: 'A' }] }],
    });
    expect(body).toMatchObject({ interactive: { action: { button: 'Opções', sections: [{ rows: [{ id: 'a', title: 'A' }] }] } } });
  });
});

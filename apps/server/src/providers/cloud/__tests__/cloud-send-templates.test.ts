// Template sends against the fake Graph server: the recorded request is exactly Meta's documented body.
import { describe, expect, it } from 'vitest';
import type { OutboundMessage } from '../../provider.port.js';
import { envelope, TO, useCloudSendChannel } from '../../../../test/support/cloud-send-fixtures.js';

const { sendAndRecord } = useCloudSendChannel();

describe('Cloud send: request bodies', () => {
  it('sends a template with its language and components', async () => {
    const message: OutboundMessage = {
      type: 'template',
      to: TO,
      name: 'pedido_confirmado',
      language: 'pt_BR',
      components: [
        { type: 'header', parameters: [{ type: 'image', image: { link: 'https://cdn.example/logo.png' } }] },
        { type: 'body', parameters: [{ type: 'text', text: 'Maria' }, { type: 'currency', currency: { fallback_value: 'R$ 10,00', code: 'BRL', amount_1000: 10000 } }] },
        { type: 'button', sub_type: 'quick_reply', index: 0, parameters: [{ type: 'payload', payload: 'CONFIRMAR' }] },
      ],
    };
    expect(await sendAndRecord(message)).toEqual({
      ...envelope,
      type: 'template',
      template: {
        name: 'pedido_confirmado',
        language: { code: 'pt_BR' },
        components: [
          // Meta nests a media parameter under its type.
          { type: 'header', parameters: [{ type: 'image', image: { link: 'https://cdn.example/logo.png' } }] },
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Maria' },
              { type: 'currency', currency: { fallback_value: 'R$ 10,00', code: 'BRL', amount_1000: 10000 } },
            ],
          },
          { type: 'button', sub_type: 'quick_reply', index: 0, parameters: [{ type: 'payload', payload: 'CONFIRMAR' }] },
        ],
      },
    });
  });

  it('sends a template whose header is a video by link, nested under video as Meta documents', async () => {
    const message: OutboundMessage = {
      type: 'template',
      to: TO,
      name: 'lancamento_produto',
      language: 'pt_BR',
      components: [{ type: 'header', parameters: [{ type: 'video', video: { link: 'https://cdn.example/lancamento.mp4' } }] }],
    };
    expect(await sendAndRecord(message)).toEqual({
      ...envelope,
      type: 'template',
      template: {
        name: 'lancamento_produto',
        language: { code: 'pt_BR' },
        components: [{ type: 'header', parameters: [{ type: 'video', video: { link: 'https://cdn.example/lancamento.mp4' } }] }],
      },
    });
  });

  it('sends a template whose header is a document with the file name the customer sees', async () => {
    const message: OutboundMessage = {
      type: 'template',
      to: TO,
      name: 'boleto_disponivel',
      language: 'pt_BR',
      components: [
        { type: 'header', parameters: [{ type: 'document', document: { link: 'https://cdn.example/b/123.pdf', filename: 'boleto-junho.pdf' } }] },
        { type: 'body', parameters: [{ type: 'text', text: 'Maria' }] },
      ],
    };
    expect(await sendAndRecord(message)).toEqual({
      ...envelope,
      type: 'template',
      template: {
        name: 'boleto_disponivel',
        language: { code: 'pt_BR' },
        components: [
          { type: 'header', parameters: [{ type: 'document', document: { link: 'https://cdn.example/b/123.pdf', filename: 'boleto-junho.pdf' } }] },
          { type: 'body', parameters: [{ type: 'text', text: 'Maria' }] },
        ],
      },
    });
  });

  it('sends a template whose header image is an uploaded media id', async () => {
    const message: OutboundMessage = {
      type: 'template',
      to: TO,
      name: 'pedido_confirmado',
      language: 'pt_BR',
      components: [{ type: 'header', parameters: [{ type: 'image', image: { id: '1479537139650973' } }] }],
    };
    expect(await sendAndRecord(message)).toMatchObject({
      template: { components: [{ type: 'header', parameters: [{ type: 'image', image: { id: '1479537139650973' } }] }] },
    });
  });

  it('sends a template without components', async () => {
    expect(await sendAndRecord({ type: 'template', to: TO, name: 'boas_vindas', language: 'pt_BR' })).toEqual({
      ...envelope,
      type: 'template',
      template: { name: 'boas_vindas', language: { code: 'pt_BR' } },
    });
  });
});

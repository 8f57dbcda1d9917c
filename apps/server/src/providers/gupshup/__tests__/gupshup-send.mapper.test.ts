import { describe, expect, it } from 'vitest';
import { toGupshupRequest } from '../gupshup-send.mapper.js';
import { ProviderError } from '../../provider.port.js';

const sender = { source: '5511944440000', appName: 'LojaGupshup' };
const to = '5511977770001';
const session = { channel: 'whatsapp', source: '5511944440000', destination: to, 'src.name': 'LojaGupshup' };

/** The message field is a JSON string: compared as the exact text Gupshup receives. */
const form = (message: unknown) => ({ ...session, message: JSON.stringify(message) });

describe('session messages become the exact form of POST /wa/api/v1/msg', () => {
  it('text', () => {
    expect(toGupshupRequest({ type: 'text', to, text: 'Temos sim!' }, sender)).toEqual({ path: '/wa/api/v1/msg', fields: form({ type: 'text', text: 'Temos sim!' }) });
  });

  it('text with a link asks for its preview', () => {
    expect(toGupshupRequest({ type: 'text', to, text: 'Veja http://loja.com.br/promo' }, sender).fields).toEqual(form({ type: 'text', text: 'Veja http://loja.com.br/promo', previewUrl: true }));
  });

  it('text replying to a message', () => {
    expect(toGupshupRequest({ type: 'text', to, text: 'isso', replyTo: { providerMessageId: 'ABEG1' } }, sender).fields).toEqual(form({ type: 'text', text: 'isso', context: { msgId: 'ABEG1' } }));
  });

  it('image by public link with caption', () => {
    const url = 'https://cdn.loja.com.br/foto.jpg';
    expect(toGupshupRequest({ type: 'image', to, media: { link: url }, caption: 'Olha' }, sender).fields).toEqual(form({ type: 'image', originalUrl: url, previewUrl: url, caption: 'Olha' }));
  });

  it('document as a file with its name', () => {
    const url = 'https://cdn.loja.com.br/boleto.pdf';
    expect(toGupshupRequest({ type: 'document', to, media: { link: url }, fileName: 'boleto.pdf' }, sender).fields).toEqual(form({ type: 'file', url, filename: 'boleto.pdf' }));
  });

  it('a file with no public URL fails as invalid before any call', () => {
    const attempt = () => toGupshupRequest({ type: 'image', to, media: { providerMediaId: '123456' } }, sender);
    expect(attempt).toThrow(ProviderError);
    expect(attempt).toThrow(/link público/);
  });

  it('reply buttons as quick_reply, our ids in postbackText', () => {
    const request = toGupshupRequest(
      { type: 'interactive_buttons', to, header: 'Pedido', body: 'Confirma?', footer: 'Loja', buttons: [{ id: 'sim', title: 'Sim' }, { id: 'nao', title: 'Não' }] },
      sender,
    );
    expect(request.fields).toEqual(
      form({
        type: 'quick_reply',
        content: { type: 'text', header: 'Pedido', text: 'Confirma?', caption: 'Loja' },
        options: [
          { type: 'text', title: 'Sim', postbackText: 'sim' },
          { type: 'text', title: 'Não', postbackText: 'nao' },
        ],
      }),
    );
  });

  it('list, rows as options with our ids in postbackText', () => {
    const request = toGupshupRequest(
      {
        type: 'interactive_list',
        to,
        header: 'Menu',
        body: 'Escolha',
        button: 'Opções',
        sections: [{ title: 'Financeiro', rows: [{ id: 'opcao-1', title: 'Boleto', description: 'segunda via' }, { id: 'opcao-2', title: 'Pix' }] }],
      },
      sender,
    );
    expect(request.fields).toEqual(
      form({
        type: 'list',
        title: 'Menu',
        body: 'Escolha',
        globalButtons: [{ type: 'text', title: 'Opções' }],
        items: [
          {
            title: 'Financeiro',
            subtitle: 'Financeiro',
            options: [
              { type: 'text', title: 'Boleto', description: 'segunda via', postbackText: 'opcao-1' },
              { type: 'text', title: 'Pix', postbackText: 'opcao-2' },
            ],
          },
        ],
      }),
    );
  });
});

describe('templates become the exact form of POST /wa/api/v1/template/msg', () => {
  it('the template name is the Gupshup template id; body parameters are its params in order', () => {
    const request = toGupshupRequest(
      { type: 'template', to, name: '5f2449fd-e4d6-4d02-9647-e46a1b4635a4', language: 'pt_BR', components: [{ type: 'body', parameters: [{ type: 'text', text: 'Ana' }, { type: 'text', text: '#123' }] }] },
      sender,
    );
    expect(request).toEqual({
      path: '/wa/api/v1/template/msg',
      fields: { source: '5511944440000', destination: to, 'src.name': 'LojaGupshup', template: JSON.stringify({ id: '5f2449fd-e4d6-4d02-9647-e46a1b4635a4', params: ['Ana', '#123'] }) },
    });
  });

  it('a media header goes in message', () => {
    const request = toGupshupRequest(
      { type: 'template', to, name: 'tpl-1', language: 'pt_BR', components: [{ type: 'header', parameters: [{ type: 'image', image: { link: 'https://cdn.loja.com.br/p.jpg' } }] }] },
      sender,
    );
    expect(request.fields.template).toBe(JSON.stringify({ id: 'tpl-1', params: [] }));
    expect(request.fields.message).toBe(JSON.stringify({ type: 'image', image: { link: 'https://cdn.loja.com.br/p.jpg' } }));
  });

  it("a currency or date variable goes as its fallback text; quick replies' payloads go in postbackTexts by button index", () => {
    const request = toGupshupRequest(
      {
        type: 'template',
        to,
        name: 'tpl-2',
        language: 'pt_BR',
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Ana' },
              { type: 'currency', currency: { fallback_value: 'R$ 1.234,56', code: 'BRL', amount_1000: 1234560 } },
              { type: 'date_time', date_time: { fallback_value: '25/12/2025 14:30' } },
            ],
          },
          { type: 'button', sub_type: 'url', index: 0, parameters: [{ type: 'text', text: 'FAT-1' }] },
          { type: 'button', sub_type: 'quick_reply', index: 1, parameters: [{ type: 'payload', payload: 'pagou' }] },
          { type: 'button', sub_type: 'quick_reply', index: 2, parameters: [{ type: 'payload', payload: 'falar' }] },
        ],
      },
      sender,
    );
    expect(request).toEqual({
      path: '/wa/api/v1/template/msg',
      fields: {
        source: '5511944440000',
        destination: to,
        'src.name': 'LojaGupshup',
        template: JSON.stringify({ id: 'tpl-2', params: ['Ana', 'R$ 1.234,56', '25/12/2025 14:30'] }),
        postbackTexts: JSON.stringify([
          { index: 1, text: 'pagou' },
          { index: 2, text: 'falar' },
        ]),
      },
    });
  });
});

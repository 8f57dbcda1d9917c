// Meta's interactive and text limits are enforced before any HTTP call: the send fails as 'invalid'
// with a pt-BR reason, and the fake Graph server receives nothing.
import { describe, expect, it } from 'vitest';
import { ProviderError, type OutboundMessage } from '../../provider.port.js';
import { useFakeGraphChannel } from '../../../../test/support/fake-graph/index.js';

const TO = '5511987654321';
const fake = useFakeGraphChannel();

type Buttons = Extract<OutboundMessage, { type: 'interactive_buttons' }>;
type List = Extract<OutboundMessage, { type: 'interactive_list' }>;

const buttons = (overrides: Partial<Buttons> = {}): Buttons => ({
  type: 'interactive_buttons',
  to: TO,
  body: 'Escolha uma opção',
  buttons: [{ id: 'a', title: 'A' }],
  ...overrides,
});

const list = (overrides: Partial<List> = {}): List => ({
  type: 'interactive_list',
  to: TO,
  body: 'Escolha um setor',
  button: 'Ver opções',
  sections: [{ title: 'Setores', rows: [{ id: 'a', title: 'A' }] }],
  ...overrides,
});

const rows = (count: number, prefix = 'r') => Array.from({ length: count }, (_, i) => ({ id: `${prefix}${i}`, title: `Opção ${prefix}${i}` }));

async function expectRefused(message: OutboundMessage, reason: RegExp): Promise<void> {
  const error = await fake.channel.send(message).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ProviderError);
  expect(error).toMatchObject({ kind: 'invalid', code: null });
  expect((error as ProviderError).message).toMatch(reason);
  expect((error as ProviderError).retryable).toBe(false);
  expect(fake.graph.requests).toHaveLength(0);
}

describe('Cloud send limits: reply buttons', () => {
  it('refuses reply buttons with no buttons', () => expectRefused(buttons({ buttons: [] }), /de 1 a 3 botões \(foram 0\)/));

  it('refuses more than three reply buttons', () =>
    expectRefused(buttons({ buttons: rows(4).map(({ id }) => ({ id, title: id })) }), /de 1 a 3 botões \(foram 4\)/));

  it('refuses a button title longer than 20 characters', () =>
    expectRefused(buttons({ buttons: [{ id: 'a', title: 'Um título comprido demais' }] }), /título do botão .* no máximo 20/));

  it('counts an emoji as one character in a button title', async () => {
    await fake.channel.send(buttons({ buttons: [{ id: 'a', title: '👍👍👍👍👍👍👍👍👍👍👍👍👍👍👍👍👍👍👍👍' }] }));
    expect(fake.graph.requests).toHaveLength(1);
  });

  it('refuses an empty button title', () => expectRefused(buttons({ buttons: [{ id: 'a', title: '  ' }] }), /não pode ficar vazio/));

  it('refuses two buttons with the same id', () =>
    expectRefused(buttons({ buttons: [{ id: 'x', title: 'Um' }, { id: 'x', title: 'Dois' }] }), /identificador de botão "x" aparece mais de uma vez/));

  it('refuses a button id longer than 256 characters', () =>
    expectRefused(buttons({ buttons: [{ id: 'i'.repeat(257), title: 'A' }] }), /identificador do botão .* no máximo 256/));

  it('refuses a body longer than 1024 characters', () => expectRefused(buttons({ body: 'b'.repeat(1025) }), /texto da mensagem tem 1025 .* no máximo 1024/));

  it('refuses a header longer than 60 characters', () => expectRefused(buttons({ header: 'h'.repeat(61) }), /cabeçalho .* no máximo 60/));

  it('refuses a footer longer than 60 characters', () => expectRefused(buttons({ footer: 'f'.repeat(61) }), /rodapé .* no máximo 60/));
});

describe('Cloud send limits: lists', () => {
  it('refuses a list button text longer than 20 characters', () =>
    expectRefused(list({ button: 'Ver todas as opções aqui' }), /botão da lista .* no máximo 20/));

  it('refuses a list without sections', () => expectRefused(list({ sections: [] }), /de 1 a 10 seções \(foram 0\)/));

  it('refuses more than ten sections', () =>
    expectRefused(list({ sections: Array.from({ length: 11 }, (_, i) => ({ title: `S${i}`, rows: rows(1, `s${i}-`) })) }), /de 1 a 10 seções \(foram 11\)/));

  it('refuses more than ten rows across all sections', () =>
    expectRefused(
      list({ sections: [{ title: 'Um', rows: rows(6, 'a') }, { title: 'Dois', rows: rows(5, 'b') }] }),
      /de 1 a 10 opções somando todas as seções \(foram 11\)/,
    ));

  it('refuses a row title longer than 24 characters', () =>
    expectRefused(list({ sections: [{ rows: [{ id: 'a', title: 'Uma opção com nome longo demais' }] }] }), /título da opção .* no máximo 24/));

  it('refuses a row description longer than 72 characters', () =>
    expectRefused(list({ sections: [{ rows: [{ id: 'a', title: 'A', description: 'd'.repeat(73) }] }] }), /descrição da opção "A" .* no máximo 72/));

  it('refuses a section title longer than 24 characters', () =>
    expectRefused(list({ sections: [{ title: 'Uma seção com título longo', rows: rows(1) }] }), /título da seção .* no máximo 24/));

  it('refuses an untitled section when the list has more than one section', () =>
    expectRefused(list({ sections: [{ title: 'Um', rows: rows(1, 'a') }, { rows: rows(1, 'b') }] }), /Cada seção precisa de um título/));

  it('refuses two rows with the same id', () =>
    expectRefused(list({ sections: [{ title: 'Um', rows: [{ id: 'x', title: 'A' }] }, { title: 'Dois', rows: [{ id: 'x', title: 'B' }] }] }), /opção "x" aparece mais de uma vez/));

  it('refuses a list body longer than 1024 characters', () => expectRefused(list({ body: 'b'.repeat(1025) }), /no máximo 1024/));

  it('accepts a list at every limit at once', async () => {
    await fake.channel.send(
      list({
        header: 'h'.repeat(60),
        body: 'b'.repeat(1024),
        footer: 'f'.repeat(60),
        button: 'x'.repeat(20),
        sections: [
          { title: 's'.repeat(24), rows: rows(5, 'a').map((r) => ({ ...r, title: 't'.repeat(24), description: 'd'.repeat(72) })) },
          { title: 'Outra', rows: rows(5, 'b') },
        ],
      }),
    );
    expect(fake.graph.requests).toHaveLength(1);
  });
});

describe('Cloud send limits: text and media', () => {
  it('refuses text longer than 4096 characters', () =>
    expectRefused({ type: 'text', to: TO, text: 't'.repeat(4097) }, /texto da mensagem tem 4097 caracteres; o WhatsApp aceita no máximo 4096/));

  it('refuses empty text', () => expectRefused({ type: 'text', to: TO, text: '' }, /não pode ficar vazio/));

  it('accepts text of exactly 4096 characters', async () => {
    await fake.channel.send({ type: 'text', to: TO, text: 't'.repeat(4096) });
    expect(fake.graph.requests).toHaveLength(1);
  });

  it('refuses a caption on audio', () =>
    expectRefused({ type: 'audio', to: TO, media: { providerMediaId: '1' }, caption: 'ouça' }, /não aceitam legenda/));

  it('refuses a caption on a sticker', () =>
    expectRefused({ type: 'sticker', to: TO, media: { providerMediaId: '1' }, caption: 'oi' }, /não aceitam legenda/));
});

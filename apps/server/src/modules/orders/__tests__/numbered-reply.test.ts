import { describe, expect, it } from 'vitest';
import { MAX_LINE_QUANTITY, parseNumberedReply, selectionsOf } from '../numbered-reply.js';

describe('a numbered answer to a product list', () => {
  it.each([
    ['1', [{ number: 1, quantity: 1 }]],
    ['1, 3', [{ number: 1, quantity: 1 }, { number: 3, quantity: 1 }]],
    ['1,3', [{ number: 1, quantity: 1 }, { number: 3, quantity: 1 }]],
    ['1 3', [{ number: 1, quantity: 1 }, { number: 3, quantity: 1 }]],
    ['1; 3', [{ number: 1, quantity: 1 }, { number: 3, quantity: 1 }]],
    ['1 e 3', [{ number: 1, quantity: 1 }, { number: 3, quantity: 1 }]],
    ['1, 2 E 3.', [{ number: 1, quantity: 1 }, { number: 2, quantity: 1 }, { number: 3, quantity: 1 }]],
    ['1, e 3', [{ number: 1, quantity: 1 }, { number: 3, quantity: 1 }]],
    ['  2x3  ', [{ number: 2, quantity: 3 }]],
    ['2 x 3, 1', [{ number: 2, quantity: 3 }, { number: 1, quantity: 1 }]],
    ['2X3 e 4×2', [{ number: 2, quantity: 3 }, { number: 4, quantity: 2 }]],
  ])('reads %j', (text, expected) => {
    expect(parseNumberedReply(text)).toEqual(expected);
  });

  it('adds a repeated number to its quantity, keeping the order first named', () => {
    expect(parseNumberedReply('3, 1, 3, 1x2')).toEqual([
      { number: 3, quantity: 2 },
      { number: 1, quantity: 3 },
    ]);
  });

  it.each(['', '   ', 'ok', 'meu CEP é 01310-100', '01310100', 'tenho 2 filhos', '2 filhos', 'quero o 1', '1-3', '1 x 2 x 3', '11 98765-4321', '1,,3', '2x', 'x3', '1 ou 2', '1e3', 'R$ 10'])(
    'leaves %j as a text',
    (text) => {
      expect(parseNumberedReply(text)).toBeNull();
    },
  );

  it('refuses a quantity of zero and more than the maximum per product, also when repeats add up past it', () => {
    expect(parseNumberedReply('2x0')).toBeNull();
    expect(parseNumberedReply(`2x${MAX_LINE_QUANTITY}`)).toEqual([{ number: 2, quantity: MAX_LINE_QUANTITY }]);
    expect(parseNumberedReply(`2x${MAX_LINE_QUANTITY + 1}`)).toBeNull();
    expect(parseNumberedReply(`2x${MAX_LINE_QUANTITY}, 2`)).toBeNull();
  });

  it("answers nothing when any number is outside the list's 1 to N", () => {
    expect(selectionsOf('1, 3', 3)).toEqual([{ number: 1, quantity: 1 }, { number: 3, quantity: 1 }]);
    expect(selectionsOf('1, 4', 3)).toBeNull();
    expect(selectionsOf('0', 3)).toBeNull();
    expect(selectionsOf('1', 0)).toBeNull();
  });
});

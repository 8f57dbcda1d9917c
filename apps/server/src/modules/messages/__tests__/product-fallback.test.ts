import { describe, expect, it } from 'vitest';
import type { ProductMessage, ProductMessageItem } from '@atende/contract';
import { LIST_ANSWER_HINT, numberedItems, productListText } from '../product-fallback.js';

const item = (skuId: string, name: string, priceCents: number): ProductMessageItem => ({
  productId: '11111111-1111-4111-8111-111111111111',
  skuId,
  name,
  priceCents,
  salePriceCents: null,
  imageMediaId: null,
});

const list: ProductMessage = {
  kind: 'product_list',
  catalogId: null,
  header: 'Joias',
  sections: [
    { title: 'Anéis', items: [item('A1', 'Anel A', 1000), item('A2', 'Anel B', 2000)] },
    { title: 'Colares', items: [item('C1', 'Colar C', 3000)] },
  ],
};

describe('the numbered product list', () => {
  it('numbers the products across sections, and the text shows each under the same number', () => {
    expect(numberedItems(list).map(({ number, item: i, section }) => [number, i.skuId, section])).toEqual([
      [1, 'A1', 0],
      [2, 'A2', 0],
      [3, 'C1', 1],
    ]);
    expect(productListText(list)).toBe(
      ['*Joias*', '*Anéis*\n1. Anel A — R$ 10,00\n2. Anel B — R$ 20,00', '*Colares*\n3. Colar C — R$ 30,00', LIST_ANSWER_HINT].join('\n\n'),
    );
  });

  it('tells the customer how to ask for several units', () => {
    expect(LIST_ANSWER_HINT).toBe('Para pedir, responda com os números dos produtos que deseja (por exemplo: 1, 3 ou 2x3 para três unidades do 2).');
  });
});

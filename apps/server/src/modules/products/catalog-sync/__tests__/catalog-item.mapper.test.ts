// The product → Meta catalog item mapping: Meta's price format, availability from the stock, the sale
// price set and cleared, hidden or missing products deleted by retailer id, and Meta's length limits.
import { describe, expect, it } from 'vitest';
import { metaPrice, requestFor, type SyncProduct } from '../catalog-item.mapper.js';

const product = (overrides: Partial<SyncProduct> = {}): SyncProduct => ({
  skuId: 'SKU-1',
  name: 'Anel',
  description: '',
  priceCents: 99000,
  salePriceCents: null,
  onSale: false,
  stockQuantity: 0,
  hide: false,
  imageIds: ['m1', 'm2'],
  ...overrides,
});
const context = { brand: 'Loja', link: 'https://wa.me/5511999990000', imageUrl: (id: string) => `https://atende.example/api/media/${id}` };

describe('catalog item mapper', () => {
  it('writes prices as Meta documents them: cost with two decimals, a space, BRL', () => {
    expect(metaPrice(99000)).toBe('990.00 BRL');
    expect(metaPrice(5)).toBe('0.05 BRL');
    expect(metaPrice(0)).toBe('0.00 BRL');
  });

  it('a visible product is an UPDATE with availability from its stock and the sale price only while on sale', () => {
    expect(requestFor('SKU-1', product({ stockQuantity: 2, onSale: true, salePriceCents: 89990 }), context)).toEqual({
      method: 'UPDATE',
      data: {
        id: 'SKU-1',
        title: 'Anel',
        description: 'Anel',
        availability: 'in stock',
        condition: 'new',
        price: '990.00 BRL',
        sale_price: '899.90 BRL',
        link: 'https://wa.me/5511999990000',
        brand: 'Loja',
        image_link: 'https://atende.example/api/media/m1',
        additional_image_link: ['https://atende.example/api/media/m2'],
      },
    });
    expect(requestFor('SKU-1', product({ salePriceCents: 89990 }), context).data).toMatchObject({ availability: 'out of stock', sale_price: '' });
  });

  it('a hidden, deleted or renamed-away product is a DELETE carrying only its retailer id', () => {
    expect(requestFor('SKU-1', product({ hide: true }), context)).toEqual({ method: 'DELETE', data: { id: 'SKU-1' } });
    expect(requestFor('OLD-SKU', undefined, context)).toEqual({ method: 'DELETE', data: { id: 'OLD-SKU' } });
  });

  it("keeps within Meta's title limit and sends no image link when there is no public URL", () => {
    const data = requestFor('SKU-1', product({ name: 'x'.repeat(120) }), { ...context, imageUrl: () => null }).data;
    expect(String(data.title)).toHaveLength(100);
    expect(data).not.toHaveProperty('image_link');
    expect(data).not.toHaveProperty('additional_image_link');
  });
});

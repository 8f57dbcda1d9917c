// The catalogue's tests: the demo company and another one with the products module on, and the calls
// they repeat (categories, products, uploads) through the real routes.
import { expect } from 'vitest';
import { auth, createCompany, createTestApp, type TestApp } from './test-app.js';
import { multipart } from './multipart.js';
import { PNG } from './media-samples.js';

export async function setProductsModule(t: TestApp, channelId: string, ownerToken: string, on = true): Promise<void> {
  const res = await t.app.inject({ method: 'PUT', url: `/api/channel/config/${channelId}`, headers: auth(ownerToken), payload: { modules: { products: on } } });
  expect(res.statusCode, res.body).toBe(200);
}

export type CatalogCompanies = { t: TestApp; owner: string; channelId: string; other: { channelId: string; ownerToken: string } };

/** The demo company and another one, both with the products module on; closed by the caller. */
export async function catalogCompanies(options: { queue?: boolean } = {}): Promise<CatalogCompanies> {
  const t = await createTestApp({ queue: options.queue ?? false });
  const session = await t.login('empresa');
  const channelId = session.user.channelId as string;
  await setProductsModule(t, channelId, session.token);
  const other = await createCompany(t, { name: 'Outra Loja', channelNumber: '5531944445555', ownerLogin: 'outra-loja' });
  await setProductsModule(t, other.channelId, other.ownerToken);
  return { t, owner: session.token, channelId, other };
}

export type ProductJson = { _id: string; name: string; skuId: string; priceCents: number; categoryId: string | null; hide: boolean; images: Array<{ mediaId: string; url: string | null }> };

export function catalogCalls(t: TestApp) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, token: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });

  return {
    call,
    category: async (token: string, name: string): Promise<string> => {
      const res = await call('POST', '/api/products/categories', token, { name });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().category._id as string;
    },
    product: async (token: string, values: Record<string, unknown>): Promise<ProductJson> => {
      const res = await call('POST', '/api/products', token, { priceCents: 1000, ...values });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().product as ProductJson;
    },
    image: async (token: string, bytes = PNG, fileName = 'foto.png', mimeType = 'image/png'): Promise<string> => {
      const { payload, headers } = await multipart(bytes, mimeType, fileName);
      const res = await t.app.inject({ method: 'POST', url: '/api/upload', headers: { ...auth(token), ...headers }, payload });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().media._id as string;
    },
    names: async (token: string, query: string): Promise<string[]> => {
      const res = await call('GET', `/api/products/page/1?perPage=100&${query}`, token);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().items as Array<{ name: string }>).map((p) => p.name);
    },
  };
}

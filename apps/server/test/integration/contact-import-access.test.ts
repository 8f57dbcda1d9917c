// Contact import, around the job: the history of imports, cancelling, another company's ids and
// which roles may import.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth } from '../support/test-app.js';
import { createOperator } from '../support/operator-fixtures.js';
import { contactImportHarness, CSV, csv } from '../support/contact-import-fixtures.js';

const h = contactImportHarness({ otherCompany: true });
beforeAll(h.start);
afterAll(h.stop);
const { upload, uploadOk, startImport, status } = h;

describe('history and cancel', () => {
  it('lists past imports newest first, paged', async () => {
    const a = await uploadOk(csv(['Número', '11987654601']), 'lista-a.csv');
    const b = await uploadOk(csv(['Número', '11987654602']), 'lista-b.csv');
    const res = await h.t.app.inject({ method: 'GET', url: `/api/contact/import/channel/${h.channelId}/page/1?perPage=2`, headers: auth(h.owner) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ statusCode: 200, page: 1, perPage: 2 });
    expect(body.total).toBeGreaterThanOrEqual(2);
    expect(body.items.map((i: { _id: string }) => i._id)).toEqual([b.import._id, a.import._id]);
    const page2 = await h.t.app.inject({ method: 'GET', url: `/api/contact/import/channel/${h.channelId}/page/2?perPage=2`, headers: auth(h.owner) });
    expect(page2.json().items.map((i: { _id: string }) => i._id)).not.toContain(b.import._id);
  });

  it('cancels an import not yet finished, once; a cancelled one cannot start', async () => {
    const preview = await uploadOk(csv(['Número', '11987654701']), 'cancelar.csv');
    const id = preview.import._id;
    const res = await h.t.app.inject({ method: 'POST', url: `/api/contact/import/${id}/cancel`, headers: auth(h.owner) });
    expect(res.statusCode).toBe(200);
    expect(res.json().import.status).toBe('cancelled');
    const again = await h.t.app.inject({ method: 'POST', url: `/api/contact/import/${id}/cancel`, headers: auth(h.owner) });
    expect(again.statusCode).toBe(409);
    expect(again.json().erroMensagem).toBe('Esta importação já terminou.');
    expect((await startImport(id, { number: 'Número' })).statusCode).toBe(409);
  });
});

describe('tenants and roles', () => {
  it("another company gets 404 for this channel's imports and never their data", async () => {
    const preview = await uploadOk(csv(['Número', '11987654801']), 'privado.csv');
    const id = preview.import._id;
    const token = h.other.ownerToken;
    for (const req of [
      { method: 'GET' as const, url: `/api/contact/import/${id}` },
      { method: 'GET' as const, url: `/api/contact/import/${id}/errors` },
      { method: 'POST' as const, url: `/api/contact/import/${id}/cancel` },
      { method: 'GET' as const, url: `/api/contact/import/channel/${h.channelId}/page/1` },
    ]) {
      const res = await h.t.app.inject({ ...req, headers: auth(token) });
      expect(res.statusCode, req.url).toBe(404);
      expect(res.body).not.toContain('privado.csv');
    }
    expect((await startImport(id, { number: 'Número' }, token)).statusCode).toBe(404);
    const own = await h.t.app.inject({ method: 'GET', url: `/api/contact/import/channel/${h.other.channelId}/page/1`, headers: auth(token) });
    expect(own.statusCode).toBe(200);
    expect(own.json().items).toEqual([]);
    expect((await status(id)).status).toBe('uploaded');
  });

  it('the owner and managers with Contacts may import; managers without it, operators and the admin may not', async () => {
    const file = csv(['Número', '11987654901']);
    expect((await upload(file, 'gerente.csv', CSV, await h.t.tokenOf('gerente'))).statusCode).toBe(201);
    const manager = await h.t.app.inject({
      method: 'POST',
      url: '/api/channel/manager',
      headers: auth(h.owner),
      payload: { name: 'Gerente Sem Contatos', login: 'gerente-sem-contatos', password: 'senha-forte-1', permissions: ['Reports'] },
    });
    expect(manager.statusCode).toBe(201);
    const refused = [await h.t.tokenOf('gerente-sem-contatos', 'senha-forte-1'), (await createOperator(h.t, h.owner, 'op-importa')).token, await h.t.tokenOf('admin')];
    const mine = await uploadOk(file, 'dono.csv');
    for (const token of refused) {
      expect((await upload(file, 'x.csv', CSV, token)).statusCode).toBe(403);
      expect((await h.t.app.inject({ method: 'GET', url: `/api/contact/import/${mine.import._id}`, headers: auth(token) })).statusCode).toBe(403);
      expect((await startImport(mine.import._id, { number: 'Número' }, token)).statusCode).toBe(403);
    }
    expect((await h.t.app.inject({ method: 'GET', url: `/api/contact/import/${mine.import._id}` })).statusCode).toBe(401);
  });
});

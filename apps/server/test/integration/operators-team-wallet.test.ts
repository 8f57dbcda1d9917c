// /manageoperators on the server, the wallet (the contacts an operator is responsible for): its count
// and its transfer to another operator; with validation, another company's ids and every role's access.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth } from '../support/test-app.js';
import { createOperator } from '../support/operator-fixtures.js';
import { operatorsTeamHarness } from '../support/operators-team-fixtures.js';

const h = operatorsTeamHarness();
beforeAll(h.start);
afterAll(h.stop);
const { managerWith, giveWallet } = h;

describe('wallet: GET /api/operator/:id/wallet and POST /api/operator/transfer-wallet', () => {
  const wallet = async (id: string, token = h.owner) => h.t.app.inject({ method: 'GET', url: `/api/operator/${id}/wallet`, headers: auth(token) });
  const transferWallet = (payload: Record<string, unknown>, token = h.owner) =>
    h.t.app.inject({ method: 'POST', url: '/api/operator/transfer-wallet', headers: auth(token), payload });

  it("counts and moves a deleted operator's whole wallet to another operator in one go", async () => {
    const from = await createOperator(h.t, h.owner, 'carteira-de');
    const to = await createOperator(h.t, h.owner, 'carteira-para');
    await giveWallet(h.channelId, from.id, '3', 4);
    await giveWallet(h.channelId, to.id, '4', 1);
    await h.t.app.inject({ method: 'DELETE', url: `/api/operator/${from.id}`, headers: auth(h.owner) });
    expect((await wallet(from.id)).json()).toEqual({ statusCode: 200, count: 4 });
    const res = await transferWallet({ operatorIdFrom: from.id, operatorIdTo: to.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ statusCode: 200, moved: 4 });
    expect((await wallet(from.id)).json().count).toBe(0);
    expect((await wallet(to.id)).json().count).toBe(5);
  });

  it('refuses the same operator on both sides and a deleted target, in pt-BR', async () => {
    const a = await createOperator(h.t, h.owner, 'carteira-a');
    const same = await transferWallet({ operatorIdFrom: a.id, operatorIdTo: a.id });
    expect(same.statusCode).toBe(400);
    expect(same.json().details).toEqual([{ field: 'operatorIdTo', message: 'Escolha outro operador de destino' }]);
    const gone = await createOperator(h.t, h.owner, 'carteira-excluido');
    await h.t.app.inject({ method: 'DELETE', url: `/api/operator/${gone.id}`, headers: auth(h.owner) });
    const toDeleted = await transferWallet({ operatorIdFrom: a.id, operatorIdTo: gone.id });
    expect(toDeleted.statusCode).toBe(400);
    expect(toDeleted.json().erroMensagem).toBe('O operador de destino foi excluído.');
    const invalid = await transferWallet({ operatorIdFrom: 'x', operatorIdTo: a.id });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().details[0]).toEqual({ field: 'operatorIdFrom', message: 'Identificador inválido' });
  });

  it("another company's operators answer 404 and their contacts never move", async () => {
    const mine = await createOperator(h.t, h.owner, 'carteira-minha');
    await giveWallet(h.other.channelId, h.otherOperator.id, '5', 2);
    expect((await wallet(h.otherOperator.id)).statusCode).toBe(404);
    expect((await transferWallet({ operatorIdFrom: h.otherOperator.id, operatorIdTo: mine.id })).statusCode).toBe(404);
    expect((await transferWallet({ operatorIdFrom: mine.id, operatorIdTo: h.otherOperator.id })).statusCode).toBe(404);
    expect((await wallet(h.otherOperator.id, h.other.ownerToken)).json().count).toBe(2);
  });

  it('is for the owner and managers with Manageoperators only', async () => {
    const a = await createOperator(h.t, h.owner, 'carteira-acesso-a');
    const b = await createOperator(h.t, h.owner, 'carteira-acesso-b');
    const allowed = await managerWith('ger-ops-3', ['Manageoperators']);
    expect((await wallet(a.id, allowed)).statusCode).toBe(200);
    expect((await transferWallet({ operatorIdFrom: a.id, operatorIdTo: b.id }, allowed)).statusCode).toBe(200);
    for (const token of [await h.t.tokenOf('gerente'), a.token, await h.t.tokenOf('admin')]) {
      expect((await wallet(a.id, token)).statusCode).toBe(403);
      expect((await transferWallet({ operatorIdFrom: a.id, operatorIdTo: b.id }, token)).statusCode).toBe(403);
    }
  });
});

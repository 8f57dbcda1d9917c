import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { auth, type TestApp } from '../support/test-app.js';
import { createDepartment, createManager, createOperator, customerWrites, transfer } from '../support/operator-fixtures.js';
import { addCard, boardOf, columnTitles, contactOf, createBoard, moveCard, type CardJson, kanbanCompanies } from '../support/kanban-fixtures.js';

let t: TestApp;
let owner: string;
let channelId: string;
let other: { channelId: string; ownerToken: string };

beforeAll(async () => {
  ({ t, owner, channelId, other } = await kanbanCompanies('Outra Kanban', '5531922223333'));
});
afterAll(async () => {
  await t.close();
});

const cardUrl = (kanbanId: string, cardId: string) => `/api/kanbans/${kanbanId}/cards/${cardId}`;
const history = async (kanbanId: string, cardId: string, token = owner) => {
  const res = await t.app.inject({ method: 'GET', url: `${cardUrl(kanbanId, cardId)}/history`, headers: auth(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().history as Array<{ kind: string; userName: string | null; fromStepId: string | null; toStepId: string | null; details: Record<string, unknown> }>;
};

describe('cards on a board', () => {
  it('a card is created on top of its step with its value, and the column counts and sums it', async () => {
    const board = await createBoard(t, owner, 'Vendas');
    const [lead] = board.steps as [string];
    const ana = await contactOf(t, channelId, '5511900000001', 'Ana Cliente');
    const bia = await contactOf(t, channelId, '5511900000002', 'Bia Cliente');
    const a = await addCard(t, owner, board.id, { stepId: lead, contactId: ana, valueCents: 150_000 });
    expect(a).toMatchObject({ title: 'Ana Cliente', valueCents: 150_000, stepId: lead, version: 1 });
    await addCard(t, owner, board.id, { stepId: lead, contactId: bia, title: 'Colar de ouro', valueCents: 2_550 });
    const b = await boardOf(t, owner, board.id);
    // The newer card goes on top.
    expect(b.columns[0]).toMatchObject({ stepId: lead, count: 2, totalCents: 152_550 });
    expect(b.columns[0]?.cards.map((c) => c.title)).toEqual(['Colar de ouro', 'Ana Cliente']);
    expect(b.columns[1]).toMatchObject({ count: 0, totalCents: 0, cards: [] });
    // One card per contact per board.
    const again = await t.app.inject({ method: 'POST', url: `/api/kanbans/${board.id}/cards`, headers: auth(owner), payload: { stepId: lead, contactId: ana } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'duplicate', erroMensagem: 'Este contato já tem um cartão neste quadro.' });
  });

  it('bad input gets a pt-BR 400 and ids of another company a 404, with nothing stored', async () => {
    const board = await createBoard(t, owner, 'Validação');
    const [lead] = board.steps as [string];
    const contact = await contactOf(t, channelId, '5511900000010', 'Valida');
    const post = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: `/api/kanbans/${board.id}/cards`, headers: auth(owner), payload });
    const negative = await post({ stepId: lead, contactId: contact, valueCents: -1 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().erroMensagem).toContain('O valor não pode ser negativo');
    expect((await post({ stepId: lead })).statusCode).toBe(400);
    const theirContact = await contactOf(t, other.channelId, '5511900000011', 'Deles');
    expect((await post({ stepId: lead, contactId: theirContact })).json()).toMatchObject({ error: 'contact_not_found' });
    const theirBoard = await createBoard(t, other.ownerToken, 'Deles');
    expect((await post({ stepId: theirBoard.steps[0], contactId: contact })).statusCode).toBe(404);
    const theirTag = await t.ctx.db.orm.execute<{ id: string }>(sql`insert into tags (channel_id, name, color) values (${other.channelId}, 'deles', '#000000') returning id`);
    expect((await post({ stepId: lead, contactId: contact, tagIds: [theirTag.rows[0]?.id] })).json()).toMatchObject({ error: 'tag_not_found' });
    expect((await boardOf(t, owner, board.id)).columns[0]?.count).toBe(0);
    // Their board is not ours to read, move on or watch.
    expect((await t.app.inject({ method: 'GET', url: `/api/kanbans/${theirBoard.id}/board`, headers: auth(owner) })).statusCode).toBe(404);
  });

  it('moves place the card between the neighbours shown, across and within columns, without renumbering', async () => {
    const board = await createBoard(t, owner, 'Ordem');
    const [lead, proposta] = board.steps as [string, string];
    const cards: CardJson[] = [];
    for (const [i, name] of ['C1', 'C2', 'C3'].entries()) {
      cards.push(await addCard(t, owner, board.id, { stepId: lead, contactId: await contactOf(t, channelId, `551190000010${i}`, name), title: name }));
    }
    const [c1, c2, c3] = cards as [CardJson, CardJson, CardJson];
    expect(await columnTitles(t, owner, board.id)).toEqual([['C3', 'C2', 'C1'], [], []]);
    // C1 to the top of Proposta.
    const m1 = await moveCard(t, owner, board.id, c1, { stepId: proposta });
    expect(m1.statusCode, m1.body).toBe(200);
    // C3 under C1 in Proposta.
    expect((await moveCard(t, owner, board.id, c3, { stepId: proposta, afterCardId: c1._id })).statusCode).toBe(200);
    // C2 between C1 and C3.
    const m3 = await moveCard(t, owner, board.id, c2, { stepId: proposta, afterCardId: c1._id, beforeCardId: c3._id });
    expect(m3.statusCode, m3.body).toBe(200);
    expect(await columnTitles(t, owner, board.id)).toEqual([[], ['C1', 'C2', 'C3'], []]);
    // Within the column: C3 to the top (only C3's row changed).
    const before = await boardOf(t, owner, board.id);
    const c3now = before.columns[1]?.cards.find((c) => c._id === c3._id) as CardJson;
    expect((await moveCard(t, owner, board.id, c3now, { stepId: proposta, beforeCardId: c1._id })).statusCode).toBe(200);
    const after = await boardOf(t, owner, board.id);
    expect(after.columns[1]?.cards.map((c) => c.title)).toEqual(['C3', 'C1', 'C2']);
    const ranks = (b: typeof before) => Object.fromEntries((b.columns[1]?.cards ?? []).map((c) => [c.title, c.rank]));
    expect(ranks(after).C1).toBe(ranks(before).C1);
    expect(ranks(after).C2).toBe(ranks(before).C2);
    // A neighbour that is not in the target step: the mover's board is stale.
    const stale = await moveCard(t, owner, board.id, (after.columns[1]?.cards[0]) as CardJson, { stepId: lead, afterCardId: c1._id });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe('kanban_card_conflict');
  });

  it('of two people moving the same card at once, one wins and the other gets 409 with a pt-BR notice', async () => {
    const board = await createBoard(t, owner, 'Corrida');
    const [lead, proposta, fechado] = board.steps as [string, string, string];
    const card = await addCard(t, owner, board.id, { stepId: lead, contactId: await contactOf(t, channelId, '5511900000200', 'Corrida') });
    const manager = await createManager(t, owner, 'gerente-kanban', ['ManageKanbans']);
    const [a, b] = await Promise.all([moveCard(t, owner, board.id, card, { stepId: proposta }), moveCard(t, manager.token, board.id, card, { stepId: fechado })]);
    const codes = [a.statusCode, b.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json()).toMatchObject({ error: 'kanban_card_conflict', erroMensagem: 'Este cartão foi alterado por outra pessoa. O quadro foi atualizado.' });
    const winner = (a.statusCode === 200 ? a : b).json().card as CardJson;
    expect(winner.version).toBe(2);
    // Exactly one open stay, in the winner's step.
    const spells = await t.ctx.db.orm.execute<{ step_id: string }>(sql`select step_id from kanban_step_spells where card_id = ${card._id} and left_at is null`);
    expect(spells.rows).toEqual([{ step_id: winner.stepId }]);
  });

  it('the history records creation, moves, edits and value changes with who and when', async () => {
    const board = await createBoard(t, owner, 'Histórico');
    const [lead, proposta] = board.steps as [string, string];
    const card = await addCard(t, owner, board.id, { stepId: lead, contactId: await contactOf(t, channelId, '5511900000300', 'Hist'), valueCents: 1_000 });
    const moved = (await moveCard(t, owner, board.id, card, { stepId: proposta })).json().card as CardJson;
    const op = await createOperator(t, owner, 'resp-kanban');
    const edit = await t.app.inject({
      method: 'PATCH',
      url: cardUrl(board.id, card._id),
      headers: auth(owner),
      payload: { title: 'Anel 18k', valueCents: 5_000, responsibleOperatorId: op.id, dueDate: '2026-12-24', version: moved.version },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().card).toMatchObject({ title: 'Anel 18k', valueCents: 5_000, responsibleOperatorId: op.id, responsibleOperatorName: 'Operador resp-kanban', dueDate: '2026-12-24', version: 3 });
    // An edit made against the old version is refused and changes nothing.
    const stale = await t.app.inject({ method: 'PATCH', url: cardUrl(board.id, card._id), headers: auth(owner), payload: { title: 'Outro', version: moved.version } });
    expect(stale.statusCode).toBe(409);
    const entries = await history(board.id, card._id);
    // Newest first: the creation at the end, then the move; the edit's two rows share one moment.
    expect(entries.map((e) => e.kind).slice(2)).toEqual(['moved', 'created']);
    expect(entries.map((e) => e.kind).slice(0, 2).sort()).toEqual(['edited', 'value']);
    expect(entries.find((e) => e.kind === 'created')).toMatchObject({ userName: 'Dona da Empresa Demo', toStepId: lead });
    expect(entries.find((e) => e.kind === 'moved')).toMatchObject({ fromStepId: lead, toStepId: proposta });
    expect(entries.find((e) => e.kind === 'value')?.details).toEqual({ from: 1_000, to: 5_000 });
    expect(entries.find((e) => e.kind === 'edited')?.details).toMatchObject({ title: ['Hist', 'Anel 18k'], dueDate: [null, '2026-12-24'] });
    // The open stay carries the new value for the reports.
    const spell = await t.ctx.db.orm.execute<{ value_cents: string }>(sql`select value_cents from kanban_step_spells where card_id = ${card._id} and left_at is null`);
    expect(Number(spell.rows[0]?.value_cents)).toBe(5_000);
  });

  it('columns page by cursor under the filters, and a forged cursor is a 400', async () => {
    const board = await createBoard(t, owner, 'Páginas', ['Muitos']);
    const [step] = board.steps as [string];
    for (let i = 0; i < 35; i++) {
      await addCard(t, owner, board.id, { stepId: step, contactId: await contactOf(t, channelId, `55119100${String(i).padStart(5, '0')}`, `Pag ${i}`), valueCents: 100 });
    }
    const first = await boardOf(t, owner, board.id);
    expect(first.columns[0]).toMatchObject({ count: 35, totalCents: 3_500 });
    expect(first.columns[0]?.cards).toHaveLength(30);
    const cursor = first.columns[0]?.nextCursor as string;
    expect(cursor).toBeTruthy();
    const next = await t.app.inject({ method: 'GET', url: `/api/kanbans/${board.id}/steps/${step}/cards?after=${cursor}`, headers: auth(owner) });
    expect(next.statusCode, next.body).toBe(200);
    const rest = next.json().column as { cards: CardJson[]; nextCursor: string | null };
    expect(rest.cards).toHaveLength(5);
    expect(rest.nextCursor).toBeNull();
    const all = [...(first.columns[0]?.cards ?? []), ...rest.cards].map((c) => c._id);
    expect(new Set(all).size).toBe(35);
    const searched = await boardOf(t, owner, board.id, '?search=pag%2012');
    expect(searched.columns[0]?.cards.map((c) => c.title)).toEqual(['Pag 12']);
    expect(searched.columns[0]?.count).toBe(1);
    const forged = await t.app.inject({ method: 'GET', url: `/api/kanbans/${board.id}/steps/${step}/cards?after=bad`, headers: auth(owner) });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().erroMensagem).toBe('Página inválida. Recarregue o quadro.');
  });

  it('an archived board refuses moves and new cards', async () => {
    const board = await createBoard(t, owner, 'Arquivado');
    const card = await addCard(t, owner, board.id, { stepId: board.steps[0], contactId: await contactOf(t, channelId, '5511900000400', 'Arq') });
    expect((await t.app.inject({ method: 'PATCH', url: `/api/kanbans/${board.id}`, headers: auth(owner), payload: { archived: true } })).statusCode).toBe(200);
    const move = await moveCard(t, owner, board.id, card, { stepId: board.steps[1] as string });
    expect(move.statusCode).toBe(409);
    expect(move.json().error).toBe('kanban_archived');
  });

  it('a deleted card leaves the board and its stay is closed for the reports', async () => {
    const board = await createBoard(t, owner, 'Excluir');
    const card = await addCard(t, owner, board.id, { stepId: board.steps[0], contactId: await contactOf(t, channelId, '5511900000500', 'Exc') });
    expect((await t.app.inject({ method: 'DELETE', url: cardUrl(board.id, card._id), headers: auth(owner) })).statusCode).toBe(200);
    expect((await boardOf(t, owner, board.id)).columns[0]?.count).toBe(0);
    const spells = await t.ctx.db.orm.execute<{ left_at: Date | null }>(sql`select left_at from kanban_step_spells where card_id = ${card._id}`);
    expect(spells.rows[0]?.left_at).not.toBeNull();
    expect((await t.app.inject({ method: 'GET', url: cardUrl(board.id, card._id), headers: auth(owner) })).statusCode).toBe(404);
  });
});

describe('operators use the kanban from the attendance panel', () => {
  it('an operator adds the attendance they serve to a board of their department, and cannot touch other contacts', async () => {
    const sales = await createDepartment(t, channelId, 'Vendas Kanban');
    const support = await createDepartment(t, channelId, 'Suporte Kanban');
    const op = await createOperator(t, owner, 'op-kanban', { departmentIds: [sales] });
    const salesBoard = await createBoard(t, owner, 'Funil de vendas', ['Novo', 'Negociação'], { departmentIds: [sales] });
    const supportBoard = await createBoard(t, owner, 'Chamados', ['Aberto'], { departmentIds: [support] });
    const attendanceId = await customerWrites(t, channelId, '5511900000600', 'Cliente do Op');
    await transfer(t, owner, attendanceId, { operatorId: op.id });

    const available = await t.app.inject({ method: 'GET', url: '/api/kanbans/available', headers: auth(op.token) });
    expect(available.statusCode).toBe(200);
    const names = (available.json().kanbans as Array<{ name: string }>).map((k) => k.name);
    expect(names).toContain('Funil de vendas');
    expect(names).not.toContain('Chamados');

    const card = await addCard(t, op.token, salesBoard.id, { stepId: salesBoard.steps[0], attendanceId, valueCents: 9_900 });
    expect(card.title).toBe('Cliente do Op');
    const cards = await t.app.inject({ method: 'GET', url: `/api/kanbans/contact-cards/${card.contactId}`, headers: auth(op.token) });
    expect(cards.json().cards).toMatchObject([{ _id: card._id, kanbanName: 'Funil de vendas', stepName: 'Novo', conversation: { state: 'inAttendance', attendanceId } }]);
    // The operator moves it from the panel.
    expect((await moveCard(t, op.token, salesBoard.id, card, { stepId: salesBoard.steps[1] as string })).statusCode).toBe(200);

    // A board of another department, a contact they do not serve, and the board screen are refused.
    const refusedBoard = await t.app.inject({ method: 'POST', url: `/api/kanbans/${supportBoard.id}/cards`, headers: auth(op.token), payload: { stepId: supportBoard.steps[0], attendanceId } });
    expect(refusedBoard.statusCode).toBe(403);
    expect(refusedBoard.json().error).toBe('kanban_not_available');
    const stranger = await contactOf(t, channelId, '5511900000601', 'Não é dele');
    const refusedContact = await t.app.inject({ method: 'POST', url: `/api/kanbans/${salesBoard.id}/cards`, headers: auth(op.token), payload: { stepId: salesBoard.steps[0], contactId: stranger } });
    expect(refusedContact.statusCode).toBe(403);
    expect(refusedContact.json().error).toBe('kanban_contact_not_served');
    expect((await t.app.inject({ method: 'GET', url: `/api/kanbans/${salesBoard.id}/board`, headers: auth(op.token) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: cardUrl(salesBoard.id, card._id), headers: auth(op.token) })).statusCode).toBe(403);
  });
});

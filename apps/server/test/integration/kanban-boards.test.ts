import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { auth, createCompany, type TestApp } from '../support/test-app.js';
import { createDepartment, createManager, createOperator } from '../support/operator-fixtures.js';
import { addCard, boardOf, contactOf, createBoard, enableKanban, kanbanCompanies } from '../support/kanban-fixtures.js';

let t: TestApp;
let owner: string;
let channelId: string;
let other: { channelId: string; ownerToken: string };

beforeAll(async () => {
  ({ t, owner, channelId, other } = await kanbanCompanies('Outra Quadros', '5531922224444'));
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, token = owner, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });

describe('boards and steps', () => {
  it('creates, renames, limits to departments, archives and lists boards; names are unique per company ignoring case', async () => {
    const dept = await createDepartment(t, channelId, 'Dept Quadros');
    const board = await createBoard(t, owner, 'Pipeline', ['A', 'B']);
    const dup = await call('POST', '/api/kanbans', owner, { name: 'PIPELINE' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ error: 'duplicate', erroMensagem: 'Já existe um quadro com este nome.' });
    expect((await call('POST', '/api/kanbans', other.ownerToken, { name: 'Pipeline' })).statusCode).toBe(201);
    const renamed = await call('PATCH', `/api/kanbans/${board.id}`, owner, { name: 'Pipeline 2026', departmentIds: [dept] });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().kanban).toMatchObject({ name: 'Pipeline 2026', departmentIds: [dept], archived: false });
    // A rename alone keeps the departments.
    expect((await call('PATCH', `/api/kanbans/${board.id}`, owner, { name: 'Pipeline' })).json().kanban.departmentIds).toEqual([dept]);
    const empty = await call('POST', '/api/kanbans', owner, { name: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().erroMensagem).toContain('Informe o nome do quadro');
    const theirDept = await createDepartment(t, other.channelId, 'Deles');
    expect((await call('PATCH', `/api/kanbans/${board.id}`, owner, { departmentIds: [theirDept] })).json().error).toBe('department_not_found');

    expect((await call('PATCH', `/api/kanbans/${board.id}`, owner, { archived: true })).json().kanban.archived).toBe(true);
    const live = (await call('GET', '/api/kanbans/page/1?perPage=100')).json().items as Array<{ name: string }>;
    const archived = (await call('GET', '/api/kanbans/page/1?archived=true')).json().items as Array<{ name: string; stepsCount: number }>;
    expect(live.map((b) => b.name)).not.toContain('Pipeline');
    expect(archived).toMatchObject([{ name: 'Pipeline', stepsCount: 2 }]);
    // Another company's board reads as not found.
    expect((await call('GET', `/api/kanbans/${board.id}`, other.ownerToken)).statusCode).toBe(404);
  });

  it('steps are added, changed, reordered and deleted only when empty; at most 20', async () => {
    const board = await createBoard(t, owner, 'Etapas', ['Um', 'Dois', 'Três']);
    const [um, dois, tres] = board.steps as [string, string, string];
    const order = await call('PUT', `/api/kanbans/${board.id}/steps/order`, owner, { stepIds: [tres, um, dois] });
    expect(order.statusCode, order.body).toBe(200);
    expect((await call('GET', `/api/kanbans/${board.id}`)).json().kanban.steps.map((s: { name: string }) => s.name)).toEqual(['Três', 'Um', 'Dois']);
    expect((await call('PUT', `/api/kanbans/${board.id}/steps/order`, owner, { stepIds: [tres, um] })).json().error).toBe('kanban_step_order_mismatch');
    const won = await call('PATCH', `/api/kanbans/${board.id}/steps/${dois}`, owner, { outcome: 'won', color: '#40c057' });
    expect(won.json().step).toMatchObject({ name: 'Dois', outcome: 'won', color: '#40c057' });
    await addCard(t, owner, board.id, { stepId: um, contactId: await contactOf(t, channelId, '5511920000001', 'Etapa') });
    const busy = await call('DELETE', `/api/kanbans/${board.id}/steps/${um}`);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().erroMensagem).toBe('Esta etapa tem cartões. Mova-os para outra etapa antes de excluí-la.');
    expect((await call('DELETE', `/api/kanbans/${board.id}/steps/${tres}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/kanbans/${board.id}`)).json().kanban.steps.map((s: { position: number }) => s.position)).toEqual([0, 1]);
    for (let i = 0; i < 18; i++) expect((await call('POST', `/api/kanbans/${board.id}/steps`, owner, { name: `E${i}`, color: '#228be6' })).statusCode).toBe(201);
    const full = await call('POST', `/api/kanbans/${board.id}/steps`, owner, { name: 'Demais', color: '#228be6' });
    expect(full.statusCode).toBe(409);
    expect(full.json().error).toBe('kanban_steps_full');
  });

  it('duplicates a board with its steps and no cards', async () => {
    const board = await createBoard(t, owner, 'Original', ['X', 'Y']);
    await addCard(t, owner, board.id, { stepId: board.steps[0], contactId: await contactOf(t, channelId, '5511920000002', 'Dup') });
    const copy = await call('POST', `/api/kanbans/${board.id}/duplicate`);
    expect(copy.statusCode).toBe(201);
    expect(copy.json().kanban).toMatchObject({ name: 'Original (cópia)', steps: [{ name: 'X' }, { name: 'Y' }] });
    expect((await boardOf(t, owner, copy.json().kanban._id as string)).columns.map((c) => c.count)).toEqual([0, 0]);
    expect((await call('POST', `/api/kanbans/${board.id}/duplicate`)).json().kanban.name).toBe('Original (cópia 2)');
  });

  it('deleting a board drops its cards or moves them to the first step of another board, keeping a contact once', async () => {
    const source = await createBoard(t, owner, 'Sai', ['S1', 'S2']);
    const target = await createBoard(t, owner, 'Fica', ['F1']);
    const shared = await contactOf(t, channelId, '5511920000010', 'Nos dois');
    const only = await contactOf(t, channelId, '5511920000011', 'Só na origem');
    await addCard(t, owner, source.id, { stepId: source.steps[0], contactId: shared });
    await addCard(t, owner, source.id, { stepId: source.steps[1], contactId: only, valueCents: 700 });
    await addCard(t, owner, target.id, { stepId: target.steps[0], contactId: shared });
    const noTarget = await call('DELETE', `/api/kanbans/${source.id}?cards=move`);
    expect(noTarget.statusCode).toBe(400);
    const moved = await call('DELETE', `/api/kanbans/${source.id}?cards=move&moveTo=${target.id}`);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ moved: 1, removed: 1 });
    const after = await boardOf(t, owner, target.id);
    expect(after.columns[0]).toMatchObject({ count: 2, totalCents: 700 });
    expect(after.columns[0]?.cards.map((c) => c.title)).toEqual(['Só na origem', 'Nos dois']);
    expect((await call('GET', `/api/kanbans/${source.id}`)).statusCode).toBe(404);

    const gone = await createBoard(t, owner, 'Some', ['G']);
    await addCard(t, owner, gone.id, { stepId: gone.steps[0], contactId: only });
    expect((await call('DELETE', `/api/kanbans/${gone.id}?cards=delete`)).json()).toMatchObject({ moved: 0, removed: 1 });
    const cards = await t.ctx.db.orm.execute<{ n: number }>(sql`select count(*)::int as n from kanban_cards where kanban_id = ${gone.id}`);
    expect(cards.rows[0]?.n).toBe(0);
  });
});

describe('who may use the kanban', () => {
  it('managers need ManageKanbans; operators never manage boards', async () => {
    const board = await createBoard(t, owner, 'Acesso');
    const without = await createManager(t, owner, 'gerente-sem-kanban', ['Reports']);
    const withKanban = await createManager(t, owner, 'gerente-com-kanban', ['ManageKanbans']);
    const op = await createOperator(t, owner, 'op-sem-quadros');
    expect((await call('GET', `/api/kanbans/${board.id}/board`, without.token)).statusCode).toBe(403);
    expect((await call('POST', '/api/kanbans', without.token, { name: 'Não' })).statusCode).toBe(403);
    expect((await call('GET', `/api/kanbans/${board.id}/board`, withKanban.token)).statusCode).toBe(200);
    expect((await call('POST', '/api/kanbans', withKanban.token, { name: 'Do gerente' })).statusCode).toBe(201);
    // The board's responsible-operator filter and editor list the channel's operators.
    expect((await call('GET', `/api/operator/hideDeleted/channel/${channelId}`, withKanban.token)).statusCode).toBe(200);
    expect((await call('GET', '/api/kanbans/page/1', op.token)).statusCode).toBe(403);
    expect((await call('PATCH', `/api/kanbans/${board.id}`, op.token, { name: 'x' })).statusCode).toBe(403);
  });

  it('the module needs both kanban and the customer portfolio on; off, every kanban call is 403', async () => {
    const company = await createCompany(t, { name: 'Sem Kanban', channelNumber: '5531922225555', ownerLogin: 'sem-kanban' });
    const refused = await call('GET', '/api/kanbans/page/1', company.ownerToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('module_disabled');
    await enableKanban(t, company.channelId, company.ownerToken, true, false);
    expect((await call('GET', '/api/kanbans/available', company.ownerToken)).statusCode).toBe(403);
    await enableKanban(t, company.channelId, company.ownerToken, true, true);
    expect((await call('GET', '/api/kanbans/available', company.ownerToken)).statusCode).toBe(200);
  });
});

// The board seen live and its steps' automatic actions, with the queue running: watchers of a board
// (and only those allowed) hear moves as they happen; a move into a step with a template action sends
// the template to the card's contact once, whatever runs the job again; a department action transfers
// the contact's open attendance; each outcome lands in the card's history.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import type { KanbanCardEvent } from '@atende/contract';
import { auth, createCompany } from '../support/test-app.js';
import { eventually } from '../support/eventually.js';
import { createDepartment, createManager, createOperator, customerWrites, nextEvent, nextEventWhere, startListeningApp } from '../support/operator-fixtures.js';
import { addCard, contactOf, createBoard, enableKanban, moveCard } from '../support/kanban-fixtures.js';
import { runStepActionJob, sweepLostStepActions } from '../../src/modules/kanban/index.js';

let ctx: Awaited<ReturnType<typeof startListeningApp>>;

beforeAll(async () => {
  ctx = await startListeningApp({ queue: true });
  await enableKanban(ctx.t, ctx.channelId, ctx.owner);
});
afterAll(async () => {
  ctx.clients.closeAll();
  await ctx.t.close();
});

const watch = (socket: Socket, kanbanId: string) => new Promise<boolean>((resolve) => socket.emit('kanban.watch', { kanbanId }, (r: { ok: boolean }) => resolve(r.ok)));

describe('the board live', () => {
  it('a watcher sees another person move a card; strangers and other companies cannot watch', async () => {
    const { t, owner, channelId } = ctx;
    const board = await createBoard(t, owner, 'Ao vivo');
    const card = await addCard(t, owner, board.id, { stepId: board.steps[0], contactId: await contactOf(t, channelId, '5511930000001', 'Vivo') });
    const watcher = await ctx.clients.open(owner);
    expect(await watch(watcher, board.id)).toBe(true);
    const manager = await createManager(t, owner, 'gerente-ao-vivo', ['ManageKanbans']);
    const heard = nextEvent<KanbanCardEvent>(watcher, 'kanban.card');
    expect((await moveCard(t, manager.token, board.id, card, { stepId: board.steps[1] as string })).statusCode).toBe(200);
    const event = await heard;
    expect(event).toMatchObject({ kanbanId: board.id, fromStepId: board.steps[0], card: { _id: card._id, stepId: board.steps[1], version: 2, contactName: 'Vivo' } });

    const reportsOnly = await createManager(t, owner, 'gerente-so-relatorios', ['Reports']);
    expect(await watch(await ctx.clients.open(reportsOnly.token), board.id)).toBe(false);
    const company = await createCompany(t, { name: 'Espiã', channelNumber: '5531922226666', ownerLogin: 'espia-kanban' });
    await enableKanban(t, company.channelId, company.ownerToken);
    expect(await watch(await ctx.clients.open(company.ownerToken), board.id)).toBe(false);
    const sales = await createDepartment(t, channelId, 'Vendas ao vivo');
    const limited = await createBoard(t, owner, 'Só vendas', ['A'], { departmentIds: [sales] });
    const outsider = await createOperator(t, owner, 'op-fora-vendas');
    expect(await watch(await ctx.clients.open(outsider.token), limited.id)).toBe(false);
    expect(await watch(await ctx.clients.open(outsider.token), board.id)).toBe(true);
  });

  it('a manager who loses ManageKanbans stops hearing the board at once, and cannot watch it again', async () => {
    const { t, owner, channelId } = ctx;
    const board = await createBoard(t, owner, 'Permissão retirada');
    const card = await addCard(t, owner, board.id, { stepId: board.steps[0], contactId: await contactOf(t, channelId, '5511930000010', 'Perm') });
    const manager = await createManager(t, owner, 'gerente-perde-kanban', ['ManageKanbans']);
    const socket = await ctx.clients.open(manager.token);
    expect(await watch(socket, board.id)).toBe(true);
    const told = nextEvent(socket, 'session.updated');
    const res = await t.app.inject({ method: 'PUT', url: `/api/channel/manager/${manager.id}`, headers: auth(owner), payload: { permissions: ['Reports'] } });
    expect(res.statusCode, res.body).toBe(200);
    await told;
    const heard: unknown[] = [];
    socket.on('kanban.card', (e: unknown) => heard.push(e));
    const watcher = await ctx.clients.open(owner);
    expect(await watch(watcher, board.id)).toBe(true);
    const ownerHeard = nextEvent(watcher, 'kanban.card');
    expect((await moveCard(t, owner, board.id, card, { stepId: board.steps[1] as string })).statusCode).toBe(200);
    await ownerHeard;
    expect(heard).toEqual([]);
    expect(await watch(socket, board.id)).toBe(false);
  });

  it('a card follows its contact conversation: waiting, then in attendance when an operator takes it', async () => {
    const { t, owner, channelId } = ctx;
    const board = await createBoard(t, owner, 'Conversa');
    const attendanceId = await customerWrites(t, channelId, '5511930000002', 'Conversa Viva');
    const card = await addCard(t, owner, board.id, { stepId: board.steps[0], attendanceId });
    expect(card).toMatchObject({ conversation: { state: 'waiting', attendanceId } });
    const watcher = await ctx.clients.open(owner);
    expect(await watch(watcher, board.id)).toBe(true);
    const op = await createOperator(t, owner, 'op-conversa', { maxAttendances: 10 });
    const heard = nextEventWhere<KanbanCardEvent>(watcher, 'kanban.card', (e) => e.card._id === card._id && e.card.conversation?.state !== 'waiting');
    const res = await t.app.inject({ method: 'POST', url: `/api/attendance/${attendanceId}/transfer`, headers: auth(owner), payload: { operatorId: op.id } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await heard).card.conversation).toEqual({ state: 'inAttendance', attendanceId });
  });
});

describe('step actions', () => {
  async function approvedTemplate(name: string): Promise<string> {
    const { t, owner } = ctx;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/templates',
      headers: auth(owner),
      payload: { name, category: 'MARKETING', language: 'pt_BR', body: 'Olá {{1}}, sua proposta está pronta.', bodyExamples: ['Ana'] },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().template._id as string;
    await t.ctx.db.orm.execute(sql`update message_templates set status = 'APPROVED' where id = ${id}`);
    return id;
  }

  const templateMessages = async (contactNumber: string) =>
    (
      await ctx.t.ctx.db.orm.execute<{ n: number }>(sql`
        select count(*)::int as n from messages m join contacts c on c.id = m.contact_id
         where c.number = ${contactNumber} and m.direction = 'out' and m.type = 'template'`)
    ).rows[0]?.n ?? 0;

  it('a template step sends the approved template to the card contact once, and the history says so', async () => {
    const { t, owner, channelId } = ctx;
    const templateId = await approvedTemplate('proposta_kanban');
    const board = await createBoard(t, owner, 'Com ação', ['Lead']);
    const step = await t.app.inject({
      method: 'POST',
      url: `/api/kanbans/${board.id}/steps`,
      headers: auth(owner),
      payload: { name: 'Proposta', color: '#fab005', action: { kind: 'template', templateId, bodyVariables: [{ source: 'field', field: 'name', fallback: 'cliente' }] } },
    });
    expect(step.statusCode, step.body).toBe(201);
    const proposta = step.json().step._id as string;
    const number = '5511930000003';
    const card = await addCard(t, owner, board.id, { stepId: board.steps[0], contactId: await contactOf(t, channelId, number, 'Joana') });
    expect((await moveCard(t, owner, board.id, card, { stepId: proposta })).statusCode).toBe(200);

    const action = await eventually(async () => {
      const history = (await t.app.inject({ method: 'GET', url: `/api/kanbans/${board.id}/cards/${card._id}/history`, headers: auth(owner) })).json().history as Array<{ kind: string; details: Record<string, unknown> }>;
      const entry = history.find((e) => e.kind === 'action');
      expect(entry).toBeDefined();
      return entry;
    });
    expect(action?.details).toMatchObject({ action: 'template', ok: true, detail: 'Modelo "proposta_kanban" enviado ao contato.' });
    expect(await templateMessages(number)).toBe(1);
    const sent = await t.ctx.db.orm.execute<{ content: unknown }>(sql`select m.content from messages m join contacts c on c.id = m.contact_id where c.number = ${number} and m.type = 'template'`);
    expect(JSON.stringify(sent.rows[0]?.content)).toContain('Joana');

    // The same spell run again (a duplicate delivery, a retry, the sweeper) sends nothing more.
    const spell = await t.ctx.db.orm.execute<{ id: string }>(sql`select id from kanban_step_spells where card_id = ${card._id} and step_id = ${proposta}`);
    const spellId = spell.rows[0]?.id as string;
    const again = await runStepActionJob(t.ctx, { messages: { sendTemplate: () => Promise.reject(new Error('must not send')) }, attendances: { transfer: () => Promise.reject(new Error('must not transfer')) } }, { channelId, kanbanId: board.id, cardId: card._id, spellId });
    expect(again).toBeUndefined();
    expect(await sweepLostStepActions(t.ctx, t.queue, new Date(Date.now() + 3_600_000))).toBe(0);
    expect(await templateMessages(number)).toBe(1);
  });

  it('a department step puts the contact open attendance in that department queue', async () => {
    const { t, owner, channelId } = ctx;
    const dept = await createDepartment(t, channelId, 'Pós-venda ação');
    const board = await createBoard(t, owner, 'Transferir', ['Venda']);
    const step = await t.app.inject({
      method: 'POST',
      url: `/api/kanbans/${board.id}/steps`,
      headers: auth(owner),
      payload: { name: 'Pós-venda', color: '#12b886', action: { kind: 'department', departmentId: dept } },
    });
    const attendanceId = await customerWrites(t, channelId, '5511930000004', 'Vai para pós-venda');
    const card = await addCard(t, owner, board.id, { stepId: board.steps[0], attendanceId });
    expect((await moveCard(t, owner, board.id, card, { stepId: step.json().step._id as string })).statusCode).toBe(200);
    await eventually(async () => {
      const row = await t.ctx.db.orm.execute<{ department_id: string | null }>(sql`select department_id from attendances where id = ${attendanceId}`);
      expect(row.rows[0]?.department_id).toBe(dept);
    });
  });

  it('a template step refuses a template that is not approved', async () => {
    const { t, owner } = ctx;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/templates',
      headers: auth(owner),
      payload: { name: 'pendente_kanban', category: 'MARKETING', language: 'pt_BR', body: 'Oi' },
    });
    const board = await createBoard(t, owner, 'Modelo pendente', ['A']);
    const step = await t.app.inject({
      method: 'POST',
      url: `/api/kanbans/${board.id}/steps`,
      headers: auth(owner),
      payload: { name: 'B', color: '#fab005', action: { kind: 'template', templateId: res.json().template._id } },
    });
    expect(step.statusCode).toBe(400);
    expect(step.json().erroMensagem).toBe('Escolha um modelo aprovado pela Meta.');
  });
});

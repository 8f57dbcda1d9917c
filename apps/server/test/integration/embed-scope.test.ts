// The /chat embed token reaches exactly the routes the embedded chat calls (apps/web/src/features/embed
// and the attendance ChatPane it mounts), and only someone who may already read an operator's
// conversations obtains that operator's token.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, type TestApp } from '../support/test-app.js';
import { createManager, createOperator, type TestOperator } from '../support/operator-fixtures.js';
import { embedTokenRoutes } from '../../src/platform/http/access.js';
import { connectSocket } from '../support/sockets.js';

let t: TestApp;
let owner: string;
let channelId: string;
let operator: TestOperator;
let colleague: TestOperator;
let attendanceId: string;
let embed: string;

/**
 * What the embedded chat calls: boot (me), the session's channel config re-read, the attendance and
 * its history, read marks and the typing signal, text/file/template sends with quick answers and
 * approved templates, the observation, and the transfer and finish dialogs with their operator,
 * department and tabulation lists.
 */
const EMBEDDED_CHAT_ROUTES = [
  'GET /api/attendance/:id',
  'GET /api/channel/config/:id',
  'GET /api/channel/tabulations/:channelId',
  'GET /api/department/channel/:channelId',
  'GET /api/message/attendance/:attendanceId',
  'GET /api/operator/hideDeleted/channel/:channelId',
  'GET /api/quickanswers',
  'GET /api/templates/approved',
  'GET /api/user/me',
  'POST /api/attendance/:id/finish',
  'POST /api/attendance/:id/transfer',
  'POST /api/attendance/:id/typing',
  'POST /api/message/read/:attendanceId',
  'POST /api/message/send',
  'POST /api/message/send_template',
  'POST /api/upload',
  'PUT /api/attendance/:id/observation',
];

const issue = (operatorId: string, token: string) =>
  t.app.inject({ method: 'GET', url: `/api/user/operator-token/operatorId/${operatorId}`, headers: auth(token) });

const managerWith = async (login: string, permissions: string[]) => (await createManager(t, owner, login, permissions)).token;

beforeAll(async () => {
  t = await createTestApp();
  const session = await t.login('empresa');
  owner = session.token;
  channelId = session.user.channelId as string;
  operator = await createOperator(t, owner, 'embutido');
  colleague = await createOperator(t, owner, 'colega-embutido');
  const contact = await t.ctx.db.orm.execute<{ id: string }>(sql`insert into contacts (channel_id, number, name) values (${channelId}, '5511987005555', 'Cliente') returning id`);
  const attendance = await t.ctx.db.orm.execute<{ id: string }>(sql`
    insert into attendances (channel_id, contact_id, status, operator_id, assigned_at, last_inbound_at, last_message_at)
    values (${channelId}, ${contact.rows[0]?.id}, 'in_attendance', ${operator.id}, now(), now(), now()) returning id`);
  attendanceId = attendance.rows[0]?.id as string;
  const issued = await issue(operator.id, owner);
  expect(issued.statusCode).toBe(200);
  embed = issued.json<{ token: string }>().token;
});
afterAll(async () => {
  await t?.close();
});

describe('the embed token reaches exactly the embedded chat’s routes', () => {
  it('the routes that accept it are the ones the embedded chat calls, no more', () => {
    expect(embedTokenRoutes(t.app)).toEqual(EMBEDDED_CHAT_ROUTES);
  });

  it.each([
    ['the queue', 'GET', (): string => '/api/attendance/queue'],
    ['the attendance list', 'GET', (): string => `/api/attendance/operator/${operator.id}`],
    ['the unread counts', 'GET', (): string => `/api/message/unread/${operator.id}`],
    ['pulling from the queue', 'POST', (): string => `/api/attendance/${attendanceId}/pull`],
    ['the online switch', 'PATCH', (): string => `/api/operator/status/${operator.id}`],
    ['the operator record', 'GET', (): string => `/api/operator/${operator.id}`],
    ['the online operators', 'GET', (): string => `/api/operator/online/${operator.id}`],
    ['logout', 'POST', (): string => '/api/user/logout'],
    ['the share link', 'POST', (): string => `/api/attendance/${attendanceId}/share-link`],
    ['the contacts', 'GET', (): string => `/api/contact/${channelId}`],
  ] as const)('refuses it on %s (403 embed_token_scope)', async (_name, method, url) => {
    const res = await t.app.inject({ method, url: url(), headers: auth(embed), payload: method === 'GET' ? undefined : { status: true } });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().error).toBe('embed_token_scope');
  });

  it('does not open the /qr namespace (channel connection), which the embedded chat never uses', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    await expect(connectSocket(t, '/qr', { token: embed })).rejects.toThrow(/embed_token_scope/);
    const ownerSocket = await connectSocket(t, '/qr', { token: owner });
    expect(ownerSocket.connected).toBe(true);
    ownerSocket.close();
  });

  it('works on the routes the chat calls beyond the conversation: approved templates and quick answers', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/templates/approved', headers: auth(embed) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/quickanswers?search=', headers: auth(embed) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/attendance/${attendanceId}`, headers: auth(embed) })).statusCode).toBe(200);
  });
});

describe("who obtains an operator's embed token", () => {
  it('the owner always', async () => {
    expect((await issue(colleague.id, owner)).statusCode).toBe(200);
  });

  it('a manager only with AttendancesManage (the permission that reads that operator’s conversations)', async () => {
    const reports = await issue(operator.id, await managerWith('so-relatorios', ['Reports']));
    expect(reports.statusCode).toBe(403);
    expect(reports.json().erroMensagem).toBeTruthy();
    expect((await issue(operator.id, await managerWith('so-operadores', ['Manageoperators']))).statusCode).toBe(403);
    const manage = await issue(operator.id, await managerWith('atendimentos', ['AttendancesManage']));
    expect(manage.statusCode).toBe(200);
    expect(manage.json().operatorId).toBe(operator.id);
  });

  it('an operator only their own', async () => {
    const own = await issue(operator.id, operator.token);
    expect(own.statusCode).toBe(200);
    const other = await issue(colleague.id, operator.token);
    expect(other.statusCode).toBe(403);
    expect(other.json().erroMensagem).toBe('Você só pode obter o token do seu próprio chat incorporado.');
  });
});

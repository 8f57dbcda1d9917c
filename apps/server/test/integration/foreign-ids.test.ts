// Ids in a request (body, query, params) must be the caller's company's: company B's owner sends
// company A's tag, operator, department, contact, template, tabulation, file and message ids to every
// route that takes one, and gets a 404 naming the entity with nothing written anywhere.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createCompany, createTestApp, type TestApp } from '../support/test-app.js';
import { createDepartment, createOperator, type TestOperator } from '../support/operator-fixtures.js';
import { upsertContact } from '../../src/modules/contacts/contacts.repository.js';

let t: TestApp;
/** Company A (the demo company): the owner of every id B sends. */
const a = { channelId: '', tag: '', department: '', tabulation: '', operator: '', contact: '', template: '', media: '', message: '' };
/** Company B: its owner calls, with its own rows where a route needs one besides the foreign id. */
const b = { channelId: '', owner: '', tag: '', department: '', tabulation: '', contact: '', template: '', attendance: '', operator: null as TestOperator | null };

const one = async <T>(query: ReturnType<typeof sql>) => (await t.ctx.db.orm.execute<T & Record<string, unknown>>(query)).rows[0] as T;
const idOf = async (query: ReturnType<typeof sql>) => (await one<{ id: string }>(query)).id;

/** Access logs and the queue record requests; every other table of the database must be left as it was. */
const UNWATCHED = new Set(['access_logs', '__drizzle_migrations']);

/** A hash of every row of every table: equal before and after means the request wrote nothing. */
async function databaseFingerprint(): Promise<string> {
  const tables = await t.ctx.db.orm.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const parts: string[] = [];
  for (const { name } of tables.rows) {
    if (UNWATCHED.has(name)) continue;
    const row = await one<{ h: string | null }>(sql`select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from ${sql.identifier(name)} x`);
    parts.push(`${name}:${row.h}`);
  }
  return parts.join('\n');
}

type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: Record<string, unknown> };
type Row = { name: string; entity: string; message: string; call: () => Call };

const numbered = (departmentId: string) => ({
  id: 'raiz-estrangeira',
  kind: 'numbered',
  text: 'Escolha',
  options: [{ id: 'a', title: 'Vendas', target: { kind: 'department', departmentId } }],
});
const campaign = (overrides: Record<string, unknown>) => ({
  name: 'Campanha B',
  templateId: b.template,
  audience: { kind: 'contacts', tagIds: [b.tag] },
  onReply: { action: 'bot', departmentId: null },
  ...overrides,
});
const at = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

const rows: Row[] = [
  { name: 'contact created with a tag', entity: 'tag', message: 'Etiqueta não encontrada.', call: () => ({ method: 'POST', url: '/api/contact', payload: { number: '5531977770001', name: 'Novo', tagId: a.tag } }) },
  { name: 'contact created with a responsible operator', entity: 'operator', message: 'Operador não encontrado.', call: () => ({ method: 'POST', url: '/api/contact', payload: { number: '5531977770002', name: 'Novo', responsibleOperatorId: a.operator } }) },
  { name: 'contact edited with a tag', entity: 'tag', message: 'Etiqueta não encontrada.', call: () => ({ method: 'PUT', url: `/api/contact/${b.contact}`, payload: { name: 'Editado', tagId: a.tag } }) },
  { name: 'campaign with a template', entity: 'template', message: 'Modelo não encontrado neste canal. Sincronize os modelos e escolha um aprovado.', call: () => ({ method: 'POST', url: '/api/campaigns', payload: campaign({ templateId: a.template }) }) },
  { name: 'campaign audience by tag', entity: 'tag', message: 'Etiqueta não encontrada.', call: () => ({ method: 'POST', url: '/api/campaigns', payload: campaign({ audience: { kind: 'contacts', tagIds: [b.tag, a.tag] } }) }) },
  { name: 'campaign audience by responsible operator', entity: 'operator', message: 'Operador não encontrado.', call: () => ({ method: 'POST', url: '/api/campaigns', payload: campaign({ audience: { kind: 'contacts', tagIds: [], operatorId: a.operator } }) }) },
  { name: 'campaign reply department', entity: 'department', message: 'Departamento não encontrado.', call: () => ({ method: 'POST', url: '/api/campaigns', payload: campaign({ onReply: { action: 'department', departmentId: a.department } }) }) },
  { name: 'campaign audience count by tag', entity: 'tag', message: 'Etiqueta não encontrada.', call: () => ({ method: 'POST', url: '/api/campaigns/audience/count', payload: { audience: { kind: 'contacts', tagIds: [a.tag] } } }) },
  { name: 'attendance transferred to an operator', entity: 'operator', message: 'Operador não encontrado.', call: () => ({ method: 'POST', url: `/api/attendance/${b.attendance}/transfer`, payload: { operatorId: a.operator } }) },
  { name: 'attendance transferred to a department', entity: 'department', message: 'Departamento não encontrado.', call: () => ({ method: 'POST', url: `/api/attendance/${b.attendance}/transfer`, payload: { departmentId: a.department } }) },
  { name: 'attendance finished with a tabulation', entity: 'tabulation', message: 'Tabulação não encontrada.', call: () => ({ method: 'POST', url: `/api/attendance/${b.attendance}/finish`, payload: { tabulationId: a.tabulation } }) },
  { name: 'operator created in a department', entity: 'department', message: 'Departamento não encontrado.', call: () => ({ method: 'POST', url: '/api/operator', payload: { name: 'Novo', login: 'novo-b', password: 'senha-forte-1', departmentIds: [b.department, a.department] } }) },
  { name: 'operator moved to a department', entity: 'department', message: 'Departamento não encontrado.', call: () => ({ method: 'PUT', url: `/api/operator/${b.operator?.id}`, payload: { departmentIds: [a.department] } }) },
  { name: 'wallet taken from an operator', entity: 'operator', message: 'Operador não encontrado.', call: () => ({ method: 'POST', url: '/api/operator/transfer-wallet', payload: { operatorIdFrom: a.operator, operatorIdTo: b.operator?.id } }) },
  { name: 'wallet given to an operator', entity: 'operator', message: 'Operador não encontrado.', call: () => ({ method: 'POST', url: '/api/operator/transfer-wallet', payload: { operatorIdFrom: b.operator?.id, operatorIdTo: a.operator } }) },
  { name: 'quick answer with a file', entity: 'media', message: 'Arquivo não encontrado.', call: () => ({ method: 'POST', url: '/api/quickanswers', payload: { shortcut: 'estrangeiro', text: 'Olá', mediaId: a.media } }) },
  { name: 'message sent with a file', entity: 'media', message: 'Arquivo não encontrado. Envie o arquivo novamente.', call: () => ({ method: 'POST', url: '/api/message/send', payload: { type: 'image', attendanceId: b.attendance, mediaId: a.media } }) },
  { name: 'message sent quoting a message', entity: 'message', message: 'Mensagem não encontrada.', call: () => ({ method: 'POST', url: '/api/message/send', payload: { type: 'text', attendanceId: b.attendance, text: 'Oi', replyToId: a.message } }) },
  { name: 'reaction to a message', entity: 'message', message: 'Mensagem não encontrada.', call: () => ({ method: 'POST', url: '/api/message/send', payload: { type: 'reaction', attendanceId: b.attendance, messageId: a.message, emoji: '👍' } }) },
  { name: 'bot menu option to a department', entity: 'department', message: 'A opção "Vendas" leva a um departamento que não existe.', call: () => ({ method: 'POST', url: '/api/chatbot/menus', payload: numbered(a.department) }) },
  { name: 'bot default department', entity: 'department', message: 'O departamento padrão escolhido não existe.', call: () => ({ method: 'PUT', url: '/api/chatbot/settings', payload: { enabled: false, rootMenuId: null, defaultDepartmentId: a.department, maxInvalidAnswers: 3, outsideHoursAction: 'wait', abandonmentMinutes: 30, queueAbandonmentMinutes: 0, surveyEnabled: false, surveyMinutes: 60 } }) },
  { name: 'calendar event for an operator', entity: 'operator', message: 'Operador não encontrado.', call: () => ({ method: 'POST', url: '/api/operator/calendar', payload: { title: 'Reunião', startsAt: at(24), operatorId: a.operator } }) },
  { name: 'calendar event about a contact', entity: 'contact', message: 'Contato não encontrado.', call: () => ({ method: 'POST', url: '/api/operator/calendar', payload: { title: 'Reunião', startsAt: at(24), operatorId: b.operator?.id, contactId: a.contact } }) },
  // Ids in the query and the path: already refused, kept so they stay refused.
  { name: 'tag deleted moving its contacts to a tag', entity: 'replacement', message: '', call: () => ({ method: 'DELETE', url: `/api/channel/tags/${b.channelId}/${b.tag}?replaceWith=${a.tag}` }) },
  { name: 'department deleted moving to a department', entity: 'replacement', message: '', call: () => ({ method: 'DELETE', url: `/api/department/${b.department}?replaceWith=${a.department}` }) },
  { name: 'tabulation deleted moving to a tabulation', entity: 'replacement', message: '', call: () => ({ method: 'DELETE', url: `/api/channel/tabulations/${b.channelId}/${b.tabulation}?replaceWith=${a.tabulation}` }) },
  { name: 'operator edited by id', entity: 'operator', message: '', call: () => ({ method: 'PUT', url: `/api/operator/${a.operator}`, payload: { name: 'Invadido' } }) },
  { name: 'department edited by id', entity: 'department', message: '', call: () => ({ method: 'PUT', url: `/api/department/${a.department}`, payload: { name: 'Invadido' } }) },
  { name: 'contact edited by id', entity: 'contact', message: '', call: () => ({ method: 'PUT', url: `/api/contact/${a.contact}`, payload: { name: 'Invadido' } }) },
  { name: 'embed token of an operator', entity: 'operator', message: '', call: () => ({ method: 'GET', url: `/api/user/operator-token/operatorId/${a.operator}` }) },
];

beforeAll(async () => {
  // With its queue: a calendar event schedules its reminder.
  t = await createTestApp({ queue: true });
  const owner = await t.login('empresa');
  a.channelId = owner.user.channelId as string;
  a.operator = (await t.login('operador')).user.operatorData?._id as string;
  a.tag = await idOf(sql`insert into tags (channel_id, name, color) values (${a.channelId}, 'Da empresa A', '#ff0000') returning id`);
  a.department = await createDepartment(t, a.channelId, 'Vendas A');
  a.tabulation = await idOf(sql`insert into tabulations (channel_id, name) values (${a.channelId}, 'Resolvido A') returning id`);
  a.contact = (await upsertContact(t.ctx.db.orm, a.channelId, '5511977770001', 'Cliente A')).id;
  a.template = await idOf(sql`
    insert into message_templates (channel_id, name, language, category, status, body) values (${a.channelId}, 'aviso_a', 'pt_BR', 'UTILITY', 'APPROVED', 'Olá, temos novidades.') returning id`);
  a.media = await idOf(sql`
    insert into media_files (channel_id, source, state, storage_key, mime_type, file_name, size) values (${a.channelId}, 'upload', 'ready', 'a/foto.png', 'image/png', 'foto.png', 10) returning id`);
  const aAttendance = await idOf(sql`
    insert into attendances (channel_id, contact_id, status, operator_id, last_inbound_at) values (${a.channelId}, ${a.contact}, 'in_attendance', ${a.operator}, now()) returning id`);
  a.message = await idOf(sql`
    insert into messages (channel_id, attendance_id, contact_id, direction, type, content, status, provider_message_id)
    values (${a.channelId}, ${aAttendance}, ${a.contact}, 'in', 'text', ${JSON.stringify({ text: 'Segredo da A' })}::jsonb, 'received', 'wamid.a-1') returning id`);

  const company = await createCompany(t, { name: 'Empresa B', channelNumber: '5531966665555', ownerLogin: 'empresa-b' });
  b.channelId = company.channelId;
  b.owner = company.ownerToken;
  const modules = await t.app.inject({ method: 'PUT', url: `/api/channel/config/${b.channelId}`, headers: auth(b.owner), payload: { modules: { broadcastList: true } } });
  expect(modules.statusCode).toBe(200);
  b.operator = await createOperator(t, b.owner, 'operador-b');
  b.tag = await idOf(sql`insert into tags (channel_id, name, color) values (${b.channelId}, 'Da empresa B', '#00ff00') returning id`);
  b.department = await createDepartment(t, b.channelId, 'Vendas B');
  b.tabulation = await idOf(sql`insert into tabulations (channel_id, name) values (${b.channelId}, 'Resolvido B') returning id`);
  b.contact = (await upsertContact(t.ctx.db.orm, b.channelId, '5531977770009', 'Cliente B')).id;
  await t.ctx.db.orm.execute(sql`update contacts set tag_id = ${b.tag}, responsible_operator_id = ${b.operator.id} where id = ${b.contact}`);
  b.template = await idOf(sql`
    insert into message_templates (channel_id, name, language, category, status, body) values (${b.channelId}, 'aviso_b', 'pt_BR', 'UTILITY', 'APPROVED', 'Olá, temos novidades.') returning id`);
  b.attendance = await idOf(sql`
    insert into attendances (channel_id, contact_id, status, operator_id, assigned_at, last_inbound_at, last_message_at)
    values (${b.channelId}, ${b.contact}, 'in_attendance', ${b.operator.id}, now(), now(), now()) returning id`);
});
afterAll(async () => {
  await t?.close();
});

describe("another company's ids", () => {
  it.each(rows)('$name: 404 and nothing written', async (row) => {
    const { method, url, payload } = row.call();
    const before = await databaseFingerprint();
    const res = await t.app.inject({ method, url, headers: auth(b.owner), ...(payload ? { payload } : {}) });
    expect(res.statusCode, res.body).toBe(404);
    const body = res.json<{ statusCode: number; error: string; erroMensagem: string }>();
    expect(body.statusCode).toBe(404);
    if (row.message) {
      expect(body).toMatchObject({ error: `${row.entity}_not_found`, erroMensagem: row.message });
    }
    expect(await databaseFingerprint()).toBe(before);
  });

  it('the same calls with the company’s own ids go through (the rows test the ids, not the payloads)', async () => {
    const own = async (call: Call) => t.app.inject({ method: call.method, url: call.url, headers: auth(b.owner), ...(call.payload ? { payload: call.payload } : {}) });
    const statusOf = async (call: Call) => {
      const res = await own(call);
      return res.statusCode === 500 ? res.body : res.statusCode;
    };
    expect((await own({ method: 'POST', url: '/api/campaigns/audience/count', payload: { audience: { kind: 'contacts', tagIds: [b.tag] } } })).json()).toMatchObject({ total: 1 });
    expect(await statusOf({ method: 'POST', url: '/api/campaigns', payload: campaign({ onReply: { action: 'department', departmentId: b.department } }) })).toBe(201);
    expect(await statusOf({ method: 'POST', url: '/api/operator/calendar', payload: { title: 'Reunião', startsAt: at(24), operatorId: b.operator?.id, contactId: b.contact } })).toBe(201);
    expect(await statusOf({ method: 'POST', url: '/api/chatbot/menus', payload: numbered(b.department) })).toBe(201);
    expect(await statusOf({ method: 'POST', url: `/api/attendance/${b.attendance}/transfer`, payload: { departmentId: b.department } })).toBe(200);
  });
});

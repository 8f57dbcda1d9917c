import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { createCompany, createTestApp, auth, type TestApp } from '../support/test-app.js';
import { createOperator } from '../support/operator-fixtures.js';
import { tags } from '../../src/schema/index.js';

// 01:30 UTC on 16 June is still 15 June, 22:30, in São Paulo (the channel's time zone).
const NOW = new Date('2025-06-16T01:30:00Z');

let t: TestApp;
let owner: string;
let channelId: string;
let vip: string;
let lead: string;
let operatorId: string;
let bulk: { channelId: string; ownerToken: string };

type Seed = { number: string; name?: string | null; code?: string; email?: string; tagId?: string; responsible?: string; birthday?: string | null; document?: string; createdAt?: string };

async function seed(channel: string, rows: Seed[]): Promise<void> {
  const input = JSON.stringify(
    rows.map((r) => ({
      number: r.number,
      name: r.name ?? null,
      code: r.code ?? null,
      email: r.email ?? null,
      tag_id: r.tagId ?? null,
      responsible_operator_id: r.responsible ?? null,
      birthday: r.birthday ?? null,
      document: r.document ?? null,
      created_at: r.createdAt ?? '2025-01-01T12:00:00Z',
    })),
  );
  await t.ctx.db.orm.execute(sql`
    insert into contacts (channel_id, number, name, code, email, tag_id, responsible_operator_id, birthday, document, created_at)
    select ${channel}::uuid, x.number, x.name, x.code, x.email, x.tag_id, x.responsible_operator_id, x.birthday, x.document, x.created_at
      from jsonb_to_recordset(${input}::jsonb)
        as x(number text, name text, code text, email text, tag_id uuid, responsible_operator_id uuid, birthday date, document text, created_at timestamptz)`);
}

async function insertTag(channel: string, name: string, color: string): Promise<string> {
  const [row] = await t.ctx.db.orm.insert(tags).values({ channelId: channel, name, color }).returning();
  if (!row) throw new Error('tag not created');
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  const session = await t.login('empresa');
  owner = session.token;
  channelId = session.user.channelId as string;
  vip = await insertTag(channelId, 'VIP', '#e64980');
  lead = await insertTag(channelId, 'Lead', '#12b886');
  operatorId = (await createOperator(t, owner, 'dono-da-carteira')).id;
  await seed(channelId, [
    { number: '5511900000001', name: 'Alice Conceição', code: 'K-77', email: 'angela@loja.com', tagId: vip, responsible: operatorId, birthday: '1985-06-15', createdAt: '2025-01-03T10:00:00Z' },
    { number: '5511900000002', name: 'Bruno Lima', tagId: lead, birthday: '1992-06-16', createdAt: '2025-01-01T10:00:00Z' },
    { number: '5521987654321', name: 'Carla Dias', email: 'carla@exemplo.org', responsible: operatorId, birthday: '1979-06-02', createdAt: '2025-01-05T10:00:00Z' },
    { number: '5511900000004', name: 'Davi Alves', code: 'X-1', birthday: '2001-12-24', createdAt: '2025-01-02T10:00:00Z' },
    { number: '5511900000005', name: null, createdAt: '2025-01-04T10:00:00Z' },
  ]);
  bulk = await createCompany(t, { name: 'Muitos Contatos', channelNumber: '5531955551111', ownerLogin: 'muitos-contatos' });
});
afterAll(async () => {
  await t.close();
});

type Item = { name: string | null; number: string; tag: { name: string } | null; responsibleOperatorName: string | null };

async function list(query = '', page = 1, token = owner) {
  const res = await t.app.inject({ method: 'GET', url: `/api/contact/channel/${channelId}/page/${page}${query ? `?${query}` : ''}`, headers: auth(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: Item[]; page: number; perPage: number; total: number };
}
const names = async (query = '', page = 1) => (await list(query, page)).items.map((i) => i.name);

describe('the contacts list', () => {
  it('pages by name by default, nameless contacts last, with the total of the filter', async () => {
    const first = await list('perPage=2');
    expect(first).toMatchObject({ page: 1, perPage: 2, total: 5 });
    expect(first.items.map((i) => i.name)).toEqual(['Alice Conceição', 'Bruno Lima']);
    expect(first.items[0]).toMatchObject({ tag: { name: 'VIP' }, responsibleOperatorName: 'Operador dono-da-carteira' });
    expect(await names('perPage=2', 2)).toEqual(['Carla Dias', 'Davi Alves']);
    expect(await names('perPage=2', 3)).toEqual([null]);
    expect(await names('perPage=2', 4)).toEqual([]);
  });

  it('sorts by name, creation and birthday (month and day) both ways', async () => {
    expect(await names('sort=name&order=desc')).toEqual(['Davi Alves', 'Carla Dias', 'Bruno Lima', 'Alice Conceição', null]);
    expect(await names('sort=createdAt')).toEqual(['Bruno Lima', 'Davi Alves', 'Alice Conceição', null, 'Carla Dias']);
    expect(await names('sort=createdAt&order=desc')).toEqual(['Carla Dias', null, 'Alice Conceição', 'Davi Alves', 'Bruno Lima']);
    expect(await names('sort=birthday')).toEqual(['Carla Dias', 'Alice Conceição', 'Bruno Lima', 'Davi Alves', null]);
    expect(await names('sort=birthday&order=desc')).toEqual(['Davi Alves', 'Bruno Lima', 'Alice Conceição', 'Carla Dias', null]);
  });

  it('pages descending orders with the blanks after every filled value, and searched pages with their total', async () => {
    expect(await names('sort=name&order=desc&perPage=2', 2)).toEqual(['Bruno Lima', 'Alice Conceição']);
    expect(await names('sort=name&order=desc&perPage=2', 3)).toEqual([null]);
    expect(await names('sort=birthday&order=desc&perPage=3', 2)).toEqual(['Carla Dias', null]);
    const searched = await list('search=a&perPage=2', 2);
    expect(searched.total).toBe(4);
    expect(searched.items.map((i) => i.name)).toEqual(['Carla Dias', 'Davi Alves']);
    expect(await list('search=a&perPage=2', 5)).toMatchObject({ items: [], total: 4 });
  });

  it('searches name without accents or case, number digits, code and e-mail', async () => {
    expect(await names('search=conceicao')).toEqual(['Alice Conceição']);
    expect(await names(`search=${encodeURIComponent('CONCEIÇÃO')}`)).toEqual(['Alice Conceição']);
    expect(await names(`search=${encodeURIComponent('(21) 98765')}`)).toEqual(['Carla Dias']);
    expect(await names('search=k-77')).toEqual(['Alice Conceição']);
    expect(await names('search=exemplo.org')).toEqual(['Carla Dias']);
    expect(await names('search=100%25')).toEqual([]);
    expect((await list('search=ninguem')).total).toBe(0);
  });

  it('filters by tag, responsible operator (or none) and birthday month, combined with search', async () => {
    expect(await names(`tagId=${lead}`)).toEqual(['Bruno Lima']);
    expect(await names(`operatorId=${operatorId}`)).toEqual(['Alice Conceição', 'Carla Dias']);
    expect(await names('operatorId=none')).toEqual(['Bruno Lima', 'Davi Alves', null]);
    expect(await names('birthdayMonth=6')).toEqual(['Alice Conceição', 'Bruno Lima', 'Carla Dias']);
    expect(await names(`birthdayMonth=6&operatorId=${operatorId}&search=carla`)).toEqual(['Carla Dias']);
    const filtered = await list('birthdayMonth=12');
    expect(filtered.total).toBe(1);
  });

  it('refuses bad query values with pt-BR messages', async () => {
    for (const [query, message] of [
      ['birthdayMonth=13', 'Mês inválido'],
      ['sort=email', 'Ordenação inválida'],
      ['perPage=500', 'No máximo 100 itens por página'],
      ['tagId=abc', 'Identificador inválido'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: `/api/contact/channel/${channelId}/page/1?${query}`, headers: auth(owner) });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().erroMensagem).toContain(message);
    }
  });

  it("never lists another company's contacts", async () => {
    await seed(bulk.channelId, [{ number: '5511900000009', name: 'Alice de Outra' }]);
    expect(await names('search=alice')).toEqual(['Alice Conceição']);
  });
});

describe('birthdays', () => {
  const birthdays = async (period: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/contact/channel/${channelId}/birthdays?period=${period}`, headers: auth(owner) });
    expect(res.statusCode).toBe(200);
    return res.json() as { today: string; total: number; contacts: Item[] };
  };

  it("lists today's in the channel's time zone (still the 15th in São Paulo)", async () => {
    const day = await birthdays('day');
    expect(day.today).toBe('2025-06-15');
    expect(day.total).toBe(1);
    expect(day.contacts.map((c) => c.name)).toEqual(['Alice Conceição']);
  });

  it("lists this month's ordered by day", async () => {
    const month = await birthdays('month');
    expect(month.total).toBe(3);
    expect(month.contacts.map((c) => c.name)).toEqual(['Carla Dias', 'Alice Conceição', 'Bruno Lima']);
  });

  it('refuses an unknown period', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/contact/channel/${channelId}/birthdays?period=year`, headers: auth(owner) });
    expect(res.statusCode).toBe(400);
    expect(res.json().erroMensagem).toContain('Período inválido');
  });
});

describe('export', () => {
  const exportOf = (channel: string, token: string, query: string) =>
    t.app.inject({ method: 'GET', url: `/api/contact/channel/${channel}/export?${query}`, headers: auth(token) });
  const csvRows = (body: string) => parse(body.replace(/^\uFEFF/, ''), { delimiter: ';' }) as string[][];

  it('writes the current filter as CSV with the pt-BR headers the import reads', async () => {
    const res = await exportOf(channelId, owner, `format=csv&birthdayMonth=6&sort=birthday`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('contatos-2025-06-15.csv');
    const rows = csvRows(res.body);
    expect(rows[0]).toEqual(['Nome', 'Número', 'Código', 'E-mail', 'Etiqueta', 'Responsável', 'Aniversário', 'CPF/CNPJ', 'Não receber campanhas']);
    expect(rows.slice(1).map((r) => r[0])).toEqual(['Carla Dias', 'Alice Conceição', 'Bruno Lima']);
    expect(rows[2]).toEqual(['Alice Conceição', '5511900000001', 'K-77', 'angela@loja.com', 'VIP', 'Operador dono-da-carteira', '15/06/1985', '', '']);
  });

  it('writes XLSX too', async () => {
    const res = await exportOf(channelId, owner, `format=xlsx&tagId=${vip}`);
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.getRow(1).getCell(1).value).toBe('Nome');
    expect(sheet?.getRow(2).getCell(1).value).toBe('Alice Conceição');
    expect(sheet?.rowCount).toBe(2);
  });

  it('reads a large filter in batches without repeating or skipping a row, in the chosen order', async () => {
    // 4,500 contacts over three export batches, with repeated names and nameless ones crossing the boundaries.
    const rows: Seed[] = Array.from({ length: 4500 }, (_, i) => ({
      number: `55319${String(i).padStart(8, '0')}`,
      name: i % 10 === 0 ? null : `Cliente ${String(i % 700).padStart(3, '0')}`,
      birthday: i % 3 === 0 ? null : `1990-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
    }));
    await seed(bulk.channelId, rows);
    for (const query of ['sort=name', 'sort=name&order=desc', 'sort=birthday&order=desc', 'sort=createdAt']) {
      const res = await exportOf(bulk.channelId, bulk.ownerToken, `format=csv&${query}`);
      expect(res.statusCode).toBe(200);
      const data = csvRows(res.body).slice(1);
      expect(data, query).toHaveLength(4501);
      expect(new Set(data.map((r) => r[1])).size, query).toBe(4501);
    }
    const byName = csvRows((await exportOf(bulk.channelId, bulk.ownerToken, 'format=csv&sort=name')).body).slice(1);
    // Nameless contacts come last; the order is the list's, page after page.
    expect(byName.slice(-450).every((r) => r[0] === '')).toBe(true);
    const page = await t.app.inject({ method: 'GET', url: `/api/contact/channel/${bulk.channelId}/page/21?perPage=100`, headers: auth(bulk.ownerToken) });
    expect(page.json().items.map((c: Item) => c.number)).toEqual(byName.slice(2000, 2100).map((r) => r[1]));
  });
});

// Protocol numbers count per company: a new company's first attendance is 000001 whatever the other
// companies opened before, and openings of one company at the same time never share a number.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { auth, createCompany, createTestApp, type TestApp } from '../support/test-app.js';
import { inboundText } from '../support/conversation-fixtures.js';
import { createInboundProcessor, type InboundProcessor } from '../../src/modules/intake/index.js';

let t: TestApp;
let processor: InboundProcessor;
let demoChannel: string;

beforeAll(async () => {
  t = await createTestApp();
  processor = createInboundProcessor(t.ctx);
  demoChannel = (await t.login('empresa')).user.channelId as string;
});
afterAll(() => t.close());

const protocolsOf = async (channelId: string): Promise<number[]> =>
  (await t.ctx.db.orm.execute<{ seq: string }>(sql`select seq from attendances where channel_id = ${channelId} order by created_at, seq`)).rows.map((r) => Number(r.seq));

describe('protocol numbers', () => {
  it('start at 1 for each company, whatever the others opened', async () => {
    for (let i = 1; i <= 4; i++) await processor.message(demoChannel, inboundText(`551190000100${i}`, 'Oi'));
    const other = await createCompany(t, { name: 'Padaria Pão Quente', channelNumber: '5511933330001', ownerLogin: 'padaria', apiType: 'simulator' });
    await processor.message(other.channelId, inboundText('5511900002001', 'Bom dia'));
    expect(await protocolsOf(other.channelId)).toEqual([1]);
    const page = await t.app.inject({ method: 'GET', url: '/api/attendance/manage/page/1', headers: auth(other.ownerToken) });
    expect(page.statusCode).toBe(200);
    expect(JSON.stringify(page.json())).toContain('"protocol":"000001"');
    const demo = await protocolsOf(demoChannel);
    expect(demo.slice(-4)).toEqual([demo.length - 3, demo.length - 2, demo.length - 1, demo.length]);
  });

  it('never share a number when one company opens many at once', async () => {
    const company = await createCompany(t, { name: 'Loja Concorrida', channelNumber: '5511933330002', ownerLogin: 'concorrida', apiType: 'simulator' });
    await Promise.all(Array.from({ length: 12 }, (_, i) => processor.message(company.channelId, inboundText(`55119000030${String(i).padStart(2, '0')}`, 'Oi'))));
    const numbers = await protocolsOf(company.channelId);
    expect(numbers).toHaveLength(12);
    expect([...numbers].sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
  });
});

describe('migration 0011', () => {
  it('renumbers existing attendances per company in their old order', async () => {
    const file = new URL('../../migrations/0011_protocol_per_channel.sql', import.meta.url);
    const statements = (await import('node:fs')).readFileSync(file, 'utf8').split('--> statement-breakpoint').map((s) => s.trim());
    const renumber = statements.find((s) => s.includes('row_number() OVER'));
    if (!renumber) throw new Error('migration statement not found');
    const a = await createCompany(t, { name: 'Antiga A', channelNumber: '5511933330003', ownerLogin: 'antiga-a', apiType: 'simulator' });
    const b = await createCompany(t, { name: 'Antiga B', channelNumber: '5511933330004', ownerLogin: 'antiga-b', apiType: 'simulator' });
    for (const [channelId, number] of [[a.channelId, '5511900004001'], [b.channelId, '5511900004002'], [a.channelId, '5511900004003'], [b.channelId, '5511900004004'], [a.channelId, '5511900004005']] as const) {
      await processor.message(channelId, inboundText(number, 'Oi'));
    }
    const idsOf = async (channelId: string) =>
      (await t.ctx.db.orm.execute<{ id: string }>(sql`select id from attendances where channel_id = ${channelId} order by seq`)).rows.map((r) => r.id);
    const [aIds, bIds] = [await idsOf(a.channelId), await idsOf(b.channelId)];
    await t.ctx.db.orm
      .transaction(async (tx) => {
        // The numbering before the migration: one sequence across companies.
        await tx.execute(sql`drop index attendances_channel_seq_unique`);
        const old: [string, number][] = [[aIds[0]!, 103], [bIds[0]!, 104], [aIds[1]!, 105], [bIds[1]!, 107], [aIds[2]!, 109]];
        for (const [id, seq] of old) await tx.execute(sql`update attendances set seq = ${seq} where id = ${id}`);
        await tx.execute(sql.raw(renumber));
        const seqOf = async (id: string) => Number((await tx.execute<{ seq: string }>(sql`select seq from attendances where id = ${id}`)).rows[0]?.seq);
        expect([await seqOf(aIds[0]!), await seqOf(aIds[1]!), await seqOf(aIds[2]!)]).toEqual([1, 2, 3]);
        expect([await seqOf(bIds[0]!), await seqOf(bIds[1]!)]).toEqual([1, 2]);
        throw new Error('rollback');
      })
      .catch((err: unknown) => {
        if (!(err instanceof Error) || err.message !== 'rollback') throw err;
      });
  });
});

describe('migration 0015', () => {
  it("gives each channel a sequence that continues after its last protocol, and new channels theirs", async () => {
    const company = await createCompany(t, { name: 'Loja Sequência', channelNumber: '5511933330005', ownerLogin: 'sequencia', apiType: 'simulator' });
    const name = (await t.ctx.db.orm.execute<{ name: string }>(sql`select attendance_protocol_sequence(${company.channelId}::uuid) as name`)).rows[0]?.name;
    expect(name).toBe(`attendance_protocol_${company.channelId.replace(/-/g, '')}`);
    await processor.message(company.channelId, inboundText('5511900005001', 'Oi'));
    await processor.message(company.channelId, inboundText('5511900005002', 'Oi'));
    expect(await protocolsOf(company.channelId)).toEqual([1, 2]);
    const demoBefore = await protocolsOf(demoChannel);
    await processor.message(demoChannel, inboundText('5511900005003', 'Oi'));
    expect((await protocolsOf(demoChannel)).at(-1)).toBe(Math.max(...demoBefore) + 1);
  });
});

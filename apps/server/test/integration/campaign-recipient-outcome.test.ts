// Migration 0020: each campaign recipient's outcome is stored on its row and kept by the database, so the
// progress and /reportCampaign count it without joining messages. These tests hold the stored outcome
// to the join it replaced, after the backfill and after every kind of change.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migrationsUpTo } from '../support/migrations-up-to.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { runMigrations } from '../../src/platform/db/migrate.js';

/** The join the reports used before 0020 (recipient state and its message's status), the reference. */
const joinedOutcomes = sql`
  select r.contact_id as contact, case
    when r.state in ('queued', 'sending') then 'queued'
    when r.state = 'sent' and m.status = 'failed' then 'failed'
    when r.state = 'sent' and m.status in ('delivered', 'read') then m.status
    when r.state = 'sent' then 'sent'
    else r.state end as outcome
    from campaign_recipients r left join messages m on m.id = r.message_id order by 1`;

type Company = { run: (q: ReturnType<typeof sql>) => Promise<Array<Record<string, unknown>>>; campaign: string; channel: string; contact: (name: string) => Promise<string>; message: (status: string, type?: string) => Promise<string> };

async function companyIn(testDb: TestDatabase): Promise<Company> {
  const run = async (q: ReturnType<typeof sql>) => (await testDb.db.orm.execute(q)).rows as Array<Record<string, unknown>>;
  const [channel, campaign] = [crypto.randomUUID(), crypto.randomUUID()];
  await run(sql`insert into channels (id, name, channel_number, api_type) values (${channel}, 'Loja', '5511900000001', 'cloud')`);
  await run(sql`insert into campaigns (id, channel_id, name, status, template_name, template_language, audience, on_reply)
                values (${campaign}, ${channel}, 'Promo', 'sending', 'promo', 'pt_BR', '{}', '{}')`);
  let n = 0;
  const contacts = new Map<string, string>();
  const contact = async (name: string) => {
    const id = crypto.randomUUID();
    n += 1;
    await run(sql`insert into contacts (id, channel_id, number, name) values (${id}, ${channel}, ${`55119000${String(n).padStart(5, '0')}`}, ${name})`);
    contacts.set(name, id);
    return id;
  };
  const message = async (status: string, type = 'template') => {
    const id = crypto.randomUUID();
    const anyContact = contacts.values().next().value ?? (await contact('mensagens'));
    await run(sql`insert into messages (id, channel_id, contact_id, direction, type, content, status) values (${id}, ${channel}, ${anyContact}, 'out', ${type}, '{}', ${status})`);
    return id;
  };
  return { run, campaign, channel, contact, message };
}

/** Each recipient's stored outcome by contact name. */
async function storedOutcomes(c: Company): Promise<Record<string, string>> {
  const rows = await c.run(sql`select ct.name, r.outcome from campaign_recipients r join contacts ct on ct.id = r.contact_id order by ct.name`);
  return Object.fromEntries(rows.map((r) => [r.name as string, r.outcome as string]));
}

async function expectStoredEqualsJoined(c: Company): Promise<void> {
  const stored = await c.run(sql`select contact_id as contact, outcome from campaign_recipients order by 1`);
  expect(stored).toEqual(await c.run(joinedOutcomes));
}

describe('campaign recipients’ stored outcome (migration 0020)', () => {
  it('gives every existing recipient the outcome the reports joined for, in each state and message status', async () => {
    const before = migrationsUpTo(19);
    const testDb = await createTestDatabase({ migrationsFolder: before });
    try {
      const c = await companyIn(testDb);
      const recipient = async (name: string, state: string, messageStatus: string | null) => {
        const contact = await c.contact(name);
        const message = messageStatus === null ? null : await c.message(messageStatus);
        await c.run(sql`insert into campaign_recipients (campaign_id, channel_id, contact_id, state, message_id) values (${c.campaign}, ${c.channel}, ${contact}, ${state}, ${message})`);
      };
      await recipient('a-queued', 'queued', null);
      await recipient('b-sending', 'sending', 'pending');
      await recipient('c-sent-pending', 'sent', 'pending');
      await recipient('d-sent', 'sent', 'sent');
      await recipient('e-delivered', 'sent', 'delivered');
      await recipient('f-read', 'sent', 'read');
      await recipient('g-sent-failed', 'sent', 'failed');
      await recipient('h-sent-no-message', 'sent', null);
      await recipient('i-failed', 'failed', 'failed');
      await recipient('j-skipped', 'skipped', null);
      await recipient('k-cancelled', 'cancelled', null);
      await recipient('l-queued-old-failed', 'queued', 'failed');

      await runMigrations(testDb.db);

      expect(await storedOutcomes(c)).toEqual({
        'a-queued': 'queued',
        'b-sending': 'queued',
        'c-sent-pending': 'sent',
        'd-sent': 'sent',
        'e-delivered': 'delivered',
        'f-read': 'read',
        'g-sent-failed': 'failed',
        'h-sent-no-message': 'sent',
        'i-failed': 'failed',
        'j-skipped': 'skipped',
        'k-cancelled': 'cancelled',
        'l-queued-old-failed': 'queued',
      });
      await expectStoredEqualsJoined(c);
    } finally {
      await testDb.drop();
      fs.rmSync(before, { recursive: true, force: true });
    }
  });

  it('follows each recipient through claim, send, receipts, failure, deletion of its message and settlement', async () => {
    const testDb = await createTestDatabase();
    try {
      const c = await companyIn(testDb);
      const [ana, bia, caio, davi, eva] = await Promise.all(['ana', 'bia', 'caio', 'davi', 'eva'].map((n) => c.contact(n)));
      // The audience comes queued; a recipient can also be stored skipped at once (blocked contact).
      await c.run(sql`insert into campaign_recipients (campaign_id, channel_id, contact_id) values
        (${c.campaign}, ${c.channel}, ${ana}), (${c.campaign}, ${c.channel}, ${bia}), (${c.campaign}, ${c.channel}, ${caio}), (${c.campaign}, ${c.channel}, ${davi})`);
      await c.run(sql`insert into campaign_recipients (campaign_id, channel_id, contact_id, state) values (${c.campaign}, ${c.channel}, ${eva}, 'skipped')`);
      expect(await storedOutcomes(c)).toEqual({ ana: 'queued', bia: 'queued', caio: 'queued', davi: 'queued', eva: 'skipped' });

      // Claimed: sending with a pending message, still queued.
      const msgs = { ana: await c.message('pending'), bia: await c.message('pending'), caio: await c.message('pending') };
      for (const [name, id] of Object.entries(msgs)) {
        await c.run(sql`update campaign_recipients r set state = 'sending', message_id = ${id} from contacts ct where ct.id = r.contact_id and ct.name = ${name}`);
      }
      expect(await storedOutcomes(c)).toMatchObject({ ana: 'queued', bia: 'queued', caio: 'queued' });

      // A receipt that arrives before the runner records the send leaves it queued until then.
      await c.run(sql`update messages set status = 'delivered' where id = ${msgs.bia}`);
      expect((await storedOutcomes(c)).bia).toBe('queued');

      // Sent (as the runner records it: the message first, then the recipients).
      await c.run(sql`update messages set status = case when status = 'pending' then 'sent' else status end where id in (${msgs.ana}, ${msgs.bia}, ${msgs.caio})`);
      await c.run(sql`update campaign_recipients set state = 'sent' where message_id in (${msgs.ana}, ${msgs.bia}, ${msgs.caio})`);
      expect(await storedOutcomes(c)).toMatchObject({ ana: 'sent', bia: 'delivered', caio: 'sent' });

      // Receipts in one batch statement, as the webhook stores them; a repeated status changes nothing.
      await c.run(sql`update messages m set status = v.status from (values (${msgs.ana}::uuid, 'read'), (${msgs.bia}::uuid, 'read'), (${msgs.caio}::uuid, 'failed')) as v(id, status) where m.id = v.id`);
      await c.run(sql`update messages set status = 'read' where id = ${msgs.ana}`);
      expect(await storedOutcomes(c)).toMatchObject({ ana: 'read', bia: 'read', caio: 'failed' });

      // A message deleted (message_id set null by its foreign key): sent, as the left join read it.
      await c.run(sql`delete from messages where id = ${msgs.bia}`);
      // Davi's send is refused and settled failed; another company's text message changing status touches nothing.
      await c.run(sql`update campaign_recipients r set state = 'failed', error_message = 'Número inválido' from contacts ct where ct.id = r.contact_id and ct.name = 'davi'`);
      const text = await c.message('sent', 'text');
      await c.run(sql`update messages set status = 'read' where id = ${text}`);
      expect(await storedOutcomes(c)).toEqual({ ana: 'read', bia: 'sent', caio: 'failed', davi: 'failed', eva: 'skipped' });
      await expectStoredEqualsJoined(c);

      // Back to the queue (a throttle) and cancelled (a cancel).
      await c.run(sql`update campaign_recipients set state = 'queued' where message_id = ${msgs.caio}`);
      expect((await storedOutcomes(c)).caio).toBe('queued');
      await c.run(sql`update campaign_recipients set state = 'cancelled' where message_id = ${msgs.caio}`);
      expect((await storedOutcomes(c)).caio).toBe('cancelled');
      await expectStoredEqualsJoined(c);
    } finally {
      await testDb.drop();
    }
  });
});

// Seeds the volume issue 4 names into the demo company's channel, straight in SQL: 100,000 contacts
// (tags, responsible operators, birthdays) and 1,000,000 attendances over the past year, of which
// 10,000 are still open (one per contact, as the unique index demands).
import pg from 'pg';

export type SeededIds = { contactId: string; tagId: string; operatorId: string; departmentId: string };

export async function seedVolume(databaseUrl: string, channelId: string, sizes = { contacts: 100_000, attendances: 1_000_000 }): Promise<SeededIds> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query('set statement_timeout = 0');
    const departments = await db.query<{ id: string }>(
      `insert into departments (channel_id, name) select $1, 'Bench ' || g from generate_series(1, 10) g returning id`,
      [channelId],
    );
    const tags = await db.query<{ id: string }>(
      `insert into tags (channel_id, name, color) select $1, 'Etiqueta ' || g, '#3366aa' from generate_series(1, 10) g returning id`,
      [channelId],
    );
    // Operators need users; 20 are enough to spread wallets and attendances.
    const operators = await db.query<{ id: string }>(
      `with u as (
         insert into users (channel_id, role, login, password_hash, name)
         select $1, 'operator', 'bench-op-' || g, 'x', 'Operador ' || g from generate_series(1, 20) g returning id, name)
       insert into operators (channel_id, user_id, name) select $1, u.id, u.name from u returning id`,
      [channelId],
    );
    await db.query(
      `insert into contacts (channel_id, number, name, code, email, tag_id, responsible_operator_id, birthday, created_at)
       select $1, '5511' || lpad(g::text, 9, '0'), 'Cliente ' || g, 'C' || g, 'cliente' || g || '@exemplo.com.br',
              ($2::uuid[])[1 + g % 10], case when g % 3 = 0 then null else ($3::uuid[])[1 + g % 20] end,
              date '1970-01-01' + (g * 7919 % 18000), now() - (g % 365) * interval '1 day'
       from generate_series(1, $4::int) g`,
      [channelId, tags.rows.map((r) => r.id), operators.rows.map((r) => r.id), sizes.contacts],
    );
    await db.query(
      `create temporary table bench_contacts as
       select id, row_number() over (order by number) as rn from contacts where channel_id = $1 and number like '5511%'`,
      [channelId],
    );
    await db.query('create index on bench_contacts (rn)');
    const open = 10_000;
    await db.query(
      `insert into attendances (channel_id, contact_id, status, department_id, operator_id, created_at, last_message_at,
                                queued_at, assigned_at, finished_at)
       select $1, c.id,
              case when g > $5::int - ${open} then (array['in_attendance','waiting','opened','offline_operators'])[1 + g % 4]
                   when g % 20 = 0 then 'abandoned' else 'finished' end,
              ($2::uuid[])[1 + g % 10], ($3::uuid[])[1 + g % 20],
              t, t + interval '10 minutes', t + interval '1 minute', t + interval '3 minutes',
              case when g > $5::int - ${open} then null else t + interval '20 minutes' end
       from generate_series(1, $5::int) g
       join bench_contacts c on c.rn = 1 + (g % $4::int)
       cross join lateral (select now() - ((($5::int - g)::float / $5::int) * interval '365 days') as t) times`,
      [channelId, departments.rows.map((r) => r.id), operators.rows.map((r) => r.id), sizes.contacts, sizes.attendances],
    );
    await db.query('analyze');
    const contact = await db.query<{ id: string }>(`select id from bench_contacts where rn = 4242`);
    return {
      contactId: contact.rows[0]?.id ?? '',
      tagId: tags.rows[3]?.id ?? '',
      operatorId: operators.rows[5]?.id ?? '',
      departmentId: departments.rows[2]?.id ?? '',
    };
  } finally {
    await db.end();
  }
}

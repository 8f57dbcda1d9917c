// Seeds the kanban bench's boards straight in SQL: one board of 10,000 cards over 5 steps (the one
// measured; cards 3,000 / 2,500 / 2,000 / 1,500 / 1,000 per step, each with a contact, a stay and a
// history row, one in ten with a tag, two thirds with a responsible operator) and 19 other boards of
// 5,000 cards each, so the board's queries run among 105,000 cards of the company.
import pg from 'pg';
import { generateNKeysBetween } from 'fractional-indexing';

export type SeededBoard = { kanbanId: string; stepIds: string[]; cards: number };

const STEP_CARDS = [3_000, 2_500, 2_000, 1_500, 1_000];
const OTHER_BOARDS = 19;
const OTHER_BOARD_CARDS = 5_000;

async function seedBoard(db: pg.Client, channelId: string, name: string, sizes: number[], contactOffset: number, operatorIds: string[], tagId: string): Promise<SeededBoard> {
  const board = await db.query<{ id: string }>(`insert into kanbans (channel_id, name) values ($1, $2) returning id`, [channelId, name]);
  const kanbanId = board.rows[0]?.id ?? '';
  const steps = await db.query<{ id: string }>(
    `insert into kanban_steps (kanban_id, channel_id, name, color, position, outcome)
     select $1, $2, 'Etapa ' || g, '#228be6', g - 1, case when g = 5 then 'won' else 'open' end from generate_series(1, $3::int) g returning id`,
    [kanbanId, channelId, sizes.length],
  );
  const stepIds = steps.rows.map((r) => r.id);
  let offset = contactOffset;
  for (const [i, size] of sizes.entries()) {
    const ranks = generateNKeysBetween(null, null, size);
    await db.query(
      `with placed as (
         insert into kanban_cards (channel_id, kanban_id, step_id, contact_id, title, value_cents, responsible_operator_id, rank, created_at, step_entered_at)
         select $1, $2, $3, c.id, 'Oportunidade ' || (g + $5::int), (g % 100) * 1000,
                case when g % 3 = 0 then null else ($6::uuid[])[1 + g % 20] end, r.rank,
                now() - (g % 300) * interval '1 hour', now() - (g % 200) * interval '1 hour'
           from unnest($4::text[]) with ordinality as r(rank, g)
           join bench_kanban_contacts c on c.rn = g + $5::int
         returning id, channel_id, kanban_id, step_id, value_cents, step_entered_at)
       , spells as (
         insert into kanban_step_spells (channel_id, kanban_id, card_id, step_id, outcome, value_cents, entered_at)
         select channel_id, kanban_id, id, step_id, 'open', value_cents, step_entered_at from placed returning card_id)
       insert into kanban_card_history (channel_id, card_id, kind, to_step_id, at)
       select channel_id, id, 'created', step_id, step_entered_at from placed`,
      [channelId, kanbanId, stepIds[i], ranks, offset, operatorIds],
    );
    await db.query(`insert into kanban_card_tags (card_id, tag_id) select id, $2 from kanban_cards where step_id = $1 and value_cents % 10000 = 0`, [stepIds[i], tagId]);
    offset += size;
  }
  return { kanbanId, stepIds, cards: sizes.reduce((a, b) => a + b, 0) };
}

export async function seedKanban(databaseUrl: string, channelId: string): Promise<SeededBoard> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query('set statement_timeout = 0');
    const total = STEP_CARDS.reduce((a, b) => a + b, 0) + OTHER_BOARDS * OTHER_BOARD_CARDS;
    await db.query(
      `insert into contacts (channel_id, number, name, created_at)
       select $1, '5521' || lpad(g::text, 9, '0'), 'Cliente Kanban ' || g, now() from generate_series(1, $2::int) g`,
      [channelId, total],
    );
    await db.query(
      `create temporary table bench_kanban_contacts as
       select id, row_number() over (order by number) as rn from contacts where channel_id = $1 and number like '5521%'`,
      [channelId],
    );
    await db.query('create index on bench_kanban_contacts (rn)');
    const operators = await db.query<{ id: string }>(
      `with u as (
         insert into users (channel_id, role, login, password_hash, name)
         select $1, 'operator', 'kanban-op-' || g, 'x', 'Vendedor ' || g from generate_series(1, 20) g returning id, name)
       insert into operators (channel_id, user_id, name) select $1, u.id, u.name from u returning id`,
      [channelId],
    );
    const tag = await db.query<{ id: string }>(`insert into tags (channel_id, name, color) values ($1, 'Quente', '#fa5252') returning id`, [channelId]);
    const operatorIds = operators.rows.map((r) => r.id);
    const tagId = tag.rows[0]?.id ?? '';
    const measured = await seedBoard(db, channelId, 'Funil medido', STEP_CARDS, 0, operatorIds, tagId);
    let offset = measured.cards;
    for (let b = 1; b <= OTHER_BOARDS; b++) {
      await seedBoard(db, channelId, `Outro funil ${b}`, [1_000, 1_000, 1_000, 1_000, 1_000], offset, operatorIds, tagId);
      offset += OTHER_BOARD_CARDS;
    }
    await db.query('vacuum analyze');
    return measured;
  } finally {
    await db.end();
  }
}

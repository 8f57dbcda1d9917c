// Message counts of a period, from report_message_hourly plus the deltas not folded yet (exact at any
// moment). Hours are UTC in storage and read in the channel's zone, so a local day or a local hour of
// the heatmap is a whole number of stored hours (zones off the hour, such as +05:30, shift by 30 min).
import { sql, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { MessageFactsScope, MessageTotals, MessagesOfDay } from './facts.types.js';

type Db = NodePgDatabase;

function conditions(scope: MessageFactsScope, alias: string): SQL {
  const col = (name: string) => sql.raw(`${alias}.${name}`);
  const parts: SQL[] = [
    sql`${col('channel_id')} = ${scope.channelId}`,
    sql`${col('hour')} >= (${scope.from}::date)::timestamp at time zone ${scope.timezone}`,
    sql`${col('hour')} < (${scope.to}::date + 1)::timestamp at time zone ${scope.timezone}`,
  ];
  if (scope.operatorId) parts.push(sql`${col('operator_id')} = ${scope.operatorId}`);
  return sql.join(parts, sql` and `);
}

/** The period's hours: rollup rows and pending deltas (several rows per key until compacted). */
function source(scope: MessageFactsScope): SQL {
  return sql`(select h.hour, h.direction, h.operator_id, h.messages from report_message_hourly h where ${conditions(scope, 'h')}
    union all
    select d.hour, d.direction, d.operator_id, d.messages from report_message_deltas d where ${conditions(scope, 'd')}) m`;
}

const IN_OUT = sql`coalesce(sum(messages) filter (where direction = 'in'), 0)::int as inbound,
  coalesce(sum(messages) filter (where direction = 'out'), 0)::int as outbound`;

/** Messages received and sent in the period (with operatorId: only that operator's sent messages). */
export async function messageTotals(db: Db, scope: MessageFactsScope): Promise<MessageTotals> {
  const res = await db.execute<MessageTotals>(sql`select ${IN_OUT} from ${source(scope)}`);
  const row = res.rows[0];
  return { inbound: Number(row?.inbound ?? 0), outbound: Number(row?.outbound ?? 0) };
}

/** Per local day of the period, only days with messages, oldest first. */
export async function messagesPerDay(db: Db, scope: MessageFactsScope): Promise<MessagesOfDay[]> {
  const res = await db.execute<MessagesOfDay>(sql`
    select to_char((hour at time zone ${scope.timezone})::date, 'YYYY-MM-DD') as day, ${IN_OUT}
      from ${source(scope)} group by 1 order by 1`);
  return res.rows.map((r) => ({ day: String(r.day), inbound: Number(r.inbound), outbound: Number(r.outbound) }));
}

/** Inbound messages by local weekday (0 = Sunday) × local hour (0–23): heatmap[weekday][hour]. */
export async function inboundHeatmap(db: Db, scope: MessageFactsScope): Promise<number[][]> {
  const res = await db.execute<{ weekday: number; hour: number; n: number }>(sql`
    select extract(dow from hour at time zone ${scope.timezone})::int as weekday,
           extract(hour from hour at time zone ${scope.timezone})::int as hour, sum(messages)::int as n
      from ${source(scope)} where direction = 'in' group by 1, 2`);
  const grid = Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0));
  for (const r of res.rows) {
    const line = grid[Number(r.weekday)];
    if (line) line[Number(r.hour)] = Number(r.n);
  }
  return grid;
}

/** Messages each operator sent in the period (operators who sent none are absent). */
export async function messagesSentByOperator(db: Db, scope: MessageFactsScope): Promise<Map<string, number>> {
  const res = await db.execute<{ operator_id: string; n: number }>(sql`
    select operator_id, sum(messages)::int as n from ${source(scope)}
     where direction = 'out' and operator_id is not null group by operator_id`);
  return new Map(res.rows.map((r) => [String(r.operator_id), Number(r.n)]));
}

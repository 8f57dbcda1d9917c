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

export type MessageFigures = { totals: MessageTotals; perDay: MessagesOfDay[]; heatmap: number[][] };

/**
 * The period's message figures in one pass over its hours (a year is ~230,000 rollup rows): received
 * and sent per local day (oldest first, only days with messages), their totals, and the inbound heatmap
 * by local weekday (0 = Sunday) × local hour (heatmap[weekday][hour]). With operatorId: only that
 * operator's sent messages (inbound are nobody's).
 */
export async function messageFigures(db: Db, scope: MessageFactsScope): Promise<MessageFigures> {
  // Summed per stored hour first (operators collapse: ~8,800 hours a year), then each hour put in the zone once.
  const res = await db.execute<{ by_day: number; day: string | null; weekday: number | null; hour: number | null; inbound: number; outbound: number }>(sql`
    select grouping(local::date)::int as by_day, to_char(local::date, 'YYYY-MM-DD') as day,
           extract(dow from local)::int as weekday, extract(hour from local)::int as hour,
           coalesce(sum(inbound), 0)::int as inbound, coalesce(sum(outbound), 0)::int as outbound
      from (select hour at time zone ${scope.timezone} as local, ${IN_OUT} from ${source(scope)} group by hour) l
     group by grouping sets ((local::date), (extract(dow from local), extract(hour from local)))`);
  const perDay: MessagesOfDay[] = [];
  const heatmap = Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0));
  for (const r of res.rows) {
    // grouping(local::date) is 0 on the per-day rows and 1 on the weekday × hour rows.
    if (Number(r.by_day) === 0) perDay.push({ day: String(r.day), inbound: Number(r.inbound), outbound: Number(r.outbound) });
    else {
      const line = heatmap[Number(r.weekday)];
      if (line) line[Number(r.hour)] = Number(r.inbound);
    }
  }
  perDay.sort((a, b) => a.day.localeCompare(b.day));
  const totals = perDay.reduce((t, d) => ({ inbound: t.inbound + d.inbound, outbound: t.outbound + d.outbound }), { inbound: 0, outbound: 0 });
  return { totals, perDay, heatmap };
}

/** Messages each operator sent in the period (operators who sent none are absent). */
export async function messagesSentByOperator(db: Db, scope: MessageFactsScope): Promise<Map<string, number>> {
  const res = await db.execute<{ operator_id: string; n: number }>(sql`
    select operator_id, sum(messages)::int as n from ${source(scope)}
     where direction = 'out' and operator_id is not null group by operator_id`);
  return new Map(res.rows.map((r) => [String(r.operator_id), Number(r.n)]));
}

// The traffic report's counts: a channel's messages per local day and for a whole period, aggregated
// in SQL over a created_at range of one channel (messages_channel_created_idx), whatever the volume.
import { sql, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { TrafficCounts } from '@atende/contract';

type CountsRow = {
  total: number;
  inbound: number;
  outbound: number;
  text: number;
  template: number;
  media: number;
  interactive: number;
  marketing: number;
  utility: number;
  authentication: number;
  service: number;
};

/**
 * Types and categories are grouped here, in one place. Categories: Meta's names and their variants
 * (marketing_lite, authentication_international); referral_conversion (a free conversation opened
 * from an ad) counts as service, free like it. A sent template the provider reported no category for
 * counts under our copy of the template's category (Meta's review decides it; Gupshup often sends
 * none). Sent messages with no or another category are `none`. `t` is TEMPLATE_CATEGORY's join.
 */
const CATEGORY = sql`coalesce(m.pricing_category, lower(t.category))`;

const COUNTS = sql`
  count(*)::int as total,
  count(*) filter (where m.direction = 'in')::int as inbound,
  count(*) filter (where m.direction = 'out')::int as outbound,
  count(*) filter (where m.type = 'text')::int as text,
  count(*) filter (where m.type = 'template')::int as template,
  count(*) filter (where m.type in ('image', 'audio', 'video', 'document', 'sticker'))::int as media,
  count(*) filter (where m.type in ('interactive', 'button'))::int as interactive,
  count(*) filter (where m.direction = 'out' and ${CATEGORY} like 'marketing%')::int as marketing,
  count(*) filter (where m.direction = 'out' and ${CATEGORY} like 'utility%')::int as utility,
  count(*) filter (where m.direction = 'out' and ${CATEGORY} like 'authentication%')::int as authentication,
  count(*) filter (where m.direction = 'out' and ${CATEGORY} in ('service', 'referral_conversion'))::int as service`;

/** Our copy of a sent template, only for the messages whose category the provider did not report. */
const TEMPLATE_CATEGORY = sql`left join message_templates t
    on m.type = 'template' and m.pricing_category is null
   and t.channel_id = m.channel_id and t.name = m.content #>> '{template,name}' and t.language = m.content #>> '{template,language}'`;

/** Messages of the channel created within the local days from..to (inclusive) of the zone. */
function inPeriod(channelId: string, timezone: string, from: string, to: string): SQL {
  return sql`m.channel_id = ${channelId}
    and m.created_at >= (${from}::date::timestamp at time zone ${timezone})
    and m.created_at < ((${to}::date + 1)::timestamp at time zone ${timezone})`;
}

const toCounts = (r: CountsRow | undefined): TrafficCounts => {
  const n = (v: number | undefined) => Number(v ?? 0);
  const byType = { text: n(r?.text), template: n(r?.template), media: n(r?.media), interactive: n(r?.interactive), other: 0 };
  byType.other = n(r?.total) - byType.text - byType.template - byType.media - byType.interactive;
  const byCategory = { marketing: n(r?.marketing), utility: n(r?.utility), authentication: n(r?.authentication), service: n(r?.service), none: 0 };
  byCategory.none = n(r?.outbound) - byCategory.marketing - byCategory.utility - byCategory.authentication - byCategory.service;
  return { inbound: n(r?.inbound), outbound: n(r?.outbound), byType, byCategory };
};

export const emptyCounts = (): TrafficCounts => toCounts(undefined);

/** Counts per local day (YYYY-MM-DD) of the days from..to that had messages. */
export async function countsPerDay(db: NodePgDatabase, channelId: string, timezone: string, from: string, to: string): Promise<Map<string, TrafficCounts>> {
  const res = await db.execute<CountsRow & { day: string }>(sql`
    select to_char((m.created_at at time zone ${timezone})::date, 'YYYY-MM-DD') as day, ${COUNTS}
      from messages m ${TEMPLATE_CATEGORY}
     where ${inPeriod(channelId, timezone, from, to)}
     group by 1`);
  return new Map(res.rows.map((r) => [r.day, toCounts(r)]));
}

/** Counts for the whole period. */
export async function countsInPeriod(db: NodePgDatabase, channelId: string, timezone: string, from: string, to: string): Promise<TrafficCounts> {
  const res = await db.execute<CountsRow>(sql`select ${COUNTS} from messages m ${TEMPLATE_CATEGORY} where ${inPeriod(channelId, timezone, from, to)}`);
  return toCounts(res.rows[0]);
}

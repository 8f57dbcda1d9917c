// Issue 6 "Campaigns": a 20,000-contact campaign on PostgreSQL with the channel's limit at 1,000
// messages per second, sent through the real server to a local Graph sink. Reports the achieved rate
// (first to last arrival at the sink) and the busiest second (the most arrivals in any sliding
// 1-second window). Target: within 5% of the limit on average and never above it in any second.
import pg from 'pg';
import { startServer } from '../../e2e/support/server.js';
import { report } from '../report.js';
import { api, withBenchDatabase } from '../conversations/bench-support.js';
import { startGraphSink } from '../chatbot/graph-sink.js';

const CONTACTS = Number(process.env.BENCH_CAMPAIGN_CONTACTS ?? 20_000);
const LIMIT = Number(process.env.BENCH_CAMPAIGN_LIMIT ?? 1000);

/** The most arrivals within any window [t, t + 1000 ms). */
function busiestSecond(times: number[]): number {
  let best = 0;
  let lo = 0;
  for (let hi = 0; hi < times.length; hi++) {
    while ((times[hi] ?? 0) - (times[lo] ?? 0) >= 1000) lo++;
    best = Math.max(best, hi - lo + 1);
  }
  return best;
}

export async function benchCampaignSend(): Promise<void> {
  const graph = await startGraphSink();
  try {
    await withBenchDatabase(async (url) => {
      const password = 'senha-bench-123';
      // The sink stands in for Graph on 127.0.0.1 over http: server configuration, as in production.
      const server = await startServer({ DATABASE_URL: url, DEMO_PASSWORD: password, LOG_LEVEL: 'warn', GRAPH_API_BASE: graph.baseUrl, PROVIDER_ALLOW_PRIVATE_HOSTS: 'true' });
      const db = new pg.Client({ connectionString: url });
      await db.connect();
      try {
        const admin = (await api(server, '/api/user/login', null, { login: 'admin', password })).token as string;
        const { channel } = (await api(server, '/api/channel', admin, {
          name: 'Bench Campanhas',
          channelNumber: '5511900003333',
          apiType: 'cloud',
          credentials: { phoneNumberId: '109876543210777', appSecret: 's', accessToken: 'x', verifyToken: 'v', wabaId: '1', graphApiVersion: 'v23.0' },
          owner: { login: 'bench-camp-owner', password: 'senha-forte-1', name: 'Bench', email: 'camp@bench.com' },
        })) as { channel: { channel: { _id: string } } };
        const channelId = channel.channel._id;
        const owner = (await api(server, '/api/user/login', null, { login: 'bench-camp-owner', password: 'senha-forte-1' })).token as string;
        await api(server, `/api/channel/config/${channelId}`, owner, { modules: { broadcastList: true } }, 'PUT');
        await api(server, '/api/campaigns/settings', owner, { messagesPerSecond: LIMIT }, 'PUT');
        // An approved template, as a sync would have stored it (the sink answers sends only).
        const template = await db.query<{ id: string }>(
          `insert into message_templates (channel_id, provider_template_id, name, language, category, status, body)
           values ($1, '1', 'promo_bench', 'pt_BR', 'MARKETING', 'APPROVED', 'Olá {{1}}, cupom {{2}}.') returning id`,
          [channelId],
        );
        const tag = await db.query<{ id: string }>(`insert into tags (channel_id, name, color) values ($1, 'Bench', '#000000') returning id`, [channelId]);
        await db.query(
          `insert into contacts (channel_id, number, name, tag_id)
           select $1, (5511930000000 + g)::text, 'Cliente ' || g, $2 from generate_series(1, $3) g`,
          [channelId, tag.rows[0]?.id, CONTACTS],
        );
        const { campaign } = (await api(server, '/api/campaigns', owner, {
          name: 'Bench',
          templateId: template.rows[0]?.id,
          bodyVariables: [{ source: 'field', field: 'firstName', fallback: 'cliente' }, { source: 'fixed', value: 'BENCH' }],
          audience: { kind: 'contacts', tagIds: [tag.rows[0]?.id] },
          onReply: { action: 'bot', departmentId: null },
        })) as { campaign: { _id: string } };
        const before = graph.total();
        await api(server, `/api/campaigns/${campaign._id}/send`, owner, {});
        const deadline = performance.now() + (CONTACTS / LIMIT) * 1000 * 3 + 60_000;
        while (graph.total() - before < CONTACTS && performance.now() < deadline) await new Promise((r) => setTimeout(r, 100));
        const times = graph.times().slice(before);
        const seconds = ((times[times.length - 1] ?? 0) - (times[0] ?? 0)) / 1000;
        const rate = Math.round(times.length / seconds);
        const busiest = busiestSecond(times);
        // BENCH_DUMP=<file> keeps every arrival time (ms), to see where the busiest second was.
        if (process.env.BENCH_DUMP) (await import('node:fs')).writeFileSync(process.env.BENCH_DUMP, JSON.stringify(times));
        report({
          bench: 'campaign_send',
          contacts: CONTACTS,
          limit_per_s: LIMIT,
          sent: times.length,
          total_s: +seconds.toFixed(2),
          achieved_per_s: rate,
          achieved_share_of_limit: +(rate / LIMIT).toFixed(3),
          busiest_second: busiest,
          meets_target: times.length === CONTACTS && rate >= LIMIT * 0.95 && busiest <= LIMIT,
          target: { within: '5% of the limit', never_above: LIMIT },
        });
      } finally {
        await db.end();
        await server.stop();
      }
    });
  } finally {
    await graph.close();
  }
}

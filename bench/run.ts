// `npm run bench`: builds nothing itself (run `npm run build` first, or `npm start` once) and
// prints each measurement as a JSON line. `npm run bench -- startup` runs one group.
import { benchStartup } from './foundation/startup.bench.js';
import { benchBundles } from './foundation/bundle.bench.js';
import { benchWebhookThroughput } from './conversations/webhook-throughput.bench.js';
import { benchListLatency } from './backoffice/list-latency.bench.js';
import { benchBotSteps } from './chatbot/bot-steps.bench.js';
import { benchCampaignSend } from './campaigns/campaign-send.bench.js';
import { benchReportLatency } from './reports/report-latency.bench.js';
import { benchExportMemory } from './reports/export-memory.bench.js';

const groups: Record<string, () => Promise<void>> = {
  startup: () => benchStartup(),
  bundles: () => benchBundles(),
  webhooks: () => benchWebhookThroughput(),
  lists: () => benchListLatency(),
  chatbot: () => benchBotSteps(),
  campaigns: () => benchCampaignSend(),
  // Seeds (once) 1M attendances and 10M messages into bench_reports; drop it when done.
  reports: async () => {
    await benchReportLatency();
    await benchExportMemory();
  },
};

const wanted = process.argv.slice(2).filter((a) => groups[a]);
for (const name of wanted.length ? wanted : Object.keys(groups)) {
  const group = groups[name];
  if (group) await group();
}

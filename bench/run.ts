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
import { benchKanban } from './kanban/kanban.bench.js';
import { benchProducts } from './products/products.bench.js';

const groups: Record<string, () => Promise<void>> = {
  startup: () => benchStartup(),
  bundles: () => benchBundles(),
  webhooks: () => benchWebhookThroughput(),
  lists: () => benchListLatency(),
  chatbot: () => benchBotSteps(),
  campaigns: () => benchCampaignSend(),
  kanban: () => benchKanban(),
  products: () => benchProducts(),
  // Seeds (once) 1M attendances and 10M messages into bench_reports; drop it when done.
  reports: async () => {
    await benchReportLatency();
    await benchExportMemory();
  },
  'reports-latency': () => benchReportLatency(),
  'reports-export': () => benchExportMemory(),
};

const wanted = process.argv.slice(2).filter((a) => groups[a]);
// `reports-latency` and `reports-export` are halves of `reports`: a bare `npm run bench` runs it once.
const everything = Object.keys(groups).filter((name) => !name.startsWith('reports-'));
for (const name of wanted.length ? wanted : everything) {
  const group = groups[name];
  if (group) await group();
}

// A 5,000-contact campaign whose worker process is killed (SIGKILL) in the middle of sending and
// started again: every contact gets exactly one message; and a cancel made in this (api) process stops
// the worker's sends within a second. The worker is a real separate process
// (src/main.ts with ROLE=worker) on the same PostgreSQL database; this test process serves the API
// and plays Meta's status webhooks for every send the fake Graph server accepts, echoing the send's
// reference as Meta does. PGlite is one process's database, so this runs where DATABASE_URL is set
// (CI always sets it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { CampaignProgress } from '@atende/contract';
import { auth, createTestApp, type TestApp } from '../support/test-app.js';
import { cloudWebhook, startFakeGraph, type FakeGraph, type WebhookStatusInput } from '../support/fake-graph/index.js';
import { postCloudWebhook } from '../support/chatbot-fixtures.js';
import { eventually } from '../support/eventually.js';
import { campaignCompany, promoCampaign, sendsByNumber, taggedContacts, type CampaignCompany } from '../support/campaign-fixtures.js';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CONTACTS = 5000;

let t: TestApp;
let graph: FakeGraph;
let c: CampaignCompany;
const webhooks: Array<Promise<unknown>> = [];
let statusTimer: NodeJS.Timeout | undefined;

function startWorker(): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      ROLE: 'worker',
      DATABASE_URL: t.testDb.url,
      DATA_DIR: t.config.dataDir,
      APP_SECRET: t.config.appSecret,
      DEMO: 'off',
      REDIS_URL: '',
      LOG_LEVEL: 'silent',
      // The worker calls the fake Graph, on 127.0.0.1 over http.
      GRAPH_API_BASE: graph.baseUrl,
      PROVIDER_ALLOW_PRIVATE_HOSTS: 'true',
      // Meta's status webhooks come within seconds; under a loaded CI machine this test's own webhook posts can lag a few.
      CAMPAIGN_CLAIM_GRACE_SECONDS: '10',
      CAMPAIGN_LEASE_SECONDS: '2',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

const killed = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

describe.skipIf(!process.env.DATABASE_URL)('a campaign survives its worker being killed', () => {
  beforeAll(async () => {
    graph = await startFakeGraph();
    // This process only serves the API (and enqueues); the child process does all the work.
    t = await createTestApp({ queue: true, config: { ROLE: 'api', ...graph.config() } });
    c = await campaignCompany(t, graph, 'Loja Resiliente', '5511966660000');
    // Meta's "sent" statuses, batched every 50 ms as Meta does under load: one webhook per send
    // would cost this process more than it can keep up with on a busy CI machine, and a status that
    // arrives after the claim grace is exactly what this test must not be fooled by.
    let accepted: WebhookStatusInput[] = [];
    graph.onAccepted(({ to, wamid, reference }) => accepted.push({ id: wamid, status: 'sent', recipient: to, ...(reference ? { reference } : {}) }));
    statusTimer = setInterval(() => {
      if (accepted.length === 0) return;
      const body = cloudWebhook.statuses(c.creds.phoneNumberId ?? '', accepted);
      accepted = [];
      webhooks.push(postCloudWebhook(t, body, c.creds.appSecret ?? ''));
    }, 50);
  });
  afterAll(async () => {
    clearInterval(statusTimer);
    await Promise.allSettled(webhooks);
    await t?.close();
    await graph?.close();
  });

  it('every one of 5,000 contacts gets exactly one message', { timeout: 180_000 }, async () => {
    const numbers = await taggedContacts(t, c, CONTACTS, 5511940000000);
    const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => t.app.inject({ method, url, headers: auth(c.owner), ...(payload ? { payload: payload as Record<string, unknown> } : {}) });
    expect((await call('PUT', '/api/campaigns/settings', { messagesPerSecond: 500 })).statusCode).toBe(200);
    const created = await call('POST', '/api/campaigns', promoCampaign(c, { name: 'Resiliente' }));
    const id = created.json().campaign._id as string;
    expect((await call('POST', `/api/campaigns/${id}/send`, {})).statusCode).toBe(200);

    const first = startWorker();
    await eventually(async () => expect(sendsByNumber(graph).size).toBeGreaterThanOrEqual(1500), { attempts: 1200, delayMs: 50 });
    first.kill('SIGKILL');
    await killed(first);
    const atKill = sendsByNumber(graph).size;
    expect(atKill).toBeLessThan(CONTACTS);

    const second = startWorker();
    try {
      const progress = await eventually(
        async () => {
          const status = (await call('GET', `/api/campaigns/${id}/status`)).json<{ status: string; progress: CampaignProgress }>();
          expect(status.status).toBe('completed');
          return status.progress;
        },
        { attempts: 1200, delayMs: 100 },
      );
      const sends = sendsByNumber(graph);
      const counts = numbers.map((n) => sends.get(n)?.length ?? 0);
      expect(counts.filter((n) => n === 0)).toHaveLength(0);
      expect(counts.filter((n) => n > 1)).toHaveLength(0);
      expect(progress).toMatchObject({ total: CONTACTS, sent: CONTACTS, failed: 0, queued: 0 });
    } finally {
      second.kill('SIGTERM');
      await killed(second);
    }
  });

  it("a cancel made in the api process stops the worker's sends within a second", { timeout: 120_000 }, async () => {
    const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => t.app.inject({ method, url, headers: auth(c.owner), ...(payload ? { payload: payload as Record<string, unknown> } : {}) });
    const total = () => [...sendsByNumber(graph).values()].reduce((n, list) => n + list.length, 0);
    expect((await call('PUT', '/api/campaigns/settings', { messagesPerSecond: 200 })).statusCode).toBe(200);
    const id = (await call('POST', '/api/campaigns', promoCampaign(c, { name: 'Cancelada' }))).json().campaign._id as string;
    const base = total();
    expect((await call('POST', `/api/campaigns/${id}/send`, {})).statusCode).toBe(200);
    const worker = startWorker();
    try {
      await eventually(async () => expect(total() - base).toBeGreaterThanOrEqual(200), { attempts: 1200, delayMs: 50 });
      expect((await call('POST', `/api/campaigns/${id}/cancel`)).json().campaign.status).toBe('cancelled');
      // The worker is another process: it learns of the cancel from the database, at its next look.
      await new Promise((r) => setTimeout(r, 1000));
      const afterASecond = total();
      await new Promise((r) => setTimeout(r, 1000));
      expect(total()).toBe(afterASecond);
      const progress = await eventually(async () => {
        const p = (await call('GET', `/api/campaigns/${id}/status`)).json<{ progress: CampaignProgress }>().progress;
        expect(p.queued).toBe(0);
        return p;
      });
      expect(progress.sent).toBe(afterASecond - base);
      expect(progress.sent + progress.cancelled).toBe(CONTACTS);
    } finally {
      worker.kill('SIGTERM');
      await killed(worker);
    }
  });
});

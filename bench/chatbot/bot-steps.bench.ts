// Issue 5 "Chatbot": 1,000 simultaneous customers each walking a three-step menu through signed
// Cloud webhooks into the real server on PostgreSQL, with the channel's Graph base URL pointed at a
// local sink. Each customer answers as soon as its previous menu reached the sink. Reports bot steps
// (answers handled) per second from the first webhook to the last reply, replies per second, and the
// p50/p99 from a webhook POST to the step's last reply arriving at the sink (the menu the customer
// needs to go on; the opening's greeting + root menu apart). Target: at least 500 steps/s.
// The measured customers come after BENCH_BOT_WARMUP (500) others have walked the same menu on the
// same server, as on a server that has been running; BENCH_BOT_WARMUP=0 measures a cold start.
import http from 'node:http';
import { startServer, type RunningServer } from '../../e2e/support/server.js';
import { report } from '../report.js';
import { api, percentile, signedMessageWebhook, withBenchDatabase } from '../conversations/bench-support.js';
import { startGraphSink, type GraphSink } from './graph-sink.js';
import { startWorker } from './worker-process.js';

const PHONE_NUMBER_ID = '109876543210555';
const APP_SECRET = 'bench-bot-secret';
const TARGET_STEPS_PER_S = 500;

type Step = { message: { type: string } & Record<string, unknown>; /** the recipient's sends expected once the step is answered */ sendsAfter: number };

const tap = (id: string, title: string) => ({ type: 'interactive', interactive: { type: 'button_reply', button_reply: { id, title } } });
/** "oi" opens the conversation (greeting + root menu); three taps walk to the department's queue (its position text). */
const WALK: Step[] = [
  { message: { type: 'text', text: { body: 'oi' } }, sendsAfter: 2 },
  { message: tap('raiz:seguir', 'Seguir'), sendsAfter: 3 },
  { message: tap('segundo:seguir', 'Seguir'), sendsAfter: 4 },
  { message: tap('terceiro:fila', 'Atendente'), sendsAfter: 5 },
];

const buttonsMenu = (id: string, text: string, next: { kind: 'menu'; menuId: string } | { kind: 'department'; departmentId: string }, nextId: string, nextTitle: string) => ({
  id,
  kind: 'buttons',
  text,
  options: [
    { id: nextId, title: nextTitle, target: next },
    { id: 'horario', title: 'Horário', target: { kind: 'answer', text: 'Abrimos das 8h às 18h.' } },
    { id: 'sair', title: 'Encerrar', target: { kind: 'end' } },
  ],
});

/** A Cloud channel on the sink with a three-level buttons bot ending in a department nobody serves. */
async function prepare(server: RunningServer, password: string): Promise<void> {
  const admin = (await api(server, '/api/user/login', null, { login: 'admin', password })).token as string;
  await api(server, '/api/channel', admin, {
    name: 'Bench Bot',
    channelNumber: '5511900002222',
    apiType: 'cloud',
    credentials: { phoneNumberId: PHONE_NUMBER_ID, appSecret: APP_SECRET, accessToken: 'x', verifyToken: 'v', wabaId: '1', graphApiVersion: 'v23.0' },
    owner: { login: 'bench-bot-owner', password: 'senha-forte-1', name: 'Bench Bot', email: 'bot@bench.com' },
  });
  const owner = (await api(server, '/api/user/login', null, { login: 'bench-bot-owner', password: 'senha-forte-1' })).token as string;
  const { department } = (await api(server, '/api/department', owner, { name: 'Vendas' })) as { department: { _id: string } };
  await api(server, '/api/chatbot/menus', owner, buttonsMenu('terceiro', 'Quer falar com um atendente?', { kind: 'department', departmentId: department._id }, 'fila', 'Atendente'));
  await api(server, '/api/chatbot/menus', owner, buttonsMenu('segundo', 'Segundo menu', { kind: 'menu', menuId: 'terceiro' }, 'seguir', 'Seguir'));
  await api(server, '/api/chatbot/menus', owner, buttonsMenu('raiz', 'Menu principal', { kind: 'menu', menuId: 'segundo' }, 'seguir', 'Seguir'));
  await api(
    server,
    '/api/chatbot/settings',
    owner,
    { enabled: true, rootMenuId: 'raiz', defaultDepartmentId: null, maxInvalidAnswers: 3, outsideHoursAction: 'wait', abandonmentMinutes: 30, queueAbandonmentMinutes: 0, surveyEnabled: false, surveyMinutes: 60 },
    'PUT',
  );
  // A new channel's queue texts are empty: the position alone, so entering the queue answers exactly
  // one message whether the department counts as offline or just busy.
  const { messages } = (await api(server, '/api/chatbot/messages', owner, undefined, 'GET')) as { messages: Record<string, unknown> };
  await api(server, '/api/chatbot/messages', owner, { ...messages, noOperator: '', queuePosition: 'Você está na fila. Sua posição: {{posicao}}.' }, 'PUT');
}

/** At most `limit` calls of `fn` run at once. */
function bounded(limit: number) {
  let running = 0;
  const queue: Array<() => void> = [];
  return async <T>(fn: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => queue.push(resolve));
    running += 1;
    try {
      return await fn();
    } finally {
      running -= 1;
      queue.shift()?.();
    }
  };
}

// The customers' webhooks go through node:http with kept-alive connections: fetch costs several
// times more CPU per call, and this machine's two cores are shared with the server being measured.
const agent = new http.Agent({ keepAlive: true, maxSockets: 128 });

function postWebhook(server: RunningServer, from: string, message: Step['message']): Promise<void> {
  const { payload, signature } = signedMessageWebhook(PHONE_NUMBER_ID, APP_SECRET, from, message);
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${server.url}/api/webhooks/cloud`,
      { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), 'x-hub-signature-256': signature } },
      (res) => {
        let answer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (answer += chunk));
        res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`webhook answered ${res.statusCode}: ${answer}`))));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

type Walked = { opening: number[]; steps: number[]; answered: number; started: number };

/** `customers` walk the menu at once, numbered from `prefix`; each answers as soon as its menu reached the sink. */
async function walkCustomers(server: RunningServer, graph: GraphSink, customers: number, inFlight: number, prefix: string): Promise<Walked> {
  const limit = bounded(inFlight);
  const walked: Walked = { opening: [], steps: [], answered: 0, started: performance.now() };
  // A stuck customer gives up after the deadline.
  const deadline = walked.started + Number(process.env.BENCH_BOT_DEADLINE_MS ?? 300_000);
  const timedOut = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), Math.max(0, deadline - performance.now())).unref());
  const walk = async (i: number) => {
    const number = `${prefix}${String(i).padStart(8, '0')}`;
    for (const [index, step] of WALK.entries()) {
      // From the moment the webhook POST leaves (not while it waits for a client slot).
      const t0 = await limit(async () => {
        const sentAt = performance.now();
        await postWebhook(server, number, step.message);
        return sentAt;
      });
      const at = await Promise.race([graph.nth(number, step.sendsAfter), timedOut]);
      if (at === 'timeout') return;
      (index === 0 ? walked.opening : walked.steps).push(at - t0);
      if (index > 0) walked.answered += 1;
    }
  };
  await Promise.all(Array.from({ length: customers }, (_, i) => walk(i)));
  return walked;
}

export async function benchBotSteps(
  customers = Number(process.env.BENCH_BOT_CUSTOMERS ?? 1000),
  inFlight = Number(process.env.BENCH_BOT_IN_FLIGHT ?? 100),
  warmup = Number(process.env.BENCH_BOT_WARMUP ?? 500),
): Promise<void> {
  const graph = await startGraphSink();
  try {
    await withBenchDatabase(async (databaseUrl) => {
      const password = 'senha-bench-123';
      // BENCH_BOT_SPLIT=1: the scale-out layout of docs/operations.md on this one machine, a ROLE=api
      // process taking the webhooks and a ROLE=worker process running the jobs (bot, sends).
      const split = process.env.BENCH_BOT_SPLIT === '1';
      // The sink stands in for Graph on 127.0.0.1 over http: server configuration, as in production.
      const sink = { GRAPH_API_BASE: graph.baseUrl, PROVIDER_ALLOW_PRIVATE_HOSTS: 'true' };
      const server = await startServer({ DATABASE_URL: databaseUrl, DEMO_PASSWORD: password, LOG_LEVEL: 'warn', ...sink, ...(split ? { ROLE: 'api' } : {}) });
      const worker = split ? await startWorker({ DATABASE_URL: databaseUrl, DEMO_PASSWORD: password, LOG_LEVEL: 'warn', DATA_DIR: server.dataDir, ...sink }) : null;
      try {
        await prepare(server, password);
        // A running server is warm: a first round of other customers lets V8 compile the hot paths
        // (its compiler threads otherwise take a core from a two-core machine during the round measured).
        if (warmup > 0) await walkCustomers(server, graph, warmup, inFlight, '55117');
        const repliesBefore = graph.total();
        const { opening, steps, answered, started } = await walkCustomers(server, graph, customers, inFlight, '55118');
        const replies = graph.total() - repliesBefore;
        const seconds = (graph.lastAt() - started) / 1000;
        const stepsPerS = Math.round(answered / seconds);
        report({
          bench: 'chatbot_bot_steps',
          customers,
          warmup_customers: warmup,
          in_flight: inFlight,
          steps_expected: customers * (WALK.length - 1),
          steps_answered: answered,
          replies,
          total_s: +seconds.toFixed(2),
          steps_per_s: stepsPerS,
          // Every customer message the bot answered: the opening (greeting + first menu) and the answers.
          bot_turns_per_s: Math.round((answered + opening.length) / seconds),
          replies_per_s: Math.round(replies / seconds),
          step_p50_ms: +percentile(steps, 50).toFixed(1),
          step_p99_ms: +percentile(steps, 99).toFixed(1),
          opening_p50_ms: +percentile(opening, 50).toFixed(1),
          opening_p99_ms: +percentile(opening, 99).toFixed(1),
          meets_target: stepsPerS >= TARGET_STEPS_PER_S && answered === customers * (WALK.length - 1),
          target: { steps_per_s: TARGET_STEPS_PER_S },
          layout: split ? 'api + worker processes' : 'one process',
        });
      } finally {
        await worker?.stop();
        await server.stop();
      }
    });
  } finally {
    await graph.close();
  }
}

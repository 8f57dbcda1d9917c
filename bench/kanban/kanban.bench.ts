// Issue 19: a board of 10,000 cards opens (every column's count, total and first page) in under
// 300 ms p99 at the server, its columns page as they scroll, and a move is saved in under 50 ms p99.
// PostgreSQL (DATABASE_URL's server or the local one), the built server, and undici's pooled client
// with CONCURRENCY requests in flight; GET /api/health on the same client is the bare baseline.
import { percentile } from '../conversations/bench-support.js';
import { report } from '../report.js';
import { call, figures, round, timeGets as timeRuns, withBenchServer, type BenchClient } from '../http-timing.js';
import { seedKanban, type SeededBoard } from './seed-kanban.js';

const CONCURRENCY = 4;
const RUNS = Number(process.env.BENCH_KANBAN_RUNS ?? 200);
const MOVES = Number(process.env.BENCH_KANBAN_MOVES ?? 400);
const OPEN_TARGET_MS = 300;
const MOVE_TARGET_MS = 50;

type Card = { _id: string; stepId: string; version: number };
type Client = BenchClient;

const timeGets = (c: Client, path: string, concurrency = CONCURRENCY) => timeRuns(c, path, RUNS, concurrency);

/** Each worker moves its own cards across the steps, always with the version the last answer gave. */
async function timeMoves(c: Client, board: SeededBoard, cards: Card[], concurrency: number): Promise<{ errors: number; times: number[] }> {
  const times: number[] = [];
  let errors = 0;
  let done = 0;
  const perWorker = Math.ceil(cards.length / concurrency);
  await Promise.all(
    Array.from({ length: concurrency }, async (_, w) => {
      const mine = cards.slice(w * perWorker, (w + 1) * perWorker);
      let i = 0;
      while (done++ < MOVES) {
        const card = mine[i++ % mine.length] as Card;
        const target = board.stepIds[(board.stepIds.indexOf(card.stepId) + 1) % board.stepIds.length] as string;
        const t0 = performance.now();
        const res = await call<{ card: Card }>(c, 'POST', `/api/kanbans/${board.kanbanId}/cards/${card._id}/move`, { stepId: target, version: card.version });
        times.push(performance.now() - t0);
        if (res.status === 200) Object.assign(card, res.json.card);
        else errors++;
      }
    }),
  );
  return { errors, times };
}

export async function benchKanban(): Promise<void> {
  await withBenchServer({ modules: { kanban: true }, customerPortfolioEnabled: true }, CONCURRENCY, async ({ client: c, channelId, databaseUrl }) => {
    const seedStart = performance.now();
    const board = await seedKanban(databaseUrl, channelId);
    report({ bench: 'kanban.seed', cards_on_board: board.cards, cards_in_company: board.cards + 19 * 5_000, seconds: round((performance.now() - seedStart) / 1000) });

    const baseline = await timeGets(c, '/api/health');
    report({ bench: 'kanban.baseline', request: 'GET /api/health', client: 'undici Agent', concurrency: CONCURRENCY, ...figures(baseline.times) });
    const single = await timeGets(c, '/api/health', 1);
    report({ bench: 'kanban.baseline', request: 'GET /api/health', client: 'undici Agent', concurrency: 1, ...figures(single.times) });

    const open = await timeGets(c, `/api/kanbans/${board.kanbanId}/board`);
    report({ bench: 'kanban.open', request: 'board, 10,000 cards: every column first page', status: open.status, ...figures(open.times), target_ms: OPEN_TARGET_MS, met: open.status === 200 && percentile(open.times, 99) < OPEN_TARGET_MS });
    const filtered = await timeGets(c, `/api/kanbans/${board.kanbanId}/board?search=Oportunidade%20123`);
    report({ bench: 'kanban.open', request: 'board with search', status: filtered.status, ...figures(filtered.times), target_ms: OPEN_TARGET_MS, met: filtered.status === 200 && percentile(filtered.times, 99) < OPEN_TARGET_MS });
    const first = await call<{ columns: Array<{ stepId: string; nextCursor: string | null; cards: Card[] }> }>(c, 'GET', `/api/kanbans/${board.kanbanId}/board`);
    const column = first.json.columns[0];
    const page = await timeGets(c, `/api/kanbans/${board.kanbanId}/steps/${column?.stepId}/cards?after=${column?.nextCursor ?? ''}`);
    report({ bench: 'kanban.column_page', request: 'a column next page', status: page.status, ...figures(page.times), target_ms: OPEN_TARGET_MS, met: page.status === 200 && percentile(page.times, 99) < OPEN_TARGET_MS });

    const cards = first.json.columns.flatMap((col) => col.cards).slice(0, 40);
    // One person dragging, then CONCURRENCY people moving cards at the same instant without pause.
    for (const concurrency of [1, CONCURRENCY]) {
      const moves = await timeMoves(c, board, cards, concurrency);
      report({ bench: 'kanban.move', request: 'move to the next step (top of the column)', concurrency, moves: moves.times.length, errors: moves.errors, ...figures(moves.times), target_ms: MOVE_TARGET_MS, met: moves.errors === 0 && percentile(moves.times, 99) < MOVE_TARGET_MS });
    }
  });
}

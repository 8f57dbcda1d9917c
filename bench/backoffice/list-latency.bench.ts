// Issue "Back office": every list of the owner's screens must answer in under 150 ms on PostgreSQL
// with 100,000 contacts and 1,000,000 attendances. Seeds that volume, then times each list request
// (warm-up first, then sequential runs) and reports p50/p99 per request and the slowest p99.
import { startServer, type RunningServer } from '../../e2e/support/server.js';
import { report } from '../report.js';
import { percentile, withBenchDatabase } from '../conversations/bench-support.js';
import { seedVolume, type SeededIds } from './seed-volume.js';

const RUNS = Number(process.env.BENCH_LIST_RUNS ?? 20);
const TARGET_MS = 150;

async function login(server: RunningServer, login: string, password: string) {
  const res = await fetch(`${server.url}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login, password }),
  });
  if (!res.ok) throw new Error(`login ${login}: ${res.status}`);
  return (await res.json()) as { token: string; user: { channelId: string } };
}

function listRequests(channelId: string, ids: SeededIds): Record<string, string> {
  const year = new Date().getFullYear();
  return {
    'contacts: first page': `/api/contact/channel/${channelId}/page/1`,
    'contacts: search name': `/api/contact/channel/${channelId}/page/1?search=Cliente%2042421`,
    'contacts: search number': `/api/contact/channel/${channelId}/page/1?search=551100004242`,
    'contacts: by tag': `/api/contact/channel/${channelId}/page/1?tagId=${ids.tagId}`,
    'contacts: by responsible': `/api/contact/channel/${channelId}/page/1?operatorId=${ids.operatorId}`,
    'contacts: birthday month': `/api/contact/channel/${channelId}/page/1?birthdayMonth=5`,
    'contacts: newest first': `/api/contact/channel/${channelId}/page/1?sort=createdAt&order=desc`,
    'contacts: page 200': `/api/contact/channel/${channelId}/page/200`,
    'contacts: birthdays this month': `/api/contact/channel/${channelId}/birthdays?period=month`,
    'attendances: first page': `/api/attendance/manage/page/1`,
    'attendances: finished': `/api/attendance/manage/page/1?status=finished`,
    'attendances: waiting': `/api/attendance/manage/page/1?status=waiting`,
    'attendances: by operator': `/api/attendance/manage/page/1?operatorId=${ids.operatorId}`,
    'attendances: by department': `/api/attendance/manage/page/1?departmentId=${ids.departmentId}`,
    'attendances: by tag': `/api/attendance/manage/page/1?tagId=${ids.tagId}`,
    'attendances: period': `/api/attendance/manage/page/1?from=${year}-01-01&to=${year}-01-31`,
    'attendances: contact search': `/api/attendance/manage/page/1?contact=Cliente%204242`,
    'attendances: page 50': `/api/attendance/manage/page/50`,
    'attendances: contact history': `/api/attendance/contact/${ids.contactId}/page/1`,
    'operators: page': `/api/operator/channel/${channelId}/page/1`,
    'departments: page': `/api/department/channel/${channelId}/page/1`,
    'tags: page': `/api/channel/tags/${channelId}/page/1`,
    'tabulations: page': `/api/channel/tabulations/${channelId}/page/1`,
    'quick answers: page': `/api/quickanswers/page/1`,
    'blacklist: page': `/api/channel/blacklist/page/1`,
    'supervisors: page': `/api/channel/manager/page/1`,
    'dashboard: today': `/api/dashboard/today`,
    'access log: page': `/api/user/access-log/page/1`,
  };
}

async function time(server: RunningServer, token: string, path: string): Promise<{ ms: number; status: number }> {
  const t0 = performance.now();
  const res = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  await res.arrayBuffer();
  return { ms: performance.now() - t0, status: res.status };
}

export async function benchListLatency(): Promise<void> {
  await withBenchDatabase(async (databaseUrl) => {
    const password = 'senha-bench-123';
    const server = await startServer({ DATABASE_URL: databaseUrl, DEMO_PASSWORD: password, LOG_LEVEL: 'warn' });
    try {
      const owner = await login(server, 'empresa', password);
      const seedStart = performance.now();
      const ids = await seedVolume(databaseUrl, owner.user.channelId);
      report({ bench: 'backoffice.seed', contacts: 100_000, attendances: 1_000_000, seconds: Math.round((performance.now() - seedStart) / 100) / 10 });

      let slowest = { name: '', p99: 0 };
      for (const [name, path] of Object.entries(listRequests(owner.user.channelId, ids))) {
        for (let i = 0; i < 3; i++) await time(server, owner.token, path);
        const runs: number[] = [];
        let status = 0;
        for (let i = 0; i < RUNS; i++) {
          const result = await time(server, owner.token, path);
          runs.push(result.ms);
          status = result.status;
        }
        const p50 = Math.round(percentile(runs, 50) * 10) / 10;
        const p99 = Math.round(percentile(runs, 99) * 10) / 10;
        if (status === 200 && p99 > slowest.p99) slowest = { name, p99 };
        report({ bench: 'backoffice.list', request: name, status, p50_ms: p50, p99_ms: p99, under_target: status === 200 && p99 < TARGET_MS });
      }
      report({ bench: 'backoffice.list.slowest', request: slowest.name, p99_ms: slowest.p99, target_ms: TARGET_MS, met: slowest.p99 < TARGET_MS });
    } finally {
      await server.stop();
    }
  });
}

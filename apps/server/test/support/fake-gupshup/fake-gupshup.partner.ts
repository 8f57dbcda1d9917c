// The fake Gupshup's Partner API usage report (GET /partner/app/{appId}/usage?from=&to=): the partner
// token in Authorization, both dates as YYYY-MM-DD, and the days the test set for that app between them.
export type FakeUsageDay = Record<string, unknown> & { date: string };

type Answer = { status: number; body: unknown };

const USAGE_PATH = /^\/partner\/app\/([^/]+)\/usage$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function createPartnerUsage(partnerToken: string) {
  const usage = new Map<string, FakeUsageDay[]>();

  /** The answer to a usage call, or null when the path is not one. */
  function handle(method: string, path: string, query: Record<string, string>, authorization: string | undefined): Answer | null {
    const match = USAGE_PATH.exec(path);
    if (!match || method !== 'GET') return null;
    if (authorization !== partnerToken) return { status: 401, body: { status: 'error', message: 'Invalid Partner Token' } };
    const { from, to } = query;
    if (!from || !to || !DAY.test(from) || !DAY.test(to)) return { status: 400, body: { status: 'error', message: 'from and to must be dates in YYYY-MM-DD format' } };
    const days = (usage.get(decodeURIComponent(match[1] ?? '')) ?? []).filter((d) => d.date >= from && d.date <= to);
    return { status: 200, body: { status: 'success', partnerAppUsageList: days } };
  }

  return {
    handle,
    setUsage: (appId: string, days: FakeUsageDay[]) => {
      usage.set(appId, days);
    },
    clear: () => usage.clear(),
  };
}

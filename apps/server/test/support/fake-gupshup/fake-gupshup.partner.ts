// The fake Gupshup's Partner API: the usage report (GET /partner/app/{appId}/usage?from=&to=, the
// partner token in Authorization, both dates as YYYY-MM-DD, the days the test set for that app between
// them), an app's access token (GET /partner/app/{appId}/token with the partner token) and the
// read receipt / typing indicator event that token authorises (POST /partner/app/{appId}/v1/event,
// "Mark message as Read/Typing indicator"), checked as Gupshup documents it.
export type FakeUsageDay = Record<string, unknown> & { date: string };

type Answer = { status: number; body: unknown };

/** A read event Gupshup accepted: the app and the `message` object as received. */
export type FakeReadEvent = { appId: string; message: Record<string, unknown> };

const USAGE_PATH = /^\/partner\/app\/([^/]+)\/usage$/;
const TOKEN_PATH = /^\/partner\/app\/([^/]+)\/token\/?$/;
const EVENT_PATH = /^\/partner\/app\/([^/]+)\/v1\/event$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const hasOnly = (value: Record<string, unknown>, keys: string[]) => Object.keys(value).every((key) => keys.includes(key));

/** The problem with an event body, or null when it is one Gupshup documents. */
function eventProblem(body: unknown): string | null {
  if (!isObject(body) || !hasOnly(body, ['type', 'message'])) return 'Please review the request parameters and retry';
  if (body.type !== 'message-event') return 'Outbound event not supported';
  const message = body.message;
  if (!isObject(message) || !hasOnly(message, ['messaging_product', 'status', 'message_id', 'typing_indicator'])) return 'Outbound event not supported';
  if (message.messaging_product !== 'whatsapp' || message.status !== 'read') return 'Outbound event not supported';
  if (typeof message.message_id !== 'string' || message.message_id.trim() === '') return 'Please review the request parameters and retry';
  const indicator = message.typing_indicator;
  if (indicator !== undefined && (!isObject(indicator) || !hasOnly(indicator, ['type']) || indicator.type !== 'text')) return 'Outbound event not supported';
  return null;
}

export function createPartnerApi(partnerToken: string) {
  const usage = new Map<string, FakeUsageDay[]>();
  const readEvents: FakeReadEvent[] = [];
  const appTokenOf = (appId: string) => `sk_fake_app_token_${appId}`;
  const error = (status: number, message: string): Answer => ({ status, body: { status: 'error', message } });

  /** The answer to a Partner API call, or null when the path is not one. */
  function handle(request: { method: string; path: string; query: Record<string, string>; authorization: string | undefined; contentType: string; raw: string }): Answer | null {
    const { method, path, query, authorization } = request;
    const usageOf = USAGE_PATH.exec(path);
    if (usageOf && method === 'GET') {
      if (authorization !== partnerToken) return error(401, 'Invalid Partner Token');
      const { from, to } = query;
      if (!from || !to || !DAY.test(from) || !DAY.test(to)) return error(400, 'from and to must be dates in YYYY-MM-DD format');
      const days = (usage.get(decodeURIComponent(usageOf[1] ?? '')) ?? []).filter((d) => d.date >= from && d.date <= to);
      return { status: 200, body: { status: 'success', partnerAppUsageList: days } };
    }
    const tokenOf = TOKEN_PATH.exec(path);
    if (tokenOf && method === 'GET') {
      if (authorization !== partnerToken) return error(401, 'Invalid Partner Token');
      const appId = decodeURIComponent(tokenOf[1] ?? '');
      return { status: 200, body: { status: 'success', token: { token: appTokenOf(appId), expiresOn: 0, active: true } } };
    }
    const eventOf = EVENT_PATH.exec(path);
    if (eventOf && method === 'POST') {
      const appId = decodeURIComponent(eventOf[1] ?? '');
      if (authorization !== appTokenOf(appId)) return error(401, 'Unauthorised access to the resource. Please review request parameters and headers and retry');
      if (!request.contentType.startsWith('application/json')) return error(400, 'Invalid JSON payload');
      let body: unknown;
      try {
        body = JSON.parse(request.raw);
      } catch {
        return error(400, 'Invalid JSON payload');
      }
      const problem = eventProblem(body);
      if (problem) return error(400, problem);
      readEvents.push({ appId, message: (body as { message: Record<string, unknown> }).message });
      return { status: 200, body: { status: 'success' } };
    }
    return null;
  }

  return {
    handle,
    readEvents,
    setUsage: (appId: string, days: FakeUsageDay[]) => {
      usage.set(appId, days);
    },
    clear: () => {
      usage.clear();
      readEvents.length = 0;
    },
  };
}

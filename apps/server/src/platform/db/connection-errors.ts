// Tells "the database is not reachable right now" apart from every other failure, so callers can
// answer 503 (a provider retries it; a load balancer routes around it) instead of 500, and so the
// process can treat an outage as weather rather than as a bug. One list, used by the HTTP error
// handler, the health check and the process's last-resort handlers.

/** Socket-level failures on the way to the server. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/** SQLSTATEs of a server going away or not accepting yet: admin_shutdown, crash_shutdown, cannot_connect_now. */
const SERVER_GONE_STATES = new Set(['57P01', '57P02', '57P03']);

/** What node-postgres and pg-pool say when the connection died or never came. */
const DRIVER_MESSAGES = [/connection terminated/i, /timeout exceeded when trying to connect/i, /not queryable/i];

type ErrorLike = { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown; query?: unknown; params?: unknown };

function own(err: unknown): ErrorLike | null {
  return err !== null && typeof err === 'object' ? (err as ErrorLike) : null;
}

/**
 * What a database error wraps: Drizzle's DrizzleQueryError keeps the driver's error as `cause`; a
 * failed connect to several addresses is an AggregateError. Other wrappers are not opened: a
 * provider's "fetch failed" caused by ECONNREFUSED is Meta being unreachable, not the database.
 */
function wrapped(e: ErrorLike): unknown[] {
  if (Array.isArray(e.errors)) return e.errors;
  if ('query' in e && 'params' in e && e.cause !== undefined) return [e.cause];
  return [];
}

function connectionCode(e: ErrorLike): string | null {
  if (typeof e.code !== 'string') return null;
  return NETWORK_CODES.has(e.code) || SERVER_GONE_STATES.has(e.code) || /^08[0-9A-Z]{3}$/.test(e.code) ? e.code : null;
}

/**
 * True when `err` (or the driver error it wraps) says the database is unavailable: a refused/reset
 * connection, an 08xxx connection exception, 57P01/57P02/57P03, or the driver's "Connection terminated".
 */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  const e = own(err);
  if (!e || depth > 5) return false;
  if (connectionCode(e)) return true;
  if (typeof e.message === 'string' && DRIVER_MESSAGES.some((re) => re.test(e.message as string))) return true;
  return wrapped(e).some((inner) => inner !== err && isDatabaseUnavailable(inner, depth + 1));
}

/** A short, stable reason for logs and the health check (the code), without addresses or parameters. */
export function unavailableReason(err: unknown, depth = 0): string {
  const e = own(err);
  if (!e || depth > 5) return 'indisponível';
  const code = connectionCode(e);
  if (code) return code;
  const [inner] = wrapped(e);
  return inner !== undefined && inner !== err ? unavailableReason(inner, depth + 1) : 'conexão encerrada';
}

/** Why a database call failed, for the health check and logs a load balancer shows: no addresses, no SQL, no parameters. */
export function databaseFailureReason(err: unknown): string {
  return isDatabaseUnavailable(err) ? `banco de dados indisponível (${unavailableReason(err)})` : 'falha ao consultar o banco de dados';
}

// Failed-query logs never carry the query's parameters. drizzle-orm wraps a failed statement in
// DrizzleQueryError, whose message ("Failed query: <sql>\nparams: <values>"), stack and `params`
// hold the statement's values: password hashes, phone numbers, message texts. PostgreSQL may echo a
// value too (`invalid input syntax for type integer: "<value>"`, a unique violation's `detail`).
// Every way an error leaves the process passes through here first: the app logger's `err`
// serializer and log hook, console output (installed by main.ts), and a job's stored failure.

const REDACTED = '[omitido]';
/** Parameters shorter than this are not scrubbed out of texts: "1" or "on" would shred every message. */
const MIN_SCRUBBED_LENGTH = 4;
/** The fields of a driver (pg DatabaseError) error worth keeping; `detail` and `where` repeat row values. */
const DRIVER_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'schema', 'dataType', 'routine', 'hint'] as const;

type QueryError = Error & { query: string; params: unknown[] };

function isQueryError(err: unknown): err is QueryError {
  return err instanceof Error && typeof (err as Partial<QueryError>).query === 'string' && Array.isArray((err as Partial<QueryError>).params);
}

/** Cuts a "params: ..." tail out of a text that may hold a DrizzleQueryError's message (joined messages, stacks). */
export function redactText(text: string): string {
  return text.includes('Failed query:') ? text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/g, `\nparams: ${REDACTED}`) : text;
}

function scrub(text: string, values: string[]): string {
  let out = text;
  for (const value of values) out = out.split(value).join(REDACTED);
  return out;
}

function paramTexts(params: unknown[]): string[] {
  return params
    .map((p) => (p === null || p === undefined ? '' : typeof p === 'string' ? p : typeof p === 'object' ? JSON.stringify(p) : String(p)))
    .filter((s) => s.length >= MIN_SCRUBBED_LENGTH)
    .sort((a, b) => b.length - a.length);
}

/** The driver's error, with its text scrubbed of the values and its value-bearing fields left out. */
function safeCause(cause: unknown, values: string[]): unknown {
  if (!(cause instanceof Error)) return cause === undefined ? undefined : REDACTED;
  const copy = new Error(scrub(cause.message, values));
  copy.name = cause.name;
  copy.stack = scrub(cause.stack ?? '', values).replace(cause.message, () => copy.message);
  for (const field of DRIVER_FIELDS) {
    const value = (cause as unknown as Record<string, unknown>)[field];
    if (value !== undefined) Object.assign(copy, { [field]: value });
  }
  return copy;
}

/**
 * The error as it may be logged: a DrizzleQueryError (anywhere in the `cause` chain) becomes a copy
 * that keeps the SQL text, its placeholders and the driver's code but none of the values. Anything
 * else is returned as it is.
 */
export function redactError<T>(err: T, depth = 0): T | Error {
  if (!(err instanceof Error) || depth > 5) return err;
  if (isQueryError(err)) {
    const values = paramTexts(err.params);
    const copy = new Error(`Failed query: ${err.query}`, { cause: safeCause(err.cause, values) });
    copy.name = 'DrizzleQueryError';
    copy.stack = (err.stack ?? '').replace(err.message, () => `${copy.message}\nparams: ${REDACTED}`);
    copy.stack = scrub(redactText(copy.stack), values);
    return copy;
  }
  const cause = (err as { cause?: unknown }).cause;
  const safe = cause instanceof Error ? redactError(cause, depth + 1) : cause;
  const message = redactText(err.message);
  if (safe === cause && message === err.message) return err;
  const copy = new Error(message, { cause: safe });
  copy.name = err.name;
  copy.stack = redactText(err.stack ?? '');
  for (const [key, value] of Object.entries(err)) if (key !== 'cause' && !(key in copy)) Object.assign(copy, { [key]: value });
  return copy;
}

/** A message that may be stored or shown (a job's failure output, a row's error column). */
export function safeErrorMessage(err: unknown): string {
  const safe = redactError(err);
  if (safe instanceof Error) return safe.message;
  // pg-boss emits plain objects that copy an error's message and stack.
  const message = safe !== null && typeof safe === 'object' ? (safe as { message?: unknown }).message : undefined;
  return typeof message === 'string' ? redactText(message) : String(safe);
}

export type SerializedError = { [key: string]: unknown; type: string; message: string; stack: string };

/** pino's `err` serializer, on the redacted error: type, message, stack, code and the like, and its cause. */
export function errorLogSerializer(err: unknown): SerializedError {
  const safe = redactError(err);
  if (!(safe instanceof Error)) return { type: typeof safe, message: String(safe), stack: '' };
  const out: SerializedError = { type: safe.name, message: safe.message, stack: safe.stack ?? '' };
  for (const [key, value] of Object.entries(safe)) {
    if (key === 'cause' || key === 'params' || key === 'name' || value === undefined) continue;
    if (typeof value !== 'object' || value === null) out[key] = value;
  }
  const cause = (safe as { cause?: unknown }).cause;
  if (cause !== undefined) out.cause = errorLogSerializer(cause);
  return out;
}

/**
 * pino's logMethod hook: `log.error(err)` would make the message `err.message`, params included;
 * it is logged as `log.error({ err }, <redacted message>)` instead.
 */
export const safeLogHooks = {
  logMethod(this: unknown, args: unknown[], method: (...a: unknown[]) => void): void {
    const [first, ...rest] = args;
    if (first instanceof Error) {
      const message = typeof rest[0] === 'string' ? rest.shift() : safeErrorMessage(first);
      method.apply(this, [{ err: first }, message, ...rest]);
      return;
    }
    method.apply(this, args.map((a) => (typeof a === 'string' ? redactText(a) : a)));
  },
};

/** console.* arguments with every error redacted, for paths that print rather than log. */
export function consoleSafe(args: unknown[]): unknown[] {
  return args.map((a) => (a instanceof Error ? redactError(a) : typeof a === 'string' ? redactText(a) : a));
}

/** Makes console.error/warn/log/info print errors without query parameters (the process entry installs it once). */
export function installConsoleRedaction(target: Console = console): void {
  for (const level of ['error', 'warn', 'log', 'info', 'debug'] as const) {
    const original = target[level].bind(target);
    target[level] = (...args: unknown[]) => original(...consoleSafe(args));
  }
}

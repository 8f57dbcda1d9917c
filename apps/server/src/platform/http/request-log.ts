// What a request log line says about the request, and what it never says. URLs carry credentials
// in their query: Meta's subscription check (hub.verify_token), signed media and transcript links
// (sig, exp), Gupshup's callback and the embed (token). Their values are hidden; headers are not
// logged at all, and the redaction paths below hide credential headers from any line that logs
// them anyway (an error with its request, a debug line).
type LoggedRequest = { method: string; url: string; hostname?: string; ip?: string };

const SECRET_PARAMS = ['hub.verify_token', 'token', 'sig', 'exp'];
const HIDDEN = '[oculto]';

const escape = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const secretParam = new RegExp(`([?&](?:${SECRET_PARAMS.map(escape).join('|')})=)[^&#]*`, 'gi');

/** The URL with the values of its credential parameters replaced. */
export const redactUrl = (url: string): string => url.replace(secretParam, `$1${HIDDEN}`);

export const requestLogSerializer = (req: LoggedRequest) => ({
  method: req.method,
  url: redactUrl(req.url),
  host: req.hostname,
  remoteAddress: req.ip,
});

const CREDENTIAL_HEADERS = ['authorization', 'cookie', 'x-simulator-secret', 'x-simulator-signature', 'x-atende-token', 'x-hub-signature-256', 'x-signature'];

/** pino's redact option: credential headers wherever a log line carries request headers. */
export const logRedaction = {
  paths: CREDENTIAL_HEADERS.flatMap((h) => [`req.headers["${h}"]`, `headers["${h}"]`, `request.headers["${h}"]`]),
  censor: HIDDEN,
};

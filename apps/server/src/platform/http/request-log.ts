// What a request log line says about the request. Gupshup's callback URL carries the channel's
// webhook token (?token=): it never reaches the logs.
type LoggedRequest = { method: string; url: string; hostname?: string; ip?: string };

export const requestLogSerializer = (req: LoggedRequest) => ({
  method: req.method,
  url: req.url.replace(/([?&]token=)[^&]*/gi, '$1[oculto]'),
  host: req.hostname,
  remoteAddress: req.ip,
});

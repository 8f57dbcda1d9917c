// Signed download links for a finished export: GET /api/report/exports/{id}/download?expires=&signature=
// is a browser navigation (no Authorization header), so the link itself is the permission: an HMAC over
// the export id and the expiry, with a key derived from APP_SECRET (the same on every instance). Nothing
// is stored; a link dies at its expiry (an hour), or for every link at once when APP_SECRET changes.
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

export const REPORT_EXPORT_LINK_TTL_MS = 3_600_000;

export type ReportExportLinks = {
  /** The download path of an export, valid for an hour from `now`. */
  url: (exportId: string, now: Date) => string;
  verify: (exportId: string, expires: number | undefined, signature: string | undefined, now: Date) => boolean;
};

/**
 * `baseKey`: one of the app's derived keys. The links get a key of their own from it (HKDF with their
 * own label), so a signature made for another purpose over the same text never opens an export.
 */
export function createReportExportLinks(baseKey: Buffer): ReportExportLinks {
  const key = Buffer.from(hkdfSync('sha256', baseKey, 'atende', 'report-export-links', 32));
  const sign = (exportId: string, expires: number) => createHmac('sha256', key).update(`report-export\n${exportId}\n${expires}`).digest('base64url');
  return {
    url: (exportId, now) => {
      const expires = Math.floor((now.getTime() + REPORT_EXPORT_LINK_TTL_MS) / 1000);
      return `/api/report/exports/${exportId}/download?${new URLSearchParams({ expires: String(expires), signature: sign(exportId, expires) })}`;
    },
    verify: (exportId, expires, signature, now) => {
      if (!expires || !signature || !Number.isSafeInteger(expires)) return false;
      const expected = Buffer.from(sign(exportId, expires));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
      return expires * 1000 > now.getTime();
    },
  };
}

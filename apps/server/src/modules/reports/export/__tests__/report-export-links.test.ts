import { describe, expect, it } from 'vitest';
import { createReportExportLinks, REPORT_EXPORT_LINK_TTL_MS } from '../report-export-links.js';

const key = Buffer.alloc(32, 7);
const links = createReportExportLinks(key);
const id = '6f1c2b1e-7d1a-4c55-9f4e-2a0b3c4d5e6f';
const now = new Date('2025-03-10T12:00:00Z');

const partsOf = (url: string) => {
  const parsed = new URL(url, 'http://local');
  return { path: parsed.pathname, expires: Number(parsed.searchParams.get('expires')), signature: parsed.searchParams.get('signature') ?? '' };
};

describe('signed export download links', () => {
  it('point at the download path and expire an hour after they were made', () => {
    const { path, expires } = partsOf(links.url(id, now));
    expect(path).toBe(`/api/report/exports/${id}/download`);
    expect(expires).toBe(Date.parse('2025-03-10T13:00:00Z') / 1000);
  });

  it('open within the hour and not after it', () => {
    const { expires, signature } = partsOf(links.url(id, now));
    expect(links.verify(id, expires, signature, new Date(now.getTime() + REPORT_EXPORT_LINK_TTL_MS - 1000))).toBe(true);
    expect(links.verify(id, expires, signature, new Date(now.getTime() + REPORT_EXPORT_LINK_TTL_MS))).toBe(false);
  });

  it('refuse another id, another expiry, a changed signature, a missing part and another key', () => {
    const { expires, signature } = partsOf(links.url(id, now));
    expect(links.verify('6f1c2b1e-7d1a-4c55-9f4e-2a0b3c4d5e60', expires, signature, now)).toBe(false);
    expect(links.verify(id, expires + 60, signature, now)).toBe(false);
    expect(links.verify(id, expires, `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`, now)).toBe(false);
    expect(links.verify(id, undefined, signature, now)).toBe(false);
    expect(links.verify(id, expires, undefined, now)).toBe(false);
    expect(createReportExportLinks(Buffer.alloc(32, 8)).verify(id, expires, signature, now)).toBe(false);
  });
});

// Issue 18 "Speed": a 1,000,000-row export streams without the server holding it in memory (target:
// peak RSS under 300 MB). Asks the attendance report's export of the seeded year (above the sync
// limit, so the background job writes it), follows it to the end while sampling the server process's
// RSS, reads its peak (VmHWM, reset just before through /proc/<pid>/clear_refs), and downloads the
// file to count its rows.
import fs from 'node:fs';
import http from 'node:http';
import type { ReportExportResponse } from '@atende/contract';
import { report } from '../report.js';
import { closeClient, json, request } from './report-client.js';
import { localDay, startSeededServer } from './seeded-server.js';

const TARGET_MB = 300;
const FORMATS = (process.env.BENCH_EXPORT_FORMATS ?? 'csv,xlsx').split(',') as Array<'csv' | 'xlsx'>;

/** The built server listening on `port` (startServer does not hand out its pid): found in /proc. */
function serverPid(port: string): number {
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (!cmdline.includes('apps/server/dist/main.js')) continue;
      if (fs.readFileSync(`/proc/${entry}/environ`, 'utf8').split('\0').includes(`PORT=${port}`)) return Number(entry);
    } catch {
      /* a process that ended or is not ours */
    }
  }
  throw new Error(`no server process listens on port ${port}`);
}

/** A field of /proc/<pid>/status in MB (VmRSS, VmHWM). */
function statusMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'));
  return line ? Math.round(Number(line[1]) / 102.4) / 10 : NaN;
}

/** Streams the finished file and counts its bytes and (CSV) lines without keeping it. */
function download(url: string): Promise<{ status: number; bytes: number; lines: number; head: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, (res) => {
        let bytes = 0;
        let lines = 0;
        let head = '';
        res.on('data', (chunk: Buffer) => {
          if (head.length < 300) head += chunk.subarray(0, 300).toString();
          bytes += chunk.length;
          for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes, lines, head: head.split('\n')[0] ?? '' }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

export async function benchExportMemory(): Promise<void> {
  const { server, token } = await startSeededServer('reports.export');
  try {
    const pid = serverPid(new URL(server.url).port);
    for (const format of FORMATS) {
      const rssBefore = statusMb(pid, 'VmRSS');
      fs.writeFileSync(`/proc/${pid}/clear_refs`, '5'); // resets VmHWM to the current RSS
      const body = { period: 'custom', from: localDay(-364), to: localDay(0), format };
      const t0 = performance.now();
      const started = await request(server.url, 'POST', '/api/report/attendance/export', token, body);
      if (started.status !== 202) {
        report({ bench: 'reports.export', format, status: started.status, error: started.body.toString().slice(0, 200) });
        continue;
      }
      let job = (JSON.parse(started.body.toString()) as ReportExportResponse).export;
      let rssPeakSampled = rssBefore;
      while (job.status === 'queued' || job.status === 'running') {
        await new Promise((r) => setTimeout(r, 100));
        rssPeakSampled = Math.max(rssPeakSampled, statusMb(pid, 'VmRSS'));
        job = (await json<ReportExportResponse>(server.url, 'GET', `/api/report/exports/${job._id}`, token)).export;
      }
      const seconds = (performance.now() - t0) / 1000;
      const peak = Math.max(statusMb(pid, 'VmHWM'), rssPeakSampled);
      const file = job.downloadUrl ? await download(new URL(job.downloadUrl, server.url).toString()) : null;
      report({
        bench: 'reports.export',
        format,
        status: job.status,
        error: job.error,
        rows: job.rows,
        seconds: Math.round(seconds * 10) / 10,
        rows_per_second: Math.round(job.rows / seconds),
        rss_before_mb: rssBefore,
        rss_peak_mb: peak,
        target_mb: TARGET_MB,
        met: job.status === 'done' && peak < TARGET_MB,
        file: file && { status: file.status, megabytes: Math.round(file.bytes / 104857.6) / 10, lines: format === 'csv' ? file.lines : undefined, header: format === 'csv' ? file.head : undefined },
      });
    }
  } finally {
    closeClient();
    await server.stop();
  }
}

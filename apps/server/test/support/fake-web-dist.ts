// A built web app stand-in: a temp folder with the index.html the server falls back to.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const FAKE_INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';

export function fakeWebDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atende-web-'));
  fs.writeFileSync(path.join(dir, 'index.html'), FAKE_INDEX_HTML);
  return dir;
}

import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { OPENAPI_FILE, renderOpenApiDocument } from '../../src/platform/http/openapi-document.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** "line N: committed `…`, served `…`" for the first line that differs, or null when none does. */
function firstDifference(committed: string, served: string): string | null {
  const a = committed.split('\n');
  const b = served.split('\n');
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (a[i] !== b[i]) return `line ${i + 1}: committed ${JSON.stringify(a[i] ?? '<end>')}, served ${JSON.stringify(b[i] ?? '<end>')}`;
  }
  return null;
}

describe('the committed OpenAPI document', () => {
  it('docs/api/openapi.json is exactly what the app serves at /api/docs/json', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const served = renderOpenApiDocument(res.json());
    const committed = fs.existsSync(OPENAPI_FILE) ? fs.readFileSync(OPENAPI_FILE, 'utf8') : '';
    const drift = firstDifference(committed, served);
    expect(drift, `docs/api/openapi.json is out of date with the routes (${drift}). Run \`npm run openapi\` and commit the file.`).toBeNull();
  });
});

// `npm run openapi`: builds the app without listening (in-memory PGlite, a throwaway data dir, no job
// queue) and writes the OpenAPI document it serves to docs/api/openapi.json. The config is built from
// fixed values, not this shell's environment, so the file is the same on every machine.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/platform/config/config.js';
import { openDatabase } from '../src/platform/db/database.js';
import { runMigrations } from '../src/platform/db/migrate.js';
import { OPENAPI_FILE, renderOpenApiDocument } from '../src/platform/http/openapi-document.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atende-openapi-'));
try {
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', APP_SECRET: 'openapi-generation-secret-not-used-for-anything-0123456789' });
  const db = await openDatabase({ pgliteDir: 'memory://' });
  await runMigrations(db);
  const { app } = await buildApp({ config, db, queue: false });
  try {
    await app.ready();
    fs.mkdirSync(path.dirname(OPENAPI_FILE), { recursive: true });
    fs.writeFileSync(OPENAPI_FILE, renderOpenApiDocument(app.swagger()));
    console.log(`wrote ${path.relative(process.cwd(), OPENAPI_FILE)}`);
  } finally {
    await app.close();
    await db.close();
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}

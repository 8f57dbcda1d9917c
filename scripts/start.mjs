#!/usr/bin/env node
// `npm start`: install what is missing, build what is stale, then run the server, which applies
// migrations, seeds the demo company on an empty database and serves everything.
// Flags: --role=api|worker|all, --migrate-only, --no-build.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(cmd, cmdArgs, label) {
  console.log(`› ${label}`);
  const res = spawnSync(cmd, cmdArgs, { cwd: root, stdio: 'inherit', env: process.env });
  if (res.status !== 0) {
    console.error(`✗ ${label} falhou (código ${res.status}).`);
    process.exit(res.status ?? 1);
  }
}

function newestMtime(entries) {
  let newest = 0;
  const visit = (p) => {
    let st;
    try {
      st = fs.statSync(p);
    } catch {
      return;
    }
    if (st.isDirectory()) {
      if (path.basename(p) === 'node_modules' || path.basename(p) === '__tests__') return;
      for (const child of fs.readdirSync(p)) visit(path.join(p, child));
    } else if (st.mtimeMs > newest) newest = st.mtimeMs;
  };
  for (const e of entries) visit(path.join(root, e));
  return newest;
}

const mtime = (file) => {
  try {
    return fs.statSync(path.join(root, file)).mtimeMs;
  } catch {
    return 0;
  }
};

// 1. Dependencies: install when node_modules is missing or older than the lockfile.
if (!fs.existsSync(path.join(root, 'node_modules/.package-lock.json')) || mtime('package-lock.json') > mtime('node_modules/.package-lock.json')) {
  run(npm, ['install', '--no-audit', '--no-fund'], 'Instalando dependências (npm install)');
}

// 2. Builds, only when their sources changed since the last build.
if (!args.includes('--no-build')) {
  const contract = ['packages/contract/src', 'packages/contract/package.json'];
  const webSources = ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/public', ...contract];
  if (newestMtime(webSources) > mtime('apps/web/dist/index.html')) {
    run(npm, ['run', 'build', '-w', '@atende/web', '--silent'], 'Compilando a aplicação web');
  }
  const serverSources = ['apps/server/src', 'apps/server/build.mjs', ...contract];
  if (newestMtime(serverSources) > mtime('apps/server/dist/main.js')) {
    run(npm, ['run', 'build', '-w', '@atende/server', '--silent'], 'Compilando o servidor');
  }
}

// 3. Serve (migrations run inside the server before it listens).
const env = { ...process.env };
const role = args.find((a) => a.startsWith('--role='));
if (role) env.ROLE = role.slice('--role='.length);
// --expose-gc: a long export asks for a full collection every ~20,000 rows (platform/http/spreadsheet-export.ts).
const serverArgs = ['--enable-source-maps', '--expose-gc', path.join(root, 'apps/server/dist/main.js')];
if (args.includes('--migrate-only')) serverArgs.push('--migrate-only');
const child = spawn(process.execPath, serverArgs, { cwd: root, stdio: 'inherit', env });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));

// Where the committed migrations and the built web app are, from source (src/platform/config)
// or from the bundle (dist/main.js).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverRoot = here.endsWith(`${path.sep}dist`) ? path.resolve(here, '..') : path.resolve(here, '../../..');

export const serverRootDir = serverRoot;
export const defaultMigrationsDir = path.join(serverRoot, 'migrations');
export const defaultWebDist = path.resolve(serverRoot, '../web/dist');

export const webDistAvailable = (dir: string): boolean => fs.existsSync(path.join(dir, 'index.html'));

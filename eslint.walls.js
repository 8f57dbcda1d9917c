// The walls of docs/architecture.md, enforced by `npm run lint` (import-x, resolved by TypeScript):
// - server: a module uses another only through its index.ts; platform/, providers/ and schema/ never
//   import a module;
// - web: a feature uses another only through its index.ts; features and shared/ never import app/;
//   shared/ never imports a feature;
// - in a server module only repositories (*.repository.ts) hold SQL: other files import drizzle-orm
//   for types only and never call a query method on a database or transaction handle;
// - failures are built only by fail(key) (platform/http/errors.ts) from the contract's error catalogue;
// - nothing imports in a circle (type-only imports excepted: they vanish at build).
// Tests may reach into the module they test, so the front-door rule skips __tests__ and test/.
import fs from 'node:fs';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const foldersOf = (dir) => fs.readdirSync(new URL(dir, import.meta.url), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);

/** One zone per folder: from anywhere outside it, only its index.ts may be imported. */
const frontDoorZones = (base, names, also) =>
  names.map((name) => ({
    target: [`${base}/!(${name})/**/*`, ...also],
    from: `${base}/${name}`,
    except: ['./index.ts', './index.tsx'],
    message: `Use ${base.split('/').pop()}/${name} only through its index.ts (its front door).`,
  }));

const server = './apps/server/src';
const web = './apps/web/src';

const sqlOnlyInRepositories = 'SQL lives in the module\'s repositories (*.repository.ts); routes, services, jobs and listeners call them.';

// Failures come from the error catalogue: fail(key) is the one way to build one.
const newAppError = {
  selector: "NewExpression[callee.name='AppError']",
  message: 'Throw fail(key) with a key of the error catalogue (packages/contract/src/errors/).',
};

export const walls = [
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts', 'e2e/**/*.ts', 'bench/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/server/tsconfig.json', 'apps/web/tsconfig.json', 'packages/contract/tsconfig.json', 'e2e/tsconfig.json', 'bench/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/__tests__/**', 'apps/web/src/test/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...frontDoorZones(`${server}/modules`, foldersOf('./apps/server/src/modules/'), [`${server}/*.ts`]),
            {
              target: [`${server}/platform/**/*`, `${server}/providers/**/*`, `${server}/stores/**/*`, `${server}/schema/**/*`],
              from: `${server}/modules`,
              message: 'platform/, providers/, stores/ and schema/ sit below the modules and never import one.',
            },
            ...frontDoorZones(`${web}/features`, foldersOf('./apps/web/src/features/'), []),
            { target: [`${web}/features/**/*`, `${web}/shared/**/*`], from: `${web}/app`, message: 'Features and shared/ never import app/: app/ composes them.' },
            { target: `${web}/shared/**/*`, from: `${web}/features`, message: 'shared/ never imports a feature.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/__tests__/**', '**/*.repository.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'drizzle-orm', message: sqlOnlyInRepositories, allowTypeImports: true },
            { name: 'drizzle-orm/pg-core', message: sqlOnlyInRepositories, allowTypeImports: true },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          // orm.select(…), tx.execute(…), ctx.db.orm.insert(…): a query outside a repository.
          selector:
            "CallExpression[callee.property.name=/^(execute|select|selectDistinct|insert|update|delete|query)$/]:matches([callee.object.name=/^(orm|tx|trx|client)$/], [callee.object.property.name=/^(orm|tx)$/])",
          message: sqlOnlyInRepositories,
        },
        newAppError,
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/__tests__/**', 'apps/server/src/modules/**', 'apps/server/src/platform/http/errors.ts'],
    rules: { 'no-restricted-syntax': ['error', newAppError] },
  },
  {
    // Escape must close only the top dialog: a drawer that hosts dialogs is shared/ui/drawer.tsx's.
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['apps/web/src/shared/ui/drawer.tsx', '**/__tests__/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: '@mantine/core', importNames: ['Drawer'], message: "Use Drawer from '@/shared/ui/drawer': Mantine's own also closes under a dialog opened from it." }] },
      ],
    },
  },
];

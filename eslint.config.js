// The house's rules (docs/architecture.md §3 "Answer shapes, once", §2 layout), run by
// `npm run lint` and by `npm test`. Zero warnings on main: every rule here is an error.
import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { API_LAYERS } from './scripts/api-layers.mjs';

const PARCELS = ['mf-header', 'mf-home', 'mf-auth', 'mf-student', 'mf-content'];
const PACKAGES = ['root-config', ...PARCELS, 'shared-utils', 'api', 'e2e', 'bench'];
/** The public entries of @campus/shared-utils (its package.json "exports"). */
const SHARED_ENTRIES = ['@campus/shared-utils', '@campus/shared-utils/rules', '@campus/shared-utils/student', '@campus/shared-utils/shapes', '@campus/shared-utils/forms', '@campus/shared-utils/testing', '@campus/shared-utils/subscriber-counts'];

const dirs = (path) => {
  try {
    return readdirSync(path, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
  } catch {
    return [];
  }
};

/** Features never import a sibling feature: one zone per feature folder of every parcel (they meet in src/app/). */
const featureZones = PARCELS.flatMap((parcel) =>
  dirs(`${parcel}/src/features`).map((feature) => ({
    target: `./${parcel}/src/features/${feature}`,
    from: `./${parcel}/src/features`,
    except: [`./${feature}`],
    message: 'Features never import each other: compose them in src/app/, or move what both need to the parcel’s shared folders.',
  })),
);

/**
 * API route folders never import each other: what two areas share lives in api/src/lib (pure helpers) or
 * api/src/services (logic over the data layer), one zone per folder of api/src/routes.
 */
const routeZones = dirs('api/src/routes').map((area) => ({
  target: `./api/src/routes/${area}`,
  from: './api/src/routes',
  except: [`./${area}`],
  message: 'Route folders never import each other: move what both need to api/src/lib or api/src/services.',
}));

/** A part of api/src as a zone's path: a top-level folder, or a top-level file (app.ts, server.ts, paths.ts, …). */
const apiPart = (part) => (existsSync(`api/src/${part}.ts`) ? `./api/src/${part}.ts` : `./api/src/${part}`);
const apiParts = API_LAYERS.flatMap((layer) => layer.parts);

/**
 * The server's layers (docs/architecture.md §4), bottom to top as scripts/api-layers.mjs lists them: each part of
 * api/src imports its own layer and those below, never one above (`node scripts/api-layers.mjs` prints any arrow
 * back up). An arrow that must stay is listed with its reason in ALLOWED_ARROWS there and disabled at its import.
 */
const layerZones = API_LAYERS.slice(0, -1).flatMap((layer, index) => {
  const above = API_LAYERS.slice(index + 1).flatMap((l) => l.parts);
  return layer.parts.map((part) => ({
    target: apiPart(part),
    from: above.map(apiPart),
    message: `api/src/${part} stands below ${above.join(', ')}: it imports only its own layer and those under it (docs/architecture.md §4). Move what both need down, or the caller up.`,
  }));
});

/**
 * The layer rule's biggest cases, said plainly: route folders are the top of the request path, registered by
 * app.ts alone; lib/ is pure helpers over errors and the configuration only; seed/ (migrate, seed, the demo data)
 * is run at start by plugins/, cluster/ and tools/, never reached from a request.
 */
const apiZones = [
  {
    target: apiParts.filter((p) => p !== 'routes' && p !== 'app').map(apiPart),
    from: './api/src/routes',
    message: 'Only app.ts registers api/src/routes: what a route folder has that others need moves down to services/ or lib/.',
  },
  {
    target: './api/src/lib',
    from: apiParts.filter((p) => !['lib', 'errors', 'config'].includes(p)).map(apiPart),
    message: 'api/src/lib holds pure helpers: it imports only errors/ and config/; work with the database, files or connections belongs in db/, services/, providers/ or plugins/.',
  },
  {
    target: apiParts.filter((p) => !['seed', 'plugins', 'cluster', 'tools'].includes(p)).map(apiPart),
    from: './api/src/seed',
    message: 'api/src/seed is the start-up (migrate, seed) and the demo data: only plugins/, cluster/ and tools/ run it, never a request’s code.',
  },
];

/**
 * A package never reaches into another by a path. shared-utils is left out of these zones because its
 * package name resolves to its own files too; deep paths into it are caught by name (noDeepSharedUtils).
 * The browser tests read the bundle budget's figures (bench/budgets.json).
 */
const packageZones = PACKAGES.map((pkg) => ({
  target: `./${pkg}`,
  from: PACKAGES.filter((p) => p !== pkg && p !== 'shared-utils' && !(pkg === 'e2e' && p === 'bench')).map((p) => `./${p}`),
  message: 'Packages never import each other’s files: parcels share only @campus/shared-utils and the vendor modules.',
}));

const noDeepSharedUtils = {
  regex: 'shared-utils/src',
  message: `Import @campus/shared-utils by its public entries (${SHARED_ENTRIES.join(', ')}), never a path into its src/.`,
};

const onlyPublicEntries = {
  regex: `^@campus/(mf-|root-config|api|shared-utils/(?!(${SHARED_ENTRIES.map((e) => e.split('/')[2]).filter(Boolean).join('|')})$))`,
  message: `Parcels share only @campus/shared-utils' public entries (${SHARED_ENTRIES.join(', ')}), never another parcel or a deep path.`,
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'coverage/**', '**/*.d.ts', 'types/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    plugins: { 'check-file': checkFile, 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })] },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      'import-x/no-restricted-paths': ['error', { zones: [...packageZones, ...featureZones, ...routeZones, ...layerZones, ...apiZones] }],
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx,js,mjs,cjs,css}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '*/src/**/': 'KEBAB_CASE' }],
      // Named exports only; Fastify plugin files (routes, plugins) and tool configs are the exceptions below.
      'no-restricted-exports': ['error', { restrictDefaultExports: { direct: true, named: true, defaultFrom: true, namedFrom: true, namespaceFrom: true } }],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['shared-utils/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noDeepSharedUtils, onlyPublicEntries] }] },
  },
  {
    files: ['{root-config,mf-*,shared-utils}/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Components and hooks state what they return (`export function X(props: XProps): React.JSX.Element`).
    files: ['{root-config,mf-*,shared-utils}/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', '**/testing/**'],
    rules: { '@typescript-eslint/explicit-module-boundary-types': 'error' },
  },
  {
    // The server: a promise nobody awaits loses its error and can outlive the request.
    files: ['api/src/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: { '@typescript-eslint/no-floating-promises': 'error' },
  },
  {
    // Fastify's autoload convention: a plugin file default-exports its plugin. Tool configs export a default too,
    // and so does Jest's global setup (Jest calls the module's default export).
    files: ['api/src/routes/**/*.ts', 'api/src/plugins/**/*.ts', '**/*.config.{js,ts,mjs}', 'jest.config.js', 'api/test/jest-global-setup.ts'],
    rules: { 'no-restricted-exports': 'off' },
  },
  {
    // Kysely migrations keep their date-ordered names: they are stored in the database, so a rename is a new migration.
    files: ['api/src/db/migrations/**'],
    rules: { 'check-file/filename-naming-convention': 'off' },
  },
);

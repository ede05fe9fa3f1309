// Builds shared-utils, root-config and every parcel with rspack as System modules with hashed names.
import path from 'node:path';
import { rspack } from '@rspack/core';
import { ROOT, WEB, PARCELS, moduleName } from './paths.mjs';
import split from './shared-utils-split.cjs';

/** Modules every parcel takes from the import map instead of bundling (one copy each in the page). */
export const SHARED = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'react-router', 'react-router-dom', 'single-spa', '@campus/shared-utils', '@campus/shared-utils/student', '@campus/shared-utils/forms'];

/**
 * A parcel whose forms are all on lazy pages takes the forms module on demand: the first of those pages
 * asks SystemJS for it, so its other pages never download react-hook-form. (mf-auth's first dialog has a
 * form, so it keeps the plain System dependency.)
 */
const FORMS_ON_DEMAND = new Set(['mf-student']);
const FORMS = '@campus/shared-utils/forms';
export function externalsOf(pkg) {
  if (!FORMS_ON_DEMAND.has(pkg)) return SHARED;
  return [...SHARED.filter((m) => m !== FORMS), { [FORMS]: `promise System.import(${JSON.stringify(FORMS)})` }];
}

// the student and forms modules' own sources (the rest of shared-utils is the core's)
const { STUDENT_SOURCES, FORMS_SOURCES } = split;
const RHF = /node_modules[\\/]react-hook-form[\\/]/;
const UTILS_SRC = path.join(ROOT, 'shared-utils', 'src') + path.sep;
const TYPE_LITE = path.join(UTILS_SRC, 'shapes', 'type-lite.ts');
const RXJS_ES2015 = path.join(ROOT, 'node_modules', 'rxjs', 'dist', 'esm', 'index.js');
const SHAPES = /[\\/]shared-utils[\\/]src[\\/]shapes[\\/][^\\/]+\.ts$/;
const isCoreFile = (f) => f.startsWith(UTILS_SRC) && !STUDENT_SOURCES.test(f) && !FORMS_SOURCES.test(f);

/** Build names that are not `@campus/<name>` in the import map. */
const MODULE_NAMES = { 'shared-utils-student': '@campus/shared-utils/student', 'shared-utils-forms': FORMS };
export const moduleOf = (name) => MODULE_NAMES[name] ?? moduleName(name);

/** The student and forms modules take every core file of shared-utils from the import map, under the core's export names. */
function coreFromImportMap({ context, request }, callback) {
  // the shapes' builder (shapes/type-lite.ts in the browser) is the core's
  if (request === '@sinclair/typebox') return callback(null, '@campus/shared-utils');
  if (request?.startsWith('.') && context) {
    const target = path.resolve(context, request);
    const asFile = /\.[tj]sx?$/.test(target) ? target : `${target}.ts`;
    if (isCoreFile(asFile)) return callback(null, '@campus/shared-utils');
  }
  return callback();
}

/**
 * Sources that only the vendor modules may hold, and those that only shared-utils may hold
 * (docs/architecture.md §3).
 */
const VENDOR_SOURCES = /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/;
const UTILS_SOURCES = /node_modules[\\/]rxjs[\\/]|[\\/]shared-utils[\\/]src[\\/]/;
const RXJS = /node_modules[\\/]rxjs[\\/]/;
const CORE_LIBRARIES = /node_modules[\\/](axios|js-cookie|sonner|@radix-ui)[\\/]/;
const forbiddenIn = (pkg) => {
  if (pkg === 'shared-utils') return [VENDOR_SOURCES, STUDENT_SOURCES, FORMS_SOURCES, RHF];
  // the student and forms modules hold their own sources only: no core file, and none of the core's libraries
  if (pkg === 'shared-utils-student') return [VENDOR_SOURCES, RXJS, CORE_LIBRARIES, RHF, FORMS_SOURCES, { test: isCoreFile }];
  if (pkg === 'shared-utils-forms') return [VENDOR_SOURCES, RXJS, CORE_LIBRARIES, STUDENT_SOURCES, { test: isCoreFile }];
  return [VENDOR_SOURCES, UTILS_SOURCES, RHF];
};

const swc = {
  loader: 'builtin:swc-loader',
  options: {
    // The page's React is the production build, in development builds too (a parcel override must fit it).
    jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic', development: false } } },
    env: { targets: 'chrome >= 87, firefox >= 78, safari >= 14, edge >= 88' },
  },
};

const minifyCss = { loader: 'builtin:lightningcss-loader', options: { minify: true, targets: 'chrome >= 87, firefox >= 78, safari >= 14, edge >= 88' } };

/**
 * Parcels whose CSS the build writes to stylesheets instead of into their JavaScript (style-loader): their
 * entries hold no CSS (each loads its app as a chunk: shared-utils parcelLifecycles' `load`), and the parcel's
 * runtime loads a chunk's stylesheet with it, resolving once both are in, so a first render is styled. The
 * first load's parcels: less JavaScript to fetch, parse and run, and no style-loader runtime in each.
 */
const EXTRACTED_CSS = new Set(['mf-header', 'mf-home']);

/** What turns a parcel's CSS into something the page applies: extracted stylesheets, or style tags from its JavaScript. */
const cssOutput = (pkg) => (EXTRACTED_CSS.has(pkg) ? rspack.CssExtractRspackPlugin.loader : 'style-loader');

/**
 * Every lazy chunk's and chunk stylesheet's integrity (sha384 of the served bytes, as scripts/build/integrity.mjs
 * writes for the map), written by rspack into the runtime of the entry that loads it, whose own integrity the map
 * holds: every file is checked by one checked before it. All in the entry (`eager`): 2.0 KB gzip more on the first
 * load (122.4 → 124.4 KB); `lazy` (each chunk holding its own chunks' hashes) measured 124.6. On in every mode: a
 * development build checks its chunks too. e2e/bundle-budget.spec.ts hashes every file and finds each one.
 */
const SUBRESOURCE_INTEGRITY = () => new rspack.SubresourceIntegrityPlugin({ hashFuncNames: ['sha384'], hashLoading: 'eager', enabled: true, htmlPlugin: false });

export function config(pkg, entryFile, externals, name = pkg) {
  const short = pkg.replace(/^mf-/, '');
  return {
    name,
    mode: 'production',
    context: path.join(ROOT, pkg),
    entry: { [name]: [path.join(ROOT, 'scripts/build/system-public-path.js'), `./src/${entryFile}`] },
    target: ['web', 'es2020'],
    devtool: 'source-map',
    output: {
      path: path.join(WEB, 'assets', name),
      filename: '[name].[contenthash:10].js',
      chunkFilename: '[name].[contenthash:10].js',
      library: { type: 'system' },
      // Set at run time from the entry's own URL (system-public-path.js).
      publicPath: '',
      uniqueName: name,
      clean: true,
      // rspack's runtime loads lazy chunks with script and link tags of its own (not through SystemJS), so the
      // map's integrity never reaches them: with this, each tag carries its chunk's sha384 (SUBRESOURCE_INTEGRITY
      // below) and crossorigin. A changed chunk is refused like an entry.
      crossOriginLoading: 'anonymous',
    },
    externals,
    externalsType: 'system',
    // The answer shapes are TypeBox definitions; in the browser a tiny builder of our own stands in for TypeBox
    // (shared-utils/src/shapes/type-lite.ts: the same JSON Schema, ~12 KB gzip less on the first load).
    // rxjs's ES2015 build: native classes instead of the ES5 one's tslib helpers (about 1 KB gzip less).
    resolve: { extensions: ['.tsx', '.ts', '.js'], alias: { '@sinclair/typebox$': TYPE_LITE, rxjs$: RXJS_ES2015 } },
    module: {
      rules: [
        { test: /\.[jt]sx?$/, exclude: /node_modules|system-public-path/, ...swc, type: 'javascript/auto' },
        { test: SHAPES, enforce: 'pre', loader: path.join(ROOT, 'scripts/build/strip-descriptions.cjs') },
        {
          test: /\.module\.css$/,
          type: 'javascript/auto',
          use: [
            cssOutput(pkg),
            {
              loader: 'css-loader',
              // Default-export objects of class names (`import styles from './x.module.css'`), names as written.
              // Short hashed class names (two letters of the parcel, salted by it, so parcels never share one): the
              // names appear in the CSS and in the JavaScript that maps them, about 1.5 KB gzip of the first load.
              // sourceMap off: with the build's source maps on, css-loader would embed each stylesheet's map,
              // original text included, in the JavaScript every visitor downloads (about twice the CSS itself)
              options: { importLoaders: 1, sourceMap: false, modules: { localIdentName: `${short.slice(0, 2)}[hash:base64:5]`, localIdentHashSalt: short, namedExport: false, exportLocalsConvention: 'as-is' } },
            },
            minifyCss,
          ],
        },
        { test: /\.css$/, exclude: /\.module\.css$/, type: 'javascript/auto', use: [cssOutput(pkg), { loader: 'css-loader', options: { importLoaders: 1, sourceMap: false } }, minifyCss] },
      ],
    },
    plugins: [
      ...(EXTRACTED_CSS.has(pkg) ? [new rspack.CssExtractRspackPlugin({ filename: '[name].[contenthash:10].css', chunkFilename: '[name].[contenthash:10].css', ignoreOrder: true })] : []),
      SUBRESOURCE_INTEGRITY(),
    ],
    optimization: { minimize: true },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/** Modules shared-utils itself takes from the import map. */
export const VENDOR_ONLY = SHARED.filter((m) => !m.startsWith('@campus/shared-utils'));

export function configs() {
  const vendorOnly = VENDOR_ONLY;
  return [
    config('shared-utils', 'shared-utils.ts', vendorOnly),
    config('shared-utils', 'student.ts', [...vendorOnly, '@campus/shared-utils', coreFromImportMap], 'shared-utils-student'),
    config('shared-utils', 'forms.ts', [...vendorOnly, '@campus/shared-utils', coreFromImportMap], 'shared-utils-forms'),
    config('root-config', 'root-config.ts', SHARED),
    ...PARCELS.map((p) => config(p, `${p}.tsx`, externalsOf(p))),
  ];
}

/**
 * Reads a finished multi-build: the import-map entries, the modules each package bundled, and the files
 * of each package's named lazy chunks (`webpackChunkName`), which the server may preload with the page.
 */
export function summarize(multi) {
  const imports = {};
  const modulesByPackage = {};
  const chunks = {};
  for (const stats of multi.stats) {
    const json = stats.toJson({ all: false, modules: true, entrypoints: true, nestedModules: true, chunkGroups: true });
    const pkg = stats.compilation.name;
    const entry = json.entrypoints[pkg].assets.find((a) => a.name.endsWith('.js')).name;
    imports[moduleOf(pkg)] = `/assets/${pkg}/${entry}`;
    modulesByPackage[pkg] = collectModules(json.modules ?? []);
    const named = Object.entries(json.namedChunkGroups ?? {}).filter(([name]) => name !== pkg);
    if (named.length > 0) {
      chunks[moduleOf(pkg)] = Object.fromEntries(
        named.map(([name, group]) => [name, group.assets.filter((a) => /\.(js|css)$/.test(a.name)).map((a) => `/assets/${pkg}/${a.name}`)]),
      );
    }
  }
  return { imports, modulesByPackage, chunks };
}

/** Runs all builds in one multi-compiler. */
export function buildParcels() {
  return runBuilds(configs());
}

/** Runs the given rspack configurations in one multi-compiler; resolves with their summary (see summarize). */
export function runBuilds(list) {
  const compiler = rspack(list);
  return new Promise((resolve, reject) => {
    compiler.run((err, multi) => {
      compiler.close(() => undefined);
      if (err) return reject(err);
      if (multi.hasErrors()) return reject(new Error(multi.toString({ all: false, errors: true })));
      resolve(summarize(multi));
    });
  });
}

function collectModules(modules) {
  const out = [];
  for (const m of modules) {
    if (m.nameForCondition) out.push(m.nameForCondition);
    if (m.modules) out.push(...collectModules(m.modules));
  }
  return out;
}

/** The bundled-copy check: names each package that bundled a module it must take from the import map. */
export function findDuplicates(modulesByPackage) {
  const problems = [];
  for (const [pkg, modules] of Object.entries(modulesByPackage)) {
    const rules = forbiddenIn(pkg);
    for (const file of modules) {
      if (rules.some((r) => r.test(file))) problems.push(`${pkg} bundles its own copy of ${path.relative(ROOT, file)}`);
    }
  }
  return problems;
}

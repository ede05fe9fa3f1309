// Builds the shared vendor modules (React 19, react-dom, the router) as System modules with rollup,
// and copies the libraries that ship their own browser builds. Output: dist/web/vendor/<name>.<hash>.js.
import { mkdir, readFile, writeFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { rollup } from 'rollup';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import { ROOT, WEB, contentHash } from './paths.mjs';

const nm = (p) => path.join(ROOT, 'node_modules', p);
const router = nm('react-router/dist/production');

/** The router API offered to parcels (data-router hash routing and its hooks). */
export const ROUTER_EXPORTS = [
  'createHashRouter', 'RouterProvider', 'Link', 'NavLink', 'Navigate', 'Outlet',
  'useNavigate', 'useLocation', 'useParams', 'useSearchParams', 'useMatch', 'useHref',
  'useRouteError', 'useNavigation', 'useLoaderData', 'useRevalidator', 'useOutletContext',
  'isRouteErrorResponse', 'redirect', 'generatePath', 'matchPath', 'createSearchParams',
];

/** Each vendor module: its import-map name and its source. Names listed here stay external to the others. */
const ROLLED = [
  { name: 'react', file: 'react', input: nm('react/cjs/react.production.js') },
  { name: 'react/jsx-runtime', file: 'react-jsx-runtime', input: nm('react/cjs/react-jsx-runtime.production.js') },
  { name: 'react-dom', file: 'react-dom', input: nm('react-dom/cjs/react-dom.production.js') },
  { name: 'react-dom/client', file: 'react-dom-client', input: nm('react-dom/cjs/react-dom-client.production.js') },
  {
    name: 'react-router-dom',
    file: 'react-router',
    // react-router 7 ships its framework mode in the same files; the page gets only what parcels use,
    // and checkRouterImports() fails the build when a parcel imports something not listed here.
    source: `export { ${ROUTER_EXPORTS.filter((n) => n !== 'RouterProvider').join(', ')} } from ${JSON.stringify(path.join(router, 'index.mjs'))};\n` +
      `export { RouterProvider } from ${JSON.stringify(path.join(router, 'dom-export.mjs'))};\n`,
    aliases: ['react-router'],
  },
];

const COPIED = [
  { name: 'single-spa', file: 'single-spa', from: nm('single-spa/lib/es2015/system/single-spa.min.js') },
  { file: 'system', from: nm('systemjs/dist/s.min.js') },
  { file: 'import-map-overrides', from: nm('import-map-overrides/dist/import-map-overrides.js') },
];

const EXTERNAL = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime'];

function virtualEntry(source) {
  return {
    name: 'virtual-entry',
    resolveId: (id) => (id === '\0entry' ? id : null),
    load: (id) => (id === '\0entry' ? source : null),
  };
}

async function rollOne({ input, source }) {
  const bundle = await rollup({
    input: source ? '\0entry' : input,
    external: (id) => EXTERNAL.includes(id),
    plugins: [
      ...(source ? [virtualEntry(source)] : []),
      replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
      nodeResolve({ browser: true }),
      commonjs({ strictRequires: false }),
      terser({ format: { comments: false } }),
    ],
    onwarn: (w, warn) => (w.code === 'THIS_IS_UNDEFINED' || w.code === 'MODULE_LEVEL_DIRECTIVE' ? undefined : warn(w)),
  });
  const { output } = await bundle.generate({ format: 'system', exports: 'named' });
  await bundle.close();
  return output[0].code;
}

async function emit(file, code) {
  const name = `${file}.${contentHash(code)}.js`;
  await writeFile(path.join(WEB, 'vendor', name), code);
  return `/vendor/${name}`;
}

/** Builds every vendor file; returns { imports: {moduleName: url}, scripts: {file: url} }. */
export async function buildVendor() {
  await rm(path.join(WEB, 'vendor'), { recursive: true, force: true });
  await mkdir(path.join(WEB, 'vendor'), { recursive: true });
  const imports = {};
  const scripts = {};
  await Promise.all(
    ROLLED.map(async (v) => {
      const url = await emit(v.file, await rollOne(v));
      for (const n of [v.name, ...(v.aliases ?? [])]) imports[n] = url;
    }),
  );
  for (const c of COPIED) {
    // Their source-map comments name files we do not serve.
    const code = (await readFile(c.from, 'utf8')).replace(/\n?\/\/# sourceMappingURL=\S+\s*$/, '\n');
    const url = await emit(c.file, code);
    if (c.name) imports[c.name] = url;
    else scripts[c.file] = url;
  }
  return { imports, scripts };
}

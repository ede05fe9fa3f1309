// Builds the one-bundle home pages (one-bundle-app.tsx) into a web folder the real server can serve (WEB_DIR):
// the product's own built index.html with the SystemJS machinery taken out and the one bundle put in, so the
// server treats both pages alike (runtime config, the host's site information, the brand in the header bar,
// the preload of the home's chunk and largest image, the same headers and compression).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../lib/rspack-app.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const sources = (pkg) => path.join(root, pkg, 'src');

/** The product's page without the composed site's loader: preloads of System modules, the import map, SystemJS, the boot (which loads the overrides), the overrides' element. */
export function oneBundlePage(productHtml, mainUrl) {
  const page = productHtml
    .replace(/^\s*<link rel="preload" as="script"[^>]*>\n/gm, '')
    .replace(/^\s*<script type="systemjs-importmap"[^>]*><\/script>\n/gm, '')
    .replace(/^\s*<script\b[^>]*\bsrc="[^"]*"[^>]*><\/script>\n/gm, '')
    .replace(/^\s*<import-map-overrides-full\b[^>]*><\/import-map-overrides-full>\n/gm, '');
  if (/System|import-map-overrides"?\s*src|\/vendor\//.test(page.replace(/<!--[\s\S]*?-->/g, ''))) {
    throw new Error('one-bundle page: the product page carries a loader this build does not know how to take out');
  }
  return page.replace('</head>', () => `    <script defer fetchpriority="high" src="${mainUrl}"></script>\n  </head>`);
}

/**
 * Builds into `webDir`, reading the composed build's index.html from `productWebDir`. The server preloads the
 * home's entry and page chunk from import-map.json and preload-chunks.json: here they name the one bundle.
 */
export async function buildOneBundle(webDir, productWebDir) {
  await mkdir(webDir, { recursive: true });
  const alias = Object.fromEntries(['mf-header', 'mf-home', 'root-config'].map((pkg) => [`@campus-sources/${pkg}`, sources(pkg)]));
  const { main, chunks } = await buildApp({ name: 'one-bundle', entry: path.join(here, 'one-bundle-app.tsx'), webDir, alias });
  const productHtml = await readFile(path.join(productWebDir, 'index.html'), 'utf8');
  await writeFile(path.join(webDir, 'index.html'), oneBundlePage(productHtml, main));
  await writeFile(path.join(webDir, 'import-map.json'), `${JSON.stringify({ imports: { '@campus/mf-home': main } }, null, 2)}\n`);
  await writeFile(path.join(webDir, 'preload-chunks.json'), `${JSON.stringify({ '@campus/mf-home': chunks }, null, 2)}\n`);
  return { main, chunks };
}

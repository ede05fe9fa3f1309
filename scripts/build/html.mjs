// Writes the import map, index.html (with preloads of what every route needs) and the boot script.
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT, WEB, contentHash } from './paths.mjs';
import { fileOfUrl, integrityOf, sri } from './integrity.mjs';

/** Modules every page needs before the first paint: fetched in parallel, no waterfall. */
const PRELOAD = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', 'single-spa', '@campus/shared-utils', '@campus/root-config', '@campus/mf-header'];

async function writeHashed(dir, base, ext, content) {
  const file = `${base}.${contentHash(content)}.${ext}`;
  await writeFile(path.join(WEB, dir, file), content);
  return `/${dir}/${file}`;
}

const sriOfUrl = async (url) => sri(await readFile(fileOfUrl(WEB, url)));

/** The page's preload of a module's file; api/src/web/index-page.ts writes the same link from the current map. */
export function preloadLink(module, url, integrity) {
  return `<link rel="preload" as="script" href="${url}" integrity="${integrity}" data-module="${module}" />`;
}

/**
 * `updateMap`: also write the map to the committed `import-map.json` at the top level (`npm run build --
 * --update-map`, for the commit that ships a release). A plain build writes only its output folder, which is
 * never tracked, so building (and `npm test`, which builds) leaves the checkout as it was.
 */
export async function writePage({ imports, scripts, chunks, updateMap = false }) {
  const sorted = Object.fromEntries(Object.entries(imports).sort(([a], [b]) => a.localeCompare(b)));
  // every file of the map carries its hash, so a changed byte on the server or a CDN is refused; so do the named
  // chunks the server may preload (api/src/web/first-paint.ts), whose preload must match what rspack's runtime
  // sets on their tags, or the browser fetches them twice
  const named = Object.values(chunks).flatMap((byName) => Object.values(byName).flat());
  const map = { imports: sorted, integrity: await integrityOf(WEB, [...Object.values(sorted), ...named]) };
  const mapJson = `${JSON.stringify(map, null, 2)}\n`;
  await writeFile(path.join(WEB, 'import-map.json'), mapJson);
  if (updateMap) await writeFile(path.join(ROOT, 'import-map.json'), mapJson);
  // the named lazy chunks per module, for the server's preload hints (api/src/web/index-page.ts)
  await writeFile(path.join(WEB, 'preload-chunks.json'), `${JSON.stringify(chunks, null, 2)}\n`);

  const baseCss = await readFile(path.join(ROOT, 'root-config/src/base.css'), 'utf8').catch(() => '');
  // QA's import-map-overrides (15 KB gzip) only with the devtools flag or an override saved in this browser, and
  // loaded before the first System.import, which reads its map after ours (SystemJS reads every import map
  // script on the first import). Checked here, after the first paint: the first read of localStorage costs
  // 4-30 ms, which an inline script in <head> added to the first paint of every visitor.
  const overrides = JSON.stringify(scripts['import-map-overrides']);
  const overridesSri = JSON.stringify(await sriOfUrl(scripts['import-map-overrides']));
  const boot = `(function(){var qa;try{var s=localStorage;qa=s.getItem('devtools')!==null||Object.keys(s).some(function(k){return k.indexOf('import-map-override')===0})}catch(e){}function go(){System.import('@campus/root-config')}if(!qa)return go();var t=document.createElement('script');t.src=${overrides};t.integrity=${overridesSri};t.onload=t.onerror=go;document.head.appendChild(t)})();\n`;
  const bootUrl = await writeHashed('assets', 'boot', 'js', boot);
  const preloads = PRELOAD.filter((m) => map.imports[m])
    // the same integrity as SystemJS's script, or the browser cannot use the preload for it; data-module lets the
    // server point the link at the module's current line after a one-parcel deploy (api/src/web/index-page.ts)
    .map((m) => `    ${preloadLink(m, map.imports[m], map.integrity[map.imports[m]])}`)
    .join('\n');

  const template = await readFile(path.join(ROOT, 'root-config/src/index.html'), 'utf8');
  const html = template
    // inline: a stylesheet request would hold back the first paint by a round trip (2.5 KB gzip)
    .replace('%BASE_STYLE%', () => baseCss.trim())
    .replace('%PRELOADS%', preloads)
    // the page's own two scripts carry their integrity as attributes (the boot script holds the overrides')
    .replace('%SYSTEM%', scripts.system)
    .replace('%SYSTEM_SRI%', await sriOfUrl(scripts.system))
    .replace('%BOOT%', bootUrl)
    .replace('%BOOT_SRI%', sri(boot));
  await writeFile(path.join(WEB, 'index.html'), html);

  const staticDir = path.join(ROOT, 'root-config/public/static');
  if (existsSync(staticDir)) await cp(staticDir, path.join(WEB, 'static'), { recursive: true });
  return map;
}

/** Starts from an empty output folder, so no stale hashed file is ever served. */
export async function ensureDirs() {
  await rm(WEB, { recursive: true, force: true });
  await mkdir(path.join(WEB, 'assets'), { recursive: true });
}

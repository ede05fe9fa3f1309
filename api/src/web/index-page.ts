import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { RuntimeConfig } from '@campus/shared-utils';
import { escapeHtml, jsonForScript, scriptSafeJson } from '../lib/html';

/** The comment in root-config's index.html template that the runtime configuration replaces. */
export const CONFIG_PLACEHOLDER = '<!--campus-config-->';

export function cspHash(scriptText: string): string {
  return `'sha256-${createHash('sha256').update(scriptText, 'utf8').digest('base64')}'`;
}

/** The comment that the host's site information (a JSON data script, which CSP does not execute) replaces. */
export const SITE_PLACEHOLDER = '<!--campus-site-->';

/** Puts the site-information answer of the request's host into the page (`#campus-site`). */
export function injectSiteInfo(html: string, siteJson: string): string {
  const tag = `<script type="application/json" id="campus-site">${scriptSafeJson(siteJson)}</script>`;
  return html.includes(SITE_PLACEHOLDER) ? html.replace(SITE_PLACEHOLDER, () => tag) : html;
}

/** Puts the config script where the placeholder is (or, when a template lacks it, at the end of <head>). */
export function injectConfig(template: string, configScript: string): string {
  const tag = `<script>${configScript}</script>`;
  if (template.includes(CONFIG_PLACEHOLDER)) return template.replace(CONFIG_PLACEHOLDER, () => tag);
  if (/<\/head>/i.test(template)) return template.replace(/<\/head>/i, (end) => `${tag}${end}`);
  return tag + template;
}

/** CSP hashes of every inline script of a page, so the policy allows exactly what the page carries. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attrs = match[1] ?? '';
    const body = match[2] ?? '';
    if (/\bsrc\s*=/i.test(attrs) || body.length === 0) continue;
    // Data scripts (site JSON, SystemJS's import map) are never run by the browser, so CSP need not allow
    // them; a native importmap is subject to CSP and keeps its hash.
    if (/\btype\s*=\s*["']?(application\/json|systemjs-importmap)["'\s>]/i.test(`${attrs}>`)) continue;
    hashes.push(cspHash(body));
  }
  return hashes;
}

type Rendered = { html: string; stamp: string; hashes: string[]; imports: Record<string, string>; integrity: Record<string, string>; chunks: NamedChunks };

/** The build's named lazy chunks per module (preload-chunks.json): module → chunk name → files. */
type NamedChunks = Record<string, Record<string, string[]>>;

/** The build's external import map tag; the page carries the map inline instead, saving a round trip. */
const IMPORT_MAP_TAG = '<script type="systemjs-importmap" src="/import-map.json"></script>';

/** Puts the import map into the page as an inline SystemJS map (a data script: CSP does not apply). */
export function inlineImportMap(html: string, mapJson: string): string {
  return html.replace(IMPORT_MAP_TAG, () => `<script type="systemjs-importmap">${scriptSafeJson(mapJson.trim())}</script>`);
}

/** The build's preload of a module's file (scripts/build/html.mjs preloadLink), found by its data-module. */
const PRELOAD_LINK = /<link rel="preload" as="script" href="[^"]*"(?: integrity="[^"]*")? data-module="([^"]+)" \/>/g;

/**
 * Points each module preload of the page at the module's current line of the map, with its integrity (a preload
 * whose integrity differs from the script's is not used for it): after a one-parcel deploy the page preloads
 * the new file, not the one the build wrote. A module the map no longer has loses its preload.
 */
export function currentPreloads(html: string, imports: Record<string, string>, integrity: Record<string, string>): string {
  return html.replace(PRELOAD_LINK, (_link, module: string) => {
    const url = imports[module];
    if (!url) return '';
    const sri = integrity[url];
    return `<link rel="preload" as="script" href="${escapeHtml(url)}"${sri ? ` integrity="${escapeHtml(sri)}"` : ''} data-module="${escapeHtml(module)}" />`;
  });
}

function jsonObject(text: string | null): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text ?? '{}');
    return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function importsOf(map: string | null): Record<string, string> {
  return (jsonObject(map).imports ?? {}) as Record<string, string>;
}

function integrityOf(map: string | null): Record<string, string> {
  return (jsonObject(map).integrity ?? {}) as Record<string, string>;
}

const mtimeOf = (file: string): number | null => {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return null;
  }
};

const versionOf = (file: string): string => {
  try {
    const { mtimeMs, ino, size } = statSync(file);
    return `${mtimeMs}/${ino}/${size}`;
  } catch {
    return '-';
  }
};

/**
 * index.html of the built front end with `window.__CAMPUS__` injected and the import map inlined.
 * Rendered once per build: it is re-read only when index.html, import-map.json or preload-chunks.json
 * changes (so `npm run dev` rebuilds and a one-line deploy of a parcel show up on the next page load), and null until a build exists.
 */
export class IndexPage {
  readonly configScript: string;
  private rendered: Rendered | null = null;
  private readonly mapFile: string;
  private readonly chunksFile: string;

  constructor(
    private readonly file: string,
    runtime: RuntimeConfig,
  ) {
    this.mapFile = path.join(path.dirname(file), 'import-map.json');
    this.chunksFile = path.join(path.dirname(file), 'preload-chunks.json');
    this.configScript = `window.__CAMPUS__=${jsonForScript(runtime)}`;
    this.html();
  }

  html(): string | null {
    const page = mtimeOf(this.file);
    if (page === null) {
      this.rendered = null;
      return null;
    }
    // a deploy replaces the map and the chunk list by rename: a new inode even within one clock tick
    const stamp = [this.file, this.mapFile, this.chunksFile].map(versionOf).join(':');
    if (this.rendered?.stamp !== stamp) {
      let html = injectConfig(readFileSync(this.file, 'utf8'), this.configScript);
      const map = mtimeOf(this.mapFile) === null ? null : readFileSync(this.mapFile, 'utf8');
      const [imports, integrity] = [importsOf(map), integrityOf(map)];
      if (map !== null) html = currentPreloads(inlineImportMap(html, map), imports, integrity);
      const chunks = mtimeOf(this.chunksFile) === null ? null : readFileSync(this.chunksFile, 'utf8');
      this.rendered = { html, stamp, hashes: inlineScriptHashes(html), imports, integrity, chunks: jsonObject(chunks) as NamedChunks };
    }
    return this.rendered.html;
  }

  /** The URL the import map gives a module (e.g. `@campus/mf-home`), if any. */
  moduleUrl(name: string): string | undefined {
    return this.rendered?.imports[name];
  }

  /** The integrity the import map gives a file, if any. */
  integrityOf(url: string): string | undefined {
    return this.rendered?.integrity[url];
  }

  /**
   * The files of a module's named lazy chunk, when the build that made this import map listed it. A module
   * since deployed elsewhere by changing its import-map line keeps the old list until the next build: a
   * wasted preload at worst.
   */
  chunkUrls(name: string, chunk: string): string[] {
    const files = this.rendered?.chunks[name]?.[chunk];
    return Array.isArray(files) ? files.filter((f): f is string => typeof f === 'string') : [];
  }

  /** Hashes for the CSP script-src: the config script's always, plus any other inline script of the page. */
  scriptHashes(): string[] {
    const own = cspHash(this.configScript);
    return [own, ...(this.rendered?.hashes ?? []).filter((h) => h !== own)];
  }
}

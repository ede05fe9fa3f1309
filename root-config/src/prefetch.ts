import { findRoute, hashPath, type RouteEntry } from '@campus/shared-utils';
import { loadPrefetchManifest, routeChunk, type PrefetchManifest } from './prefetch-manifest';

const LINKS = 'a[href^="#/"]';
/** How close to the viewport a link must come before what it leads to is fetched. */
const NEAR_PX = 400;

/** The routes (parcel and page chunk) whose files are asked for already. */
const prefetched = new Set<string>();
const hinted = new Set<string>();
let nearObserver: IntersectionObserver | null = null;
let rescanQueued = false;

export const idle = (run: () => void): void => {
  if (window.requestIdleCallback) window.requestIdleCallback(run);
  else window.setTimeout(run, 1500);
};

const routeOf = (link: Element): RouteEntry | undefined => findRoute(hashPath(link.getAttribute('href') ?? ''));
const keyOf = (route: RouteEntry): string => `${route.owner}:${routeChunk(route.path)}`;

/**
 * Files rspack's runtime loads (a parcel's chunks and stylesheets under /assets/<name>/, but not its entry
 * /assets/<name>/<name>.<hash>.js) carry crossorigin; what SystemJS loads (entries, /vendor/) does not.
 */
const ENTRY = /\/assets\/([^/]+)\/\1\.\w+\.js$/;
const loadedWithCors = (url: string) => url.includes('/assets/') && !ENTRY.test(url);

/**
 * A prefetch hint: the browser downloads the file (a script or a parcel's stylesheet) at idle priority and runs
 * nothing. A chunk is later loaded with its integrity in CORS mode, so it is prefetched in that mode too, else the
 * prefetched copy does not match the request and the file is downloaded again after the click.
 */
function hint(url: string): void {
  if (hinted.has(url)) return;
  hinted.add(url);
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.as = url.endsWith('.css') ? 'style' : 'script';
  if (loadedWithCors(url)) link.crossOrigin = 'anonymous';
  link.href = url;
  document.head.appendChild(link);
}

/**
 * Everything a click on a link to the route runs before its page can show (issue 15): the parcel's entry, the
 * modules it registers with (the router, the student module of shared-utils…) and the lazy chunk of the route's
 * page, all at once, so the click waits for no round trip.
 */
function prefetch(route: RouteEntry): void {
  const key = keyOf(route);
  if (prefetched.has(key)) return;
  prefetched.add(key);
  void loadPrefetchManifest().then((manifest) => {
    const module = `@campus/${route.owner}`;
    const entry = System.resolve(module);
    hint(entry);
    const own = listedFiles(manifest, module, entry);
    if (!own) return;
    const chunk = routeChunk(route.path);
    // the modules the entry registers with, those the page's chunk asks for on demand, and what they need
    const modules = [...(own.chunkDeps?.[chunk] ?? [])];
    for (const dep of [...depsOf(manifest, module), ...modules, ...modules.flatMap((m) => depsOf(manifest, m))]) {
      try {
        hint(System.resolve(dep));
      } catch {
        // a module the map does not name: the parcel's own load reports it
      }
    }
    hintChunk(own, entry, chunk);
  });
}

type ListedFiles = NonNullable<PrefetchManifest[string]>;

/** The build's list of a module's files, if the page loads the module from the entry the build listed: a
 * module loaded from elsewhere (an import-map override) has files this build never listed. */
function listedFiles(manifest: PrefetchManifest, module: string, entry: string): ListedFiles | undefined {
  const own = manifest[module];
  return own && new URL(own.entry, document.baseURI).href === new URL(entry, document.baseURI).href ? own : undefined;
}

/** Hints the files of a module's named chunk (listed relative to its entry). */
function hintChunk(own: ListedFiles, entry: string, chunk: string): void {
  for (const file of own.chunks[chunk] ?? []) hint(new URL(file, new URL(entry, document.baseURI)).href);
}

/**
 * Downloads a module's named chunk without running it: the HTTP client (shared-utils' `http` chunk) is in the
 * cache for the first call, which runs it then; run at idle it was a long task on the first view.
 */
export function prefetchChunk(module: string, chunk: string): void {
  void loadPrefetchManifest().then((manifest) => {
    let entry: string;
    try {
      entry = System.resolve(module);
    } catch {
      return;
    }
    const own = listedFiles(manifest, module, entry);
    if (own) hintChunk(own, entry, chunk);
  });
}

/** The modules a module registers with, and theirs (the student module of shared-utils needs the router). */
function depsOf(manifest: PrefetchManifest, module: string): string[] {
  const seen = new Set<string>();
  const visit = (name: string): void => {
    for (const dep of manifest[name]?.deps ?? []) {
      if (seen.has(dep)) continue;
      seen.add(dep);
      visit(dep);
    }
  };
  visit(module);
  return [...seen];
}

/** Watches every link whose route is not fetched yet; the first that comes near fetches it. */
function scanLinks(): void {
  rescanQueued = false;
  nearObserver ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        nearObserver?.unobserve(entry.target);
        const route = routeOf(entry.target);
        if (route) prefetch(route);
      }
    },
    { rootMargin: `${NEAR_PX}px` },
  );
  nearObserver.disconnect();
  document.querySelectorAll(LINKS).forEach((link) => {
    const route = routeOf(link);
    if (route && !prefetched.has(keyOf(route))) nearObserver?.observe(link);
  });
}

function queueScan(): void {
  if (rescanQueued) return;
  rescanQueued = true;
  idle(scanLinks);
}

/** A link the user points at or tabs to fetches what it leads to at once (a click is a moment away). */
function prefetchTarget(event: Event): void {
  const link = event.target instanceof Element ? event.target.closest(LINKS) : null;
  const route = link ? routeOf(link) : undefined;
  if (route) prefetch(route);
}

let listening = false;

/**
 * Once the page is idle, prepares the routes its links lead to, so the next click is instant without
 * fetching what the user never comes near (docs/architecture.md §3): a route is fetched when one of its links comes
 * within NEAR_PX of the viewport, or is hovered or focused. Links that pages render later are watched too.
 */
export function prefetchLinkedParcels(): void {
  if (!listening) {
    listening = true;
    document.addEventListener('pointerover', prefetchTarget, { passive: true });
    document.addEventListener('focusin', prefetchTarget);
    new MutationObserver(queueScan).observe(document.body, { childList: true, subtree: true });
  }
  queueScan();
}

/** What the build lists per parcel for the idle prefetch (scripts/build/prefetch-manifest.mjs writes it). */
export type PrefetchManifest = Partial<
  Record<
    string,
    {
      /** the entry file this list belongs to */
      entry: string;
      /** the modules the entry registers with, as the import map names them */
      deps: string[];
      /** the files of each named lazy chunk, relative to the entry */
      chunks: Partial<Record<string, string[]>>;
      /** the modules a named chunk asks SystemJS for on demand (the forms module) */
      chunkDeps?: Partial<Record<string, string[]>>;
    }
  >
>;

const MANIFEST_URL = '/prefetch-manifest.json';
let manifest: Promise<PrefetchManifest> | null = null;

/** The build's prefetch manifest, asked for once (at idle, by the first prefetch); empty when there is none. */
export function loadPrefetchManifest(): Promise<PrefetchManifest> {
  manifest ??= fetch(MANIFEST_URL)
    .then((res) => (res.ok ? (res.json() as Promise<PrefetchManifest>) : {}))
    .catch(() => ({}));
  return manifest;
}

/**
 * The name of the lazy chunk that holds a route's page: the last segment of its path ('/subApp/positionList' →
 * 'positionList'). A parcel names a page's chunk so (`import(/* webpackChunkName: "positionList" *\/ …)`).
 */
export function routeChunk(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

// One module's line of the import map: its URL and that file's integrity, and the integrity of the named lazy
// chunks the server preloads for it. A deploy changes these only.

const sorted = (o) => Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)));
const urlsOf = (chunks) => Object.values(chunks ?? {}).flat();

/** The module's current line, or null when the map has none. */
export function lineOf(map, module) {
  const url = map.imports?.[module];
  if (!url) return null;
  return { url, integrity: map.integrity?.[url] ?? null };
}

/**
 * The map with `module` pointing at `line`: every other import stays as it was, and the integrity entry of a
 * URL no import uses any more goes (a shared URL, like react-router's two names, keeps its entry).
 */
export function withLine(map, module, line) {
  const imports = { ...map.imports, [module]: line.url };
  const integrity = { ...map.integrity };
  const old = map.imports?.[module];
  if (old && old !== line.url && !Object.values(imports).includes(old)) delete integrity[old];
  if (line.integrity) integrity[line.url] = line.integrity;
  else delete integrity[line.url];
  return { ...map, imports: sorted(imports), integrity: sorted(integrity) };
}

/**
 * The map with the integrity of `module`'s named chunks replaced: a preload must carry the integrity its script
 * will, or the browser does not use it and fetches the chunk again. `allChunks` is preload-chunks.json as it stands
 * ({ module: { name: [url…] } }), `after` the module's new chunks, `integrity` their values (url → sha384; none for a
 * line from before chunks had them). A replaced chunk's entry goes unless an import or another module still names it.
 */
export function withChunks(map, { module, allChunks, after, integrity = {} }) {
  const others = Object.entries(allChunks).filter(([name]) => name !== module).flatMap(([, byName]) => urlsOf(byName));
  const kept = new Set([...Object.values(map.imports), ...others]);
  const next = { ...map.integrity };
  for (const url of urlsOf(allChunks[module])) if (!kept.has(url)) delete next[url];
  for (const url of urlsOf(after)) {
    if (integrity[url]) next[url] = integrity[url];
  }
  return { ...map, integrity: sorted(next) };
}

/** The integrity the map holds for a module's named chunks (a history entry keeps it for a rollback). */
export function chunkIntegrityOf(map, chunks) {
  return Object.fromEntries(urlsOf(chunks).flatMap((url) => (map.integrity?.[url] ? [[url, map.integrity[url]]] : [])));
}

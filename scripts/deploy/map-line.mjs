// One module's line of the import map: its URL and that file's integrity. A deploy changes this line only.

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
  const sorted = (o) => Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)));
  return { ...map, imports: sorted(imports), integrity: sorted(integrity) };
}

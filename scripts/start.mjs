// `npm start`: builds the front end when it is missing, then serves everything on one port.
// The API migrates and seeds its embedded database on first run.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { run } from './run.mjs';
import { WEB } from './build/paths.mjs';

if (!existsSync(path.join(WEB, 'index.html')) || !existsSync(path.join(WEB, 'import-map.json'))) {
  console.log('Building the front end (first run)…');
  if ((await run('node', ['scripts/build.mjs'])) !== 0) process.exit(1);
}
await import('./serve.mjs');

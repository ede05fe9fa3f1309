import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The monorepo root: the nearest folder upwards holding a package.json with "workspaces".
 * Found from the working directory because tests run as CommonJS and the server as ESM,
 * so neither `__dirname` nor `import.meta` works in both.
 */
export function findRepoRoot(start: string = process.cwd()): string {
  let dir = path.resolve(start);
  for (;;) {
    const pkg = path.join(dir, 'package.json');
    if (existsSync(pkg) && hasWorkspaces(pkg)) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(start);
    dir = parent;
  }
}

function hasWorkspaces(file: string): boolean {
  try {
    const json: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return typeof json === 'object' && json !== null && 'workspaces' in json;
  } catch {
    return false;
  }
}

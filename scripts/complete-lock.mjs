// The package mirror here lacks some platform builds of native tools (rollup, rspack, swc, unrs
// resolver for other systems), so `npm install` leaves them out of package-lock.json, and `npm ci`
// then refuses the lock as out of sync. This adds each missing optional platform package with the
// os/cpu its name states, so every npm skips it on other platforms instead of asking the mirror.
// Run after `npm install <package>`; `node scripts/complete-lock.mjs --check` fails when needed.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './build/paths.mjs';

const OS = ['darwin', 'linux', 'win32', 'freebsd', 'openbsd', 'netbsd', 'android', 'openharmony', 'sunos', 'aix'];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 'riscv64', 's390x', 'loong64', 'mips64el', 'wasm32'];

/** os and cpu from a platform package name such as @rspack/binding-darwin-arm64 or @swc/core-win32-ia32-msvc. */
export function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.find((p) => CPU.includes(p));
  if (cpu === 'wasm32') return { cpu: ['wasm32'] };
  return os && cpu ? { os: [os], cpu: [cpu] } : null;
}

/** Adds the missing entries; returns the names added. */
export function completeLock(lock) {
  const added = [];
  for (const [key, entry] of Object.entries(lock.packages)) {
    for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
      const nested = `${key ? `${key}/` : ''}node_modules/${dep}`;
      if (lock.packages[nested] || lock.packages[`node_modules/${dep}`]) continue;
      const platform = platformOf(dep);
      if (!platform) continue;
      lock.packages[`node_modules/${dep}`] = { version, optional: true, ...platform };
      added.push(`${dep}@${version}`);
    }
  }
  lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
  return added;
}

const file = path.join(ROOT, 'package-lock.json');
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(ROOT, 'scripts/complete-lock.mjs')) {
  const lock = JSON.parse(readFileSync(file, 'utf8'));
  const added = completeLock(lock);
  if (process.argv.includes('--check')) {
    if (added.length) {
      console.error(`package-lock.json lacks ${added.length} platform packages; run node scripts/complete-lock.mjs`);
      process.exit(1);
    }
  } else {
    writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
    console.log(added.length ? `added ${added.length} platform packages to package-lock.json` : 'package-lock.json is complete');
  }
}

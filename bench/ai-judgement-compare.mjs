// What a tuning round moved (docs/ai-blind-batches.md): two dumps of bench/ai-judgement-dump.mjs, before and after.
// Prints the items whose score moved (largest first), each set's ρ that changed and the pooled ρ before and after, then
// flags what a round may not do: a set's ρ down by more than 0.005, a gaming item over 40 and over its own score
// before, a genuine item rated 4 or more down by more than 10. Exits 1 when anything is flagged.
//
//   node bench/ai-judgement-compare.mjs before.tsv after.tsv [how many moved items to list, 60]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { ANSWER_GAMING, RESUME_GAMING } = await import(path.join(root, 'api/test/ai-judgement/rated-set.ts'));
const { spearman } = await import(path.join(root, 'api/test/ai-judgement/stats.ts'));

const LIMITS = { rhoFall: 0.005, gamingCeiling: 40, genuineRating: 4, genuineFall: 10 };

/** The rated items of a dump, keyed by set and id. */
function itemsOf(file) {
  const items = new Map();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const [part, set, id, kind, score, mean] = line.split('\t');
    if (!id || mean === 'NA') continue;
    items.set(`${set} ${id}`, { part, set, id, kind, score: Number(score), mean: Number(mean) });
  }
  return items;
}
const gaming = (item) => (item.part === 'A' ? ANSWER_GAMING : RESUME_GAMING).includes(item.kind);
const rho = (items) => spearman(items.map((i) => i.score), items.map((i) => i.mean));

const [beforeFile, afterFile, shown = '60'] = process.argv.slice(2);
const before = itemsOf(beforeFile);
const after = itemsOf(afterFile);
const both = [...after.keys()].filter((key) => before.has(key));
const flags = [];
const moved = [];
for (const key of both) {
  const [was, now] = [before.get(key), after.get(key)];
  if (now.score !== was.score) moved.push([was, now]);
  if (gaming(now) && now.score > Math.max(was.score, LIMITS.gamingCeiling)) flags.push(`gaming rose: ${key} ${now.kind} ${was.score} → ${now.score}`);
  if (!gaming(now) && now.mean >= LIMITS.genuineRating && was.score - now.score > LIMITS.genuineFall) flags.push(`genuine fell: ${key} rated ${now.mean} ${was.score} → ${now.score}`);
}
moved.sort((x, y) => Math.abs(y[1].score - y[0].score) - Math.abs(x[1].score - x[0].score));
console.log(`moved ${moved.length}`);
for (const [was, now] of moved.slice(0, Number(shown))) console.log(`  ${now.set} ${now.id} ${now.kind} rated ${now.mean}: ${was.score} → ${now.score}`);

for (const part of ['A', 'R']) {
  const keys = both.filter((key) => after.get(key).part === part);
  const sets = [...new Set(keys.map((key) => after.get(key).set))];
  for (const set of sets) {
    const inSet = keys.filter((key) => after.get(key).set === set);
    const [was, now] = [rho(inSet.map((key) => before.get(key))), rho(inSet.map((key) => after.get(key)))];
    if (Math.abs(now - was) > 1e-9) console.log(`  ${set} ${part} ρ ${was.toFixed(4)} → ${now.toFixed(4)}`);
    if (was - now > LIMITS.rhoFall) flags.push(`ρ fell: ${set} ${part} ${was.toFixed(4)} → ${now.toFixed(4)}`);
  }
  console.log(`pooled ${part} ρ ${rho(keys.map((key) => before.get(key))).toFixed(4)} → ${rho(keys.map((key) => after.get(key))).toFixed(4)}`);
}
for (const flag of flags) console.log(flag);
console.log(flags.length ? `${flags.length} flagged` : 'acceptable');
process.exitCode = flags.length ? 1 : 0;

// The files a blind batch's writer gets beside the protocol (docs/ai-blind-batches.md, step 1), made from the
// registered batches, so that the next batch keeps its wrong facts apart from every earlier one:
//   free-ids.md      every knowledge question of each bank (no story asked), fewest earlier wrong facts first, with the
//                    first 40 characters of each; then the sample answers no batch has copied yet
//   wrong-facts.md   every earlier wrong fact whole, one a line, to be grepped by subject words, never read whole
//   readme-form.md   the latest batch's README above its "Measured once" section: the form, not the content
//
//   node bench/ai-judgement-writer-files.mjs <the writer's folder>
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { RATED_SETS, loadRatedSet } = await import(path.join(root, 'api/test/ai-judgement/rated-set.ts'));
const { BANKS, COMMON } = await import(path.join(root, 'api/src/ai/interview/banks/index.ts'));

/** A wrong fact is a weak answer of some length; the weak one-liners are not facts. */
const WRONG_FACT_MIN_CHARS = 80;
const SHOWN_CHARS = 40;

const out = process.argv[2];
if (!out) throw new Error('usage: node bench/ai-judgement-writer-files.mjs <folder>');
mkdirSync(out, { recursive: true });

const wrongFacts = new Map();
const copied = new Set();
let latest;
for (const dir of Object.values(RATED_SETS)) {
  const { answers } = loadRatedSet(dir);
  for (const a of answers) {
    if (a.kind === 'weak' && a.answer.length > WRONG_FACT_MIN_CHARS) wrongFacts.set(a.question_id, [...(wrongFacts.get(a.question_id) ?? []), a.answer]);
    if (a.kind === 'copied-sample') copied.add(a.question_id);
  }
  latest = dir;
}
const earlier = (id) => wrongFacts.get(id) ?? [];

const free = [
  '# Knowledge questions (no story asked) and the earlier wrong facts on each',
  '',
  'Every knowledge question of each bank, fewest earlier wrong facts first. Ids with none are mostly motive, tool or',
  'willingness questions, not for wrong facts. Put a wrong fact on a subject question with the fewest earlier ones in',
  'its bank, on a subject none of them touches.',
  '',
];
for (const bank of BANKS) {
  const knowledge = bank.questions.filter((q) => !q.example).sort((x, y) => earlier(x.id).length - earlier(y.id).length || x.id.localeCompare(y.id));
  free.push(`## ${bank.questions[0].id.split('-')[0]} (${bank.category})`, '');
  for (const q of knowledge) {
    free.push(`- ${q.id} (${earlier(q.id).length} earlier): ${q.text}`);
    for (const fact of earlier(q.id)) free.push(`  - ${fact.slice(0, SHOWN_CHARS)}…`);
  }
  free.push('');
}
const neverCopied = [...BANKS, COMMON].flatMap((bank) => bank.questions.map((q) => q.id)).filter((id) => !copied.has(id));
free.push('# Samples never copied in an earlier batch (copied-sample may use only these)', '', neverCopied.join(', '), '');
writeFileSync(path.join(out, 'free-ids.md'), free.join('\n'));

const facts = [...wrongFacts.entries()].sort(([x], [y]) => x.localeCompare(y)).flatMap(([id, answers]) => answers.map((a) => `${id}: ${a}`));
writeFileSync(path.join(out, 'wrong-facts.md'), `${facts.join('\n')}\n`);

const readme = readFileSync(path.join(latest, 'README.md'), 'utf8');
writeFileSync(path.join(out, 'readme-form.md'), readme.split('\n## Measured once')[0]);
console.log(`${facts.length} earlier wrong facts on ${wrongFacts.size} questions; ${neverCopied.length} samples never copied; the form of ${path.basename(latest)}`);

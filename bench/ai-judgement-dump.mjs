// Every rated item's engine score beside the raters' mean, one tab-separated line each: the before and after a tuning
// round is judged on (docs/ai-blind-batches.md). Columns: A|R, set, id, kind, score, mean rating (NA while unrated).
//
//   node bench/ai-judgement-dump.mjs [--set freshN] [--skip fresh132,fresh133] > scores.tsv
//
// --skip names the batches not yet measured once: a tuner's dump must never score them.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const load = (file) => import(path.join(root, file));
const { RATED_SETS, interviewsOf, loadRatedSet } = await load('api/test/ai-judgement/rated-set.ts');
const { scoreInterview } = await load('api/src/ai/interview/score-interview.ts');
const { diagnoseResume } = await load('api/src/ai/diagnose/diagnose.ts');

const flag = (name) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const only = flag('--set');
const skipped = (flag('--skip') ?? '').split(',').filter(Boolean);
/** As bench/ai-judgement.mjs scores them: 120 s a question, 60 s used, resumes diagnosed in 2026-11. */
const INTERVIEW = { seconds: 120, secondsUsed: 60 };
const DIAGNOSED_IN = '2026-11';

const lines = [];
for (const [name, dir] of Object.entries(RATED_SETS)) {
  if ((only && name !== only) || skipped.includes(name)) continue;
  const { answers, resumes } = loadRatedSet(dir);
  const pass = (file) => (existsSync(path.join(dir, file)) ? JSON.parse(readFileSync(path.join(dir, file), 'utf8')) : {});
  const [a, b] = [pass('ratings-a.json'), pass('ratings-b.json')];
  const mean = (id) => (a[id] && b[id] ? (a[id] + b[id]) / 2 : 'NA');
  for (const group of interviewsOf(answers)) {
    const asked = group.map((item, index) => ({ index, question_id: item.question_id, text: item.question, follow_up: 0, answer: item.answer, seconds_used: INTERVIEW.secondsUsed, late: 0 }));
    const report = scoreInterview(asked, { category: group[0].category, group: group[0].group, seconds: INTERVIEW.seconds });
    group.forEach((item, i) => lines.push(['A', name, item.id, item.kind, report.questions[i].score, mean(item.id)].join('\t')));
  }
  for (const r of resumes) lines.push(['R', name, r.id, r.kind, diagnoseResume(r.resume, DIAGNOSED_IN).score, mean(r.id)].join('\t'));
}
process.stdout.write(`${lines.join('\n')}\n`);

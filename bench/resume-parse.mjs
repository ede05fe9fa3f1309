// The offline resume parser's accuracy and speed (issue 11 "Accuracy, measured"). The corpus of
// api/test/ai-corpus (48 generated student resumes with their true fields) is printed to PDF by Debian's
// Chromium and written as DOCX; each file is parsed (api/src/ai/parse) and every field compared with the
// truth: precision (right / found) and recall (right / true) per field, PDF and DOCX together. Parse time of a
// two-page PDF: p95 of 20 runs. Prints each figure beside its target; exits non-zero when one is missed.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { register } from 'tsx/esm/api';

register();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const load = (file) => import(path.join(root, file));
const { makeCorpus } = await load('api/test/ai-corpus/truth.ts');
const { pdfOptions, resumeHtml } = await load('api/test/ai-corpus/render-html.ts');
const { resumeLines } = await load('api/test/ai-corpus/written.ts');
const { makeDocx } = await load('api/src/seed/resume/demo-documents.ts');
const { parseResumeFile } = await load('api/src/ai/parse/parse-resume.ts');

const TARGETS = { exact: 0.95, titles: 0.85 };
const EXACT = ['name', 'phone', 'email', 'school', 'major', 'degree', 'dates'];
const tally = {};
const count = (field, found, right, truth) => {
  tally[field] ??= { found: 0, right: 0, truth: 0 };
  tally[field].found += found;
  tally[field].right += right;
  tally[field].truth += truth;
};
// as the engine reads text: NFKC (full-width punctuation becomes ASCII), spaces ignored
const plain = (v) => String(v ?? '').normalize('NFKC').replace(/\s+/g, '');
const same = (a, b) => plain(a) === plain(b);

/** Scores one parse against its truth: basic fields, then each true entry against the parsed entry at its place. */
function score(draft, truth) {
  const b = draft.basic.value;
  for (const field of ['name', 'phone', 'email', 'school', 'major', 'degree']) {
    const found = b[field] !== '' && b[field] !== 0 ? 1 : 0;
    count(field, found, found && same(b[field], truth.basic[field]) ? 1 : 0, 1);
  }
  const lists = [
    ['education', 'school', truth.education],
    ['work', 'company', truth.work],
    ['project', 'name', truth.project],
  ];
  for (const [key, titleField, trueList] of lists) {
    const parsed = draft[key].map((d) => d.value);
    trueList.forEach((t, i) => {
      const p = parsed[i];
      count('dates', p ? 2 : 0, p ? Number(same(p.start_date, t.start_date)) + Number(same(p.end_date, t.end_date)) : 0, 2);
      count('titles', p ? 1 : 0, p && same(p[titleField], t[titleField]) ? 1 : 0, 1);
      if (key === 'work') count('titles', p ? 1 : 0, p && same(p.position, t.position) ? 1 : 0, 1);
      if (t.description) {
        const first = t.description.split('\n')[0];
        count('descriptions', p ? 1 : 0, p && plain(p.description).includes(plain(first).slice(0, 12)) ? 1 : 0, 1);
      }
    });
    // entries found beyond the true ones are wrong finds
    for (let i = trueList.length; i < parsed.length; i += 1) count('titles', 1, 0, 0);
  }
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
const corpus = makeCorpus();
const pdfTimes = [];
for (const truth of corpus) {
  await page.setContent(resumeHtml(truth));
  const pdf = await page.pdf(pdfOptions(truth));
  const started = performance.now();
  score(await parseResumeFile(pdf), truth);
  pdfTimes.push(performance.now() - started);
  score(await parseResumeFile(makeDocx(resumeLines(truth))), truth);
}
// a two-page resume: the longest of the corpus with its experience written three times, page numbers in the
// footer; scored too (its entries run over the page break)
const long = corpus.reduce((a, b) => (resumeLines(b).length > resumeLines(a).length ? b : a));
const twice = { ...long, work: [...long.work, ...long.work, ...long.work], project: [...long.project, ...long.project, ...long.project], style: { ...long.style, pageNumbers: true } };
await page.setContent(resumeHtml(twice));
const twoPages = await page.pdf(pdfOptions(twice));
score(await parseResumeFile(twoPages), twice);
await browser.close();
const times = [];
for (let i = 0; i < 20; i += 1) {
  const started = performance.now();
  await parseResumeFile(twoPages);
  times.push(performance.now() - started);
}
const p95 = [...times].sort((a, b) => a - b)[Math.ceil(times.length * 0.95) - 1];

let missed = false;
const pct = (n) => `${(n * 100).toFixed(1)} %`.padStart(8);
console.log(`\nResume parsing, ${corpus.length} resumes as PDF and DOCX (${corpus.length * 2} files) and a two-page PDF`);
console.log('field          precision   recall   target');
for (const [field, t] of Object.entries(tally)) {
  const precision = t.found ? t.right / t.found : 0;
  const recall = t.truth ? t.right / t.truth : 0;
  const target = EXACT.includes(field) ? TARGETS.exact : TARGETS.titles;
  const ok = precision >= target && recall >= target;
  if (!ok) missed = true;
  console.log(`${ok ? 'ok  ' : 'MISS'} ${field.padEnd(12)} ${pct(precision)} ${pct(recall)}   ≥ ${target * 100} %`);
}
console.log(`${p95 <= 1500 ? 'ok  ' : 'MISS'} two-page PDF parse p95 ${p95.toFixed(0)} ms (≤ 1500 ms); one-page median ${[...pdfTimes].sort((a, b) => a - b)[Math.floor(pdfTimes.length / 2)].toFixed(0)} ms`);
if (p95 > 1500) missed = true;
process.exit(missed ? 1 : 0);

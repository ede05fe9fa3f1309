// Makes the demo student's PDF resume attachment, once: printed by headless Chromium from HTML (like
// make-demo-files.mjs), so its Chinese text is real text with an embedded Noto Sans CJK subset that the
// resume parser can read. The text comes from the seed's COMPLETE_RESUME, so the file and the online resume
// agree. The result is committed as api/src/seed/resume/files/chen-siyuan-resume.pdf; this script is NOT run
// at install, build or test time.
//
//   npx tsx scripts/media/make-demo-resume.mts     # needs chromium (CHROMIUM_PATH) and fonts-noto-cjk
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { COMPLETE_RESUME as R } from '../../api/src/seed/resume/demo-resumes';
import { DEMO_RESUME_PDF } from '../../api/src/seed/resume/demo-files';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const DEGREE: Record<number, string> = { 1: '大专', 2: '本科', 3: '硕士', 4: '博士' };
const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
const period = (start: string, end: string) => `${start.replace('-', '.')} - ${end ? end.replace('-', '.') : '至今'}`;

function html(): string {
  const b = R.basic;
  const entry = (title: string, when: string, text: string) => `<div class="entry"><div class="row"><b>${esc(title)}</b><span>${esc(when)}</span></div>${text ? `<p>${esc(text)}</p>` : ''}</div>`;
  const sections = [
    ['教育经历', R.education.map((e) => entry(`${e.school} · ${e.major} · ${DEGREE[e.degree]}`, period(e.start_date, e.end_date), e.description))],
    ['实习经历', R.work.map((w) => entry(`${w.company} · ${w.position}`, period(w.start_date, w.end_date), w.description))],
    ['项目经历', R.projects.map((p) => entry(`${p.name} · ${p.role}`, period(p.start_date, p.end_date), p.description))],
    ['技能与证书', [`<p>技能：${esc(R.other.skills)}</p><p>证书：${esc(R.other.certificates)}</p><p>语言：${esc(R.other.languages)}</p>`]],
    ['获奖经历', [`<p>${esc(R.other.awards)}</p>`]],
    ['自我评价', [`<p>${esc(R.other.self_evaluation)}</p>`]],
  ] as const;
  const body = sections.map(([h, parts]) => `<h2>${h}</h2>${parts.join('')}`).join('');
  const intention = R.intention ? `求职意向：${R.intention.categories.join('、')} · ${R.intention.cities.join('、')}` : '';
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${esc(b.name)}的简历</title><style>
@page { size: A4; margin: 18mm 18mm; }
body { font-family: 'Noto Sans CJK SC', sans-serif; font-size: 10.5pt; line-height: 1.65; color: #1f2937; }
h1 { font-size: 22pt; font-weight: normal; margin: 0; color: #0f5fbf; }
.contact { color: #4b5563; margin: 4pt 0 2pt; }
h2 { font-size: 12.5pt; font-weight: normal; margin: 12pt 0 4pt; padding-bottom: 2pt; border-bottom: 1pt solid #93c5fd; color: #0f5fbf; }
.row { display: flex; justify-content: space-between; }
.row span { color: #6b7280; }
p { margin: 2pt 0; }
.entry { margin-bottom: 6pt; }
</style></head><body><h1>${esc(b.name)}</h1><div class="contact">${esc(`${b.phone} | ${b.email} | ${b.city} | ${b.school} · ${b.major} · ${b.graduation_year}届`)}</div><div class="contact">${esc(intention)}</div>${body}</body></html>`;
}

const out = path.resolve(DEMO_RESUME_PDF);
const dir = mkdtempSync(path.join(os.tmpdir(), 'demo-resume-'));
try {
  const file = path.join(dir, 'resume.html');
  writeFileSync(file, html());
  execFileSync(CHROMIUM, ['--headless', '--no-sandbox', '--disable-gpu', '--no-pdf-header-footer', `--print-to-pdf=${out}`, `file://${file}`], { stdio: 'ignore' });
} finally {
  rmSync(dir, { recursive: true, force: true });
}
console.log(`${path.relative(process.cwd(), out)}: ${statSync(out).size} bytes`);

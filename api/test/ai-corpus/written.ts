import type { DateForm, Month, TrueResume } from './truth';

/** How a resume writes things: dates in its own form, headings in Chinese or English, degrees as words. */

const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export function writeMonth(month: Month, form: DateForm): string {
  if (!month) return form === 'english' ? 'Present' : '至今';
  const [y, m] = month.split('-').map(Number) as [number, number];
  const mm = String(m).padStart(2, '0');
  switch (form) {
    case 'dot':
      return `${y}.${mm}`;
    case 'dot-short':
      return `${y}.${m}`;
    case 'chinese':
      return `${y}年${m}月`;
    case 'slash':
      return `${y}/${m}`;
    case 'dash':
      return `${y}-${mm}`;
    case 'english':
      return `${MONTHS_EN[m - 1]} ${y}`;
  }
}

const SEPARATORS: Record<DateForm, string> = { dot: ' - ', 'dot-short': '-', chinese: ' - ', slash: '–', dash: ' ~ ', english: ' - ' };

export const writeRange = (start: Month, end: Month, form: DateForm): string => `${writeMonth(start, form)}${SEPARATORS[form]}${writeMonth(end, form)}`;

export const DEGREE_WORDS = { 1: '大专', 2: '本科', 3: '硕士', 4: '博士' } as const;

export function headings(english: boolean) {
  return english
    ? { education: 'Education', work: 'Internship Experience', project: 'Projects', skills: 'Skills', certificates: 'Certificates', awards: 'Awards', phone: 'Tel', email: 'Email', intention: 'Objective' }
    : { education: '教育背景', work: '实习经历', project: '项目经历', skills: '专业技能', certificates: '证书', awards: '获奖情况', phone: '电话', email: '邮箱', intention: '求职意向' };
}

/** The resume as plain lines (what a DOCX holds, and the order a reader should find in a PDF). */
export function resumeLines(r: TrueResume): string[] {
  const h = headings(r.style.english);
  const d = r.style.dates;
  const lines = [r.basic.name, `${h.phone}：${r.basic.phone}  ${h.email}：${r.basic.email}`, `${h.intention}：${r.work[0]?.position.replace('实习生', '') ?? '管培生'}  ${r.basic.city}`];
  lines.push(h.education);
  for (const e of r.education) {
    lines.push(`${e.school} | ${e.major} | ${DEGREE_WORDS[e.degree]}  ${writeRange(e.start_date, e.end_date, d)}`);
    if (e.description) lines.push(e.description);
  }
  lines.push(h.work);
  for (const w of r.work) {
    lines.push(`${w.company} | ${w.position}  ${writeRange(w.start_date, w.end_date, d)}`);
    lines.push(...w.description.split('\n').map((l) => `• ${l}`));
  }
  if (r.project.length) {
    lines.push(h.project);
    for (const p of r.project) {
      lines.push(`${p.name} | ${p.role}  ${writeRange(p.start_date, p.end_date, d)}`);
      lines.push(`• ${p.description}`);
    }
  }
  lines.push(h.skills, r.other.skills.join('、'), h.certificates, r.other.certificates.join('、'));
  if (r.other.awards.length) lines.push(h.awards, r.other.awards.join('、'));
  return lines;
}

import type { DateForm, Month, PhoneForm, TrueResume } from './truth';

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
    case 'month-year':
      return `${mm}/${y}`;
  }
}

const SEPARATORS: Record<DateForm, string> = { dot: ' - ', 'dot-short': '-', chinese: ' - ', slash: '–', dash: ' ~ ', english: ' - ', 'month-year': ' - ' };

export const writeRange = (start: Month, end: Month, form: DateForm): string => `${writeMonth(start, form)}${SEPARATORS[form]}${writeMonth(end, form)}`;

export const DEGREE_WORDS = { 1: '大专', 2: '本科', 3: '硕士', 4: '博士' } as const;
/** the longer words some resumes use for the same degrees */
export const LONG_DEGREE_WORDS = { 1: '专科', 2: '全日制本科', 3: '硕士研究生', 4: '博士研究生' } as const;

export function writePhone(phone: string, form: PhoneForm): string {
  switch (form) {
    case 'dashed':
      return `${phone.slice(0, 3)}-${phone.slice(3, 7)}-${phone.slice(7)}`;
    case 'spaced':
      return `${phone.slice(0, 3)} ${phone.slice(3, 7)} ${phone.slice(7)}`;
    case 'country':
      return `+86 ${phone}`;
    default:
      return phone;
  }
}

type SectionWord = 'education' | 'work' | 'project' | 'skills' | 'certificates' | 'awards' | 'self';
const WORDS: Record<'zh' | 'zhOther' | 'en' | 'enOther', Record<SectionWord, string>> = {
  zh: { education: '教育背景', work: '实习经历', project: '项目经历', skills: '专业技能', certificates: '证书', awards: '获奖情况', self: '自我评价' },
  // the other words students use for the same sections
  zhOther: { education: '教育经历', work: '实践经历', project: '项目经验', skills: '技能特长', certificates: '资格证书', awards: '荣誉奖项', self: '个人评价' },
  en: { education: 'Education', work: 'Internship Experience', project: 'Projects', skills: 'Skills', certificates: 'Certificates', awards: 'Awards', self: 'Self Evaluation' },
  enOther: { education: 'Education Background', work: 'Work Experience', project: 'Project Experience', skills: 'Technical Skills', certificates: 'Certifications', awards: 'Honors & Awards', self: 'Summary' },
};
const NUMERALS = ['一', '二', '三', '四', '五', '六', '七', '八'];

/** The resume's headings in its language and heading form, numbered in the order the sections come. */
export function headings(r: TrueResume) {
  const { english, headings: form } = r.style;
  const words = english ? (form === 'numbered' ? WORDS.enOther : WORDS.en) : form === 'numbered' ? WORDS.zhOther : WORDS.zh;
  const self: SectionWord[] = r.other.self_evaluation ? ['self'] : [];
  const order: SectionWord[] = [...(r.style.selfFirst ? self : []), 'education', 'work', ...(r.project.length ? ['project' as const] : []), 'skills', 'certificates', ...(r.other.awards.length ? ['awards' as const] : []), ...(r.style.selfFirst ? [] : self)];
  const decorate = (key: SectionWord): string => {
    const word = words[key];
    const n = order.indexOf(key);
    switch (form) {
      case 'numbered':
        return english ? `${n + 1}. ${word}` : `${NUMERALS[n]}、${word}`;
      case 'bracketed':
        return english ? word.toUpperCase() : `【${word}】`;
      case 'bilingual':
        return `${WORDS.zh[key]} ${WORDS.en[key]}`;
      default:
        return word;
    }
  };
  return {
    education: decorate('education'), work: decorate('work'), project: decorate('project'), skills: decorate('skills'), certificates: decorate('certificates'), awards: decorate('awards'), self: decorate('self'),
    ...(english ? { phone: 'Tel', email: 'Email', intention: 'Objective', title: 'Resume', name: 'Name', sex: 'Gender' } : { phone: '电话', email: '邮箱', intention: '求职意向', title: '个人简历', name: '姓名', sex: '性别' }),
  };
}

/** The sex as the resume writes it beside a labelled name. */
export const writeSex = (r: TrueResume) => (r.style.english ? (r.basic.sex === 1 ? 'Male' : 'Female') : r.basic.sex === 1 ? '男' : '女');

/** An entry's title parts (school, major, degree; company, position; project, role), their labels, and its dates as the resume writes them. */
export type EntryRow = { parts: string[]; labels: string[]; when: string; body: string[] };

const LABELS = {
  zh: { education: ['学校', '专业', '学历'], work: ['公司', '职位'], project: ['项目名称', '角色'], when: '时间' },
  en: { education: ['School', 'Major', 'Degree'], work: ['Company', 'Position'], project: ['Project', 'Role'], when: 'Period' },
};

export function entryRows(r: TrueResume): { education: EntryRow[]; work: EntryRow[]; project: EntryRow[] } {
  const d = r.style.dates;
  const labels = LABELS[r.style.english ? 'en' : 'zh'];
  return {
    education: r.education.map((e) => ({ parts: [e.school, e.major, (r.style.longDegrees ? LONG_DEGREE_WORDS : DEGREE_WORDS)[e.degree]], labels: labels.education, when: writeRange(e.start_date, e.end_date, d), body: e.description ? [e.description] : [] })),
    work: r.work.map((w) => ({ parts: [w.company, w.position], labels: labels.work, when: writeRange(w.start_date, w.end_date, d) + (r.style.workPlace && r.style.entry !== 'labelled' ? ` | ${r.basic.city}` : ''), body: w.description.split('\n').map((l) => `• ${l}`) })),
    project: r.project.map((p) => ({ parts: [p.name, p.role], labels: labels.project, when: r.style.undatedProjects ? '' : writeRange(p.start_date, p.end_date, d), body: [`• ${p.description}`] })),
  };
}

/** "公司：腾讯", … and "时间：2024.07 - 2024.09" (the dates' label in `r`'s language) */
export function labelledLines(r: TrueResume, row: EntryRow): string[] {
  const fields = row.parts.map((p, k) => `${row.labels[k]}：${p}`);
  return row.when ? [...fields, `${LABELS[r.style.english ? 'en' : 'zh'].when}：${row.when}`] : fields;
}

/** The title line(s) of an entry in the resume's entry form, as plain lines. */
export function titleLines(r: TrueResume, row: EntryRow): string[] {
  const title = row.parts.join(r.style.separator);
  // an entry without dates is its title line
  if (!row.when && r.style.entry !== 'labelled') return [title];
  switch (r.style.entry) {
    case 'stacked':
      return [`${row.parts[0]}  ${row.when}`, row.parts.slice(1).join(r.style.separator)];
    case 'dates-first':
      return [`${row.when}  ${title}`];
    case 'dates-below':
      return [title, row.when];
    case 'labelled':
      return labelledLines(r, row);
    default:
      return [`${title}  ${row.when}`];
  }
}

/** The first lines: the name (alone, or labelled under a title), contact, job intention. */
export function headLines(r: TrueResume): string[] {
  const h = headings(r);
  const details = r.style.english ? ` | ${writeSex(r)} | CPC member` : ` | ${writeSex(r)} | 中共党员`;
  // a page title names no details
  const titled = r.style.nameTitle && !r.style.english;
  const name = r.style.labelledName ? [h.title, `${h.name}：${r.basic.name}  ${h.sex}：${writeSex(r)}`] : [titled ? `${r.basic.name}的个人简历` : `${r.basic.name}${r.style.nameDetails ? details : ''}`];
  return [...name, `${h.phone}：${writePhone(r.basic.phone, r.style.phone)}  ${h.email}：${r.basic.email}`, `${h.intention}：${r.work[0]?.position.replace('实习生', '') ?? '管培生'}  ${r.basic.city}`];
}

/** The resume as plain lines (what a DOCX holds, and the order a reader should find in a PDF). */
export function resumeLines(r: TrueResume): string[] {
  const h = headings(r);
  const rows = entryRows(r);
  const lines = headLines(r);
  const self = r.other.self_evaluation ? [h.self, r.other.self_evaluation] : [];
  if (r.style.selfFirst) lines.push(...self);
  const section = (heading: string, list: EntryRow[]) => {
    if (list.length === 0) return;
    lines.push(heading);
    for (const row of list) lines.push(...titleLines(r, row), ...row.body);
  };
  section(h.education, rows.education);
  section(h.work, rows.work);
  section(h.project, rows.project);
  lines.push(h.skills, r.other.skills.join('、'), h.certificates, r.other.certificates.join('、'));
  if (r.other.awards.length) lines.push(h.awards, r.other.awards.join('、'));
  if (!r.style.selfFirst) lines.push(...self);
  return lines;
}

import type { ResumeContent } from '@campus/shared-utils/rules';
import { EMAIL_PATTERN, MAINLAND_PHONE_PATTERN } from '@campus/shared-utils/rules';
import type { Finding } from './finding';
import { shortRewrite } from './rewrite';
import { sentenceWhere } from './sentences';
import TYPOS from './typos.json';

/**
 * 规范性: the rules a recruiter's eye checks first. Each function is one rule; each finding names it.
 * Months are 'YYYY-MM' ('' end: 至今); `now` is the month the diagnosis runs in.
 */

type Period = { id: number; start_date: string; end_date: string };
const monthIndex = (m: string): number => {
  const [y, mm] = m.split('-').map(Number) as [number, number];
  return y * 12 + (mm - 1);
};
const endIndex = (p: Period, now: string) => monthIndex(p.end_date || now);

// a finding about a date or a contact detail quotes nothing of a description
const finding = (f: Omit<Finding, 'dimension' | 'quote' | 'rewrite'> & Partial<Pick<Finding, 'quote' | 'rewrite'>>): Finding => ({ dimension: 'norms', quote: '', rewrite: '', ...f });

/** An entry that ends before it starts. */
export function datesInOrder(r: ResumeContent, now: string): Finding[] {
  const sections = [
    ['education', r.education_list, '教育经历'],
    ['work', r.work_list, '实习/工作经历'],
    ['project', r.project_list, '项目经历'],
  ] as const;
  return sections.flatMap(([section, list, label]) =>
    (list as readonly Period[])
      .filter((p) => p.start_date && endIndex(p, now) < monthIndex(p.start_date))
      .map((p) =>
        finding({
          rule: 'norms.dates-order',
          severity: 'high',
          section,
          entry_id: p.id,
          field: 'end_date',
          found: `${label}的结束时间（${p.end_date}）早于开始时间（${p.start_date}）`,
          why: '时间顺序错误会让招聘方怀疑简历的真实性和细心程度。',
          suggestion: '核对并改正这段经历的起止时间。',
        }),
      ),
  );
}

/** More than one internship or job still running (至今), or one that starts in the future. */
export function ongoingWork(r: ResumeContent, now: string): Finding[] {
  const out: Finding[] = [];
  const open = r.work_list.filter((w) => !w.end_date);
  if (open.length > 1) {
    out.push(
      finding({
        rule: 'norms.several-ongoing',
        severity: 'medium',
        section: 'work',
        entry_id: open[1]!.id,
        field: 'end_date',
        found: `有 ${open.length} 段实习/工作经历都写着“至今”`,
        why: '同时进行多段实习并不常见，招聘方会追问时间是否属实。',
        suggestion: '已经结束的经历请填写结束月份，只保留正在进行的一段为“至今”。',
      }),
    );
  }
  for (const w of r.work_list.filter((x) => x.start_date && monthIndex(x.start_date) > monthIndex(now))) {
    out.push(
      finding({
        rule: 'norms.future-start',
        severity: 'medium',
        section: 'work',
        entry_id: w.id,
        field: 'start_date',
        found: `“${w.company}”的开始时间（${w.start_date}）还没有到`,
        why: '尚未开始的实习写成经历，会被视为信息不实。',
        suggestion: '已确定的实习可写在自我评价或求职意向中注明“已获录用”，不要列为已有经历。',
      }),
    );
  }
  return out;
}

/** A gap of more than six months between consecutive studies (not counting a summer or a gap year's note). */
export function educationGaps(r: ResumeContent): Finding[] {
  const list = [...r.education_list].filter((e) => e.start_date && e.end_date).sort((a, b) => monthIndex(a.start_date) - monthIndex(b.start_date));
  const out: Finding[] = [];
  for (let i = 1; i < list.length; i += 1) {
    const gap = monthIndex(list[i]!.start_date) - monthIndex(list[i - 1]!.end_date);
    if (gap > 6) {
      out.push(
        finding({
          rule: 'norms.education-gap',
          severity: 'low',
          section: 'education',
          entry_id: list[i]!.id,
          field: 'start_date',
          found: `${list[i - 1]!.school}毕业后到进入${list[i]!.school}之间有 ${gap} 个月的空档`,
          why: '较长的空档期招聘方会关心原因，不写明容易被误解。',
          suggestion: '如空档期在备考、工作或服役，可在描述中用一句话说明。',
        }),
      );
    }
  }
  return out;
}

/** The phone and e-mail an employer needs to reach the student. */
export function contactDetails(r: ResumeContent): Finding[] {
  const out: Finding[] = [];
  const phone = r.basic.phone.replace(/[\s-]/g, '');
  if (!MAINLAND_PHONE_PATTERN.test(phone) && !/^(886)?0?9\d{8}$/.test(phone)) {
    out.push(
      finding({
        rule: 'norms.phone',
        severity: 'high',
        section: 'basic',
        entry_id: 0,
        field: 'phone',
        found: r.basic.phone ? `手机号“${r.basic.phone}”格式不正确` : '没有填写手机号',
        why: '手机号是用人单位通知面试的主要方式，错误会直接错过机会。',
        suggestion: '填写常用的 11 位手机号。',
      }),
    );
  }
  // an empty email is charged once, as missing basic information (completeness.basic, which names it); norms.email
  // judges the form of an email that is filled in
  const email = r.basic.email.trim();
  if (email && !EMAIL_PATTERN.test(email)) {
    out.push(
      finding({
        rule: 'norms.email',
        severity: 'medium',
        section: 'basic',
        entry_id: 0,
        field: 'email',
        found: `邮箱“${r.basic.email}”格式不正确`,
        why: '笔试、面试和录用通知多通过邮件发送。',
        suggestion: '填写常用且名称得体的邮箱，例如姓名拼音加数字。',
      }),
    );
  }
  return out;
}

/** Descriptions too thin to say anything, or a resume far longer than a student's one or two pages. */
export function lengths(r: ResumeContent): Finding[] {
  const out: Finding[] = [];
  const entries = [
    ...r.work_list.map((w) => ({ section: 'work' as const, id: w.id, title: w.company, text: w.description })),
    ...r.project_list.map((p) => ({ section: 'project' as const, id: p.id, title: p.name, text: p.description })),
  ];
  for (const e of entries) {
    const length = [...e.text.trim()].length;
    if (length < 30) {
      out.push(
        finding({
          rule: 'norms.description-short',
          severity: 'medium',
          section: e.section,
          entry_id: e.id,
          field: 'description',
          found: length === 0 ? `“${e.title}”没有经历描述` : `“${e.title}”的描述只有 ${length} 个字`,
          why: '招聘方需要从描述中看到你做了什么、怎么做、结果如何。',
          suggestion: '用 2-4 条要点写出：负责的任务、采取的行动、可量化的结果。',
          quote: e.text.trim(),
          rewrite: length === 0 ? '' : shortRewrite(e.text.trim()),
        }),
      );
    }
  }
  const total = [r.other.self_evaluation, r.other.skills, ...r.education_list.map((e) => e.description), ...entries.map((e) => e.text)].join('').length;
  if (total > 3000) {
    out.push(
      finding({
        rule: 'norms.too-long',
        severity: 'low',
        section: 'other',
        entry_id: 0,
        field: 'self_evaluation',
        found: `简历正文约 ${total} 字，超过两页`,
        why: '招聘方浏览一份简历通常不超过一分钟，过长的简历重点会被淹没。',
        suggestion: '删去与目标岗位无关的经历，每段经历保留最有说服力的 2-4 条。',
      }),
    );
  }
  return out;
}

const LATIN = Object.entries(TYPOS.latin).map(([wrong, right]) => ({ wrong, right, pattern: new RegExp(`(?<![A-Za-z.])${wrong.replace(/\./g, '\\.')}(?![A-Za-z])`) }));
const CHINESE = Object.entries(TYPOS.chinese).map(([wrong, right]) => ({ wrong, right, pattern: null as RegExp | null }));

/** Common terms misspelt (typos.json): skill names in the wrong case, and frequent wrong characters. */
export function typos(r: ResumeContent): Finding[] {
  const fields = [
    { section: 'other' as const, id: 0, field: 'skills', text: r.other.skills },
    { section: 'other' as const, id: 0, field: 'self_evaluation', text: r.other.self_evaluation },
    ...r.work_list.map((w) => ({ section: 'work' as const, id: w.id, field: 'description', text: w.description })),
    ...r.project_list.map((p) => ({ section: 'project' as const, id: p.id, field: 'description', text: p.description })),
  ];
  const out: Finding[] = [];
  for (const f of fields) {
    // in the order the text has them
    const hits = [
      ...LATIN.map((t) => ({ ...t, at: f.text.search(t.pattern) })),
      ...CHINESE.map((t) => ({ ...t, at: f.text.indexOf(t.wrong) })),
    ]
      .filter((t) => t.at >= 0)
      .sort((a, b) => a.at - b.at);
    for (const hit of hits) {
      const quote = sentenceWhere(f.text, (s) => (hit.pattern ? hit.pattern.test(s) : s.includes(hit.wrong)));
      out.push(
        finding({
          rule: 'norms.typo',
          severity: 'low',
          section: f.section,
          entry_id: f.id,
          field: f.field,
          found: `“${hit.wrong}”应写作“${hit.right}”`,
          why: '专业名词和常用词写错，会让招聘方觉得不够细心或不够专业。',
          suggestion: `把“${hit.wrong}”改为“${hit.right}”。`,
          quote,
          rewrite: quote.replace(hit.pattern ?? hit.wrong, hit.right),
        }),
      );
    }
  }
  return out;
}

/** Every 规范性 rule, in the order the result lists them. */
export function normsFindings(r: ResumeContent, now: string): Finding[] {
  return [...contactDetails(r), ...datesInOrder(r, now), ...ongoingWork(r, now), ...educationGaps(r), ...lengths(r), ...typos(r)];
}

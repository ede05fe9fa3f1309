import type { ResumeContent } from '@campus/shared-utils/rules';
import FORMS from '../dictionaries/pasted-forms.json';
import type { Finding } from './finding';
import { descriptionQuote } from './sentences';

/**
 * content.template: a resume template or an AI's draft pasted in and never filled: its slots left in square brackets
 * (负责[具体业务]的数据分析工作, 提升了[X]%, 【项目名称，例如：电商用户行为分析】: pasted-forms.json slots) or the AI's
 * disclaimer and the template's instructions left in (作为一个AI语言模型…请根据实际情况修改, 请在此处插入具体数字:
 * ai_disclosure). Nothing in such a text is the student's: a recruiter reads an unwritten draft. A description, an
 * entry's name, employer or role: serious, and the entry counts as hollow (credibility.ts); another field (the
 * self-evaluation, skills, honours, an education's note): medium. A bracket of the student's own (【项目背景】, [GitHub],
 * （Python）) holds a word that is no slot and is read as written.
 */

const SLOT_INSIDE = FORMS.slots.map((p) => new RegExp(p, 'u'));
const DISCLOSURE = FORMS.ai_disclosure.map((p) => new RegExp(p, 'u'));
/** A bracketed span: [..] or 【..】 (full-width square brackets fold to [..] in NFKC). */
const BRACKETED = /[[【]([^\]】\n]{1,30})[\]】]/gu;

/** The unfilled slots of a text ([具体业务], [X], 【项目名称，例如：…】), as written, and the disclaimers and instructions left in. */
export function templateMarksOf(text: string): string[] {
  const folded = text.normalize('NFKC');
  const slots = [...folded.matchAll(BRACKETED)].filter((m) => SLOT_INSIDE.some((re) => re.test(m[1]!.trim()))).map((m) => m[0]);
  const said = DISCLOSURE.map((re) => re.exec(folded)?.[0]).filter((m): m is string => m !== undefined);
  return [...slots, ...said];
}

/** Slots from which a text is a template not yet filled (a lone bracket may be the student's label: 【工具】Python); an entry's name or role that is all slot is one alone. */
export const TEMPLATE_SLOTS_MIN = 2;

type Where = { section: Finding['section']; entry_id: number; field: string; what: string; text: string; serious: boolean };

const TITLES = new Set(['company', 'position', 'name', 'role']);

/** Whether a text's marks make it a template: a disclaimer, TEMPLATE_SLOTS_MIN slots, or a title that is nothing but a slot. */
function isTemplate(w: Where, marks: readonly string[]): boolean {
  if (marks.some((m) => DISCLOSURE.some((re) => re.test(m)))) return true;
  if (marks.length >= TEMPLATE_SLOTS_MIN) return true;
  return marks.length > 0 && TITLES.has(w.field) && w.text.normalize('NFKC').trim() === marks[0];
}

/** Every text of the resume a template fills: the entries' names, roles and descriptions, the education's notes and the other fields. */
function textsOf(r: ResumeContent): Where[] {
  return [
    ...r.work_list.flatMap((w) => [
      { section: 'work' as const, entry_id: w.id, field: 'company', what: '实习/工作单位', text: w.company, serious: true },
      { section: 'work' as const, entry_id: w.id, field: 'position', what: '职位', text: w.position, serious: true },
      { section: 'work' as const, entry_id: w.id, field: 'description', what: `“${w.company}”的描述`, text: w.description, serious: true },
    ]),
    ...r.project_list.flatMap((p) => [
      { section: 'project' as const, entry_id: p.id, field: 'name', what: '项目名称', text: p.name, serious: true },
      { section: 'project' as const, entry_id: p.id, field: 'role', what: '项目角色', text: p.role, serious: true },
      { section: 'project' as const, entry_id: p.id, field: 'description', what: `“${p.name}”的描述`, text: p.description, serious: true },
    ]),
    ...r.education_list.map((e) => ({ section: 'education' as const, entry_id: e.id, field: 'description', what: `“${e.school}”的教育经历描述`, text: e.description, serious: false })),
    { section: 'other', entry_id: 0, field: 'skills', what: '技能', text: r.other.skills, serious: false },
    { section: 'other', entry_id: 0, field: 'certificates', what: '证书', text: r.other.certificates, serious: false },
    { section: 'other', entry_id: 0, field: 'awards', what: '获奖', text: r.other.awards, serious: false },
    { section: 'other', entry_id: 0, field: 'languages', what: '语言能力', text: r.other.languages, serious: false },
    { section: 'other', entry_id: 0, field: 'self_evaluation', what: '自我评价', text: r.other.self_evaluation, serious: false },
  ];
}

/** content.template: one finding per text a template's slots or an AI's disclaimer leave unwritten (isTemplate); an entry's several texts make one finding. */
export function templateFindings(r: ResumeContent): Finding[] {
  const found = textsOf(r)
    .map((w) => ({ ...w, marks: templateMarksOf(w.text) }))
    .filter((w) => isTemplate(w, w.marks));
  const seen = new Set<string>();
  return found.flatMap((w) => {
    const key = w.section === 'work' || w.section === 'project' ? `${w.section}:${w.entry_id}` : `${w.section}:${w.entry_id}:${w.field}`;
    if (seen.has(key)) return [];
    seen.add(key);
    const disclosed = w.marks.some((m) => DISCLOSURE.some((re) => re.test(m)));
    return [
      {
        dimension: 'quality' as const,
        rule: 'content.template',
        severity: w.serious ? ('high' as const) : ('medium' as const),
        section: w.section,
        entry_id: w.entry_id,
        field: w.field,
        found: `${w.what}${disclosed ? '留着AI或模板的提示语' : '留着模板没填的空'}（${[...new Set(w.marks)].slice(0, 3).join('、')}），这段还没有写成你自己的内容`,
        why: '照着模板或AI生成的稿子没有填完就提交，招聘方一眼就能看出来，会认为整份简历都不是认真写的。',
        suggestion: '把每个方括号里的空换成你真实的单位、做法和数字；没有的内容就删掉，不要保留模板或AI的提示语。',
        quote: descriptionQuote(w.text),
        rewrite: '【请补充：这段经历里你真实做过的事、用的方法和结果】',
      },
    ];
  });
}

/** The entries a template's slots stand in (work:id, project:id): nothing in them is the student's own. */
export const templateEntries = (findings: readonly Finding[]): Set<string> =>
  new Set(findings.filter((f) => f.rule === 'content.template' && (f.section === 'work' || f.section === 'project')).map((f) => `${f.section}:${f.entry_id}`));

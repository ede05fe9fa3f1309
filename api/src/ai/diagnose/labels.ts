import type { ResumeContent } from '@campus/shared-utils/rules';
import LABELS from '../dictionaries/personality-labels.json';
import { describedEntries } from './entries';
import type { Finding } from './finding';
import { ownWordsSkeleton } from './rewrite';
import { descriptionQuote } from './sentences';

/**
 * content.labels: personality-test labels given as content (personality-labels.json): an MBTI type (ENFJ, 主人公型人格),
 * a test named (盖洛普, 九型人格), Gallup's themes quoted as strengths (“伯乐”优势, “和谐”“积极”两大优势) and persona
 * labels (情绪稳定器, 知心姐姐). A test's label says what a questionnaire answered, not what the student did. A
 * description that rests on them and tells no figure is no account of the work: serious, and the entry counts as
 * hollow (credibility.ts). Labels across the resume's other fields, LABELS_MIN or more of them, fill it with
 * labels in place of facts: medium. A type mentioned once beside real experience is no finding.
 */

const TYPES = LABELS.types.map((p) => new RegExp(p, 'gu'));
const TESTS = [...LABELS.tests].sort((a, b) => b.length - a.length);
const THEME = new RegExp(`["“「‘]\\s*(?:${LABELS.themes.join('|')})\\s*["”」’](?=[^。;；]{0,12}优势)|["“「‘]\\s*(?:${LABELS.themes.join('|')})\\s*["”」’]`, 'gu');
const PERSONAS = LABELS.personas;
/** Labels across the resume's other fields (self-evaluation, education, skills, honours) from which it fills them with labels. */
export const LABELS_MIN = 3;

/** The personality-test labels a text gives, as written: types, tests, quoted themes (in a text that names a test or 优势) and personas. */
export function labelsOf(text: string): string[] {
  const t = text.normalize('NFKC');
  const tests = TESTS.filter((n) => t.includes(n));
  const themes = tests.length > 0 || t.includes('优势') ? [...t.matchAll(THEME)].map((m) => m[0]) : [];
  return [...TYPES.flatMap((re) => t.match(re) ?? []), ...tests, ...themes, ...PERSONAS.filter((p) => t.includes(p))];
}

/** A figure of the student's own (a count, a date, a result): what a description of labels lacks. */
const FIGURE = /\d/;

export function labelFindings(r: ResumeContent): Finding[] {
  const entries = describedEntries(r).flatMap((e): Finding[] => {
    const labels = labelsOf(e.text);
    if (labels.length === 0 || FIGURE.test(e.text.normalize('NFKC'))) return [];
    return [
      {
        dimension: 'quality',
        rule: 'content.labels',
        severity: 'high',
        section: e.section,
        entry_id: e.id,
        field: 'description',
        found: `“${e.title}”的描述用性格测评的标签（${[...new Set(labels)].slice(0, 3).join('、')}）代替了做过的事`,
        why: 'MBTI、盖洛普这类测评只说明你在问卷上怎么回答，招聘方看的是你在这段经历里具体做了什么、结果如何。',
        suggestion: '删掉测评标签，写一件你在这里亲手做的事：面对什么情况、你怎么做、结果如何（最好有数字）。',
        quote: descriptionQuote(e.text),
        rewrite: ownWordsSkeleton(e.title),
      },
    ];
  });
  const others = [
    { section: 'other' as const, entry_id: 0, field: 'self_evaluation', text: r.other.self_evaluation },
    { section: 'other' as const, entry_id: 0, field: 'skills', text: r.other.skills },
    { section: 'other' as const, entry_id: 0, field: 'certificates', text: r.other.certificates },
    ...r.education_list.map((e) => ({ section: 'education' as const, entry_id: e.id, field: 'description', text: e.description })),
  ].map((o) => ({ ...o, labels: labelsOf(o.text) }));
  const all = others.flatMap((o) => o.labels);
  if (all.length < LABELS_MIN) return entries;
  const first = others.find((o) => o.labels.length > 0)!;
  return [
    ...entries,
    {
      dimension: 'quality',
      rule: 'content.labels',
      severity: 'medium',
      section: first.section,
      entry_id: first.entry_id,
      field: first.field,
      found: `简历多处用性格测评的标签介绍自己（${[...new Set(all)].slice(0, 4).join('、')}），没有事实支撑`,
      why: '测评标签人人都能填，说明不了能力；同一份简历反复写标签，会让招聘方觉得没有真实经历可写。',
      suggestion: '自我评价里每说一个特点，就配一件做过的事作证明；测评报告不是证书，不必写进证书栏。',
      quote: descriptionQuote(first.text),
      rewrite: '【请补充：你的一个特点 + 一件能证明它的经历】',
    },
  ];
}

// The raters' sheet of a rated set (docs/ai-rubric.md "Making a rating pass"): every item as a recruiter
// would see it, without its kind, split or any score. The answers of one mock interview come together.

const DEGREES = { 1: '大专', 2: '本科', 3: '硕士', 4: '博士' };
const WORK_KINDS = { 1: '实习', 2: '工作' };
const span = (e) => `${e.start_date} – ${e.end_date || '至今'}`;

function answerBlock(a) {
  return `### ${a.id}\n\n问题：${a.question}\n\n回答：${a.answer}\n`;
}

/** Markdown of the answers, interview by interview (`interviews` as rated-set.ts's interviewsOf groups them). */
export function answersSheet(interviews) {
  return interviews
    .map((group) => {
      const head = group[0].interview ? `## 模拟面试 ${group[0].interview} · ${group[0].category}（${group.length}题）` : `## 单题 · ${group[0].category}`;
      return [head, '', ...group.map(answerBlock)].join('\n');
    })
    .join('\n');
}

function resumeBlock({ id, resume: r }) {
  const b = r.basic;
  const lines = [`## ${id}`, ''];
  const want = r.intention.categories.length ? `${r.intention.categories.join('、')}${r.intention.cities.length ? `（${r.intention.cities.join('、')}）` : ''}` : '（未填）';
  lines.push(`求职意向：${want}`);
  lines.push(`基本信息：${[b.name, b.school, b.major, DEGREES[b.degree], b.graduation_year ? `${b.graduation_year}届` : '', b.city].filter(Boolean).join(' · ')}`);
  const section = (title, entries, line) => {
    lines.push(`${title}：${entries.length ? '' : '（无）'}`);
    for (const e of entries) lines.push(`- ${line(e)}`);
  };
  section('教育经历', r.education_list, (e) => `${span(e)} ${e.school} ${e.major} ${DEGREES[e.degree] ?? ''}${e.description ? `：${e.description}` : ''}`);
  // the kind is said once: a position written as 人事助理（实习） carries it already
  const kindOf = (e) => (e.position.includes(WORK_KINDS[e.kind]) ? '' : `（${WORK_KINDS[e.kind]}）`);
  section('实习/工作经历', r.work_list, (e) => `${span(e)} ${e.company} · ${e.position}${kindOf(e)}：${e.description || '（无描述）'}`);
  section('项目经历', r.project_list, (e) => `${span(e)} ${e.name} · ${e.role}：${e.description || '（无描述）'}`);
  const o = r.other;
  for (const [label, value] of [['技能', o.skills], ['证书', o.certificates], ['获奖', o.awards], ['语言', o.languages], ['自我评价', o.self_evaluation]]) lines.push(`${label}：${value || '（无）'}`);
  return lines.join('\n') + '\n';
}

/** A fixed order by a hash of the id, so that one student's two versions and the resumes of a kind are not side by side. */
function shuffleKey(id) {
  let h = [...id].reduce((x, c) => Math.imul(x ^ c.charCodeAt(0), 16777619), 2166136261);
  // murmur3's finaliser: ids differing in the last digit land far apart
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** Markdown of the resumes, one section each, in the sheet's fixed shuffled order. */
export function resumesSheet(resumes) {
  return [...resumes].sort((a, b) => shuffleKey(a.id) - shuffleKey(b.id)).map(resumeBlock).join('\n');
}

/**
 * The whole sheet of one set: how to rate, then the answers interview by interview, then the resumes shuffled.
 * `folder` is where the passes go (the set's folder, relative to the repository).
 */
export function ratingSheet({ interviews, resumes, folder }) {
  const example = interviews[0]?.[0]?.id ?? 'a-001';
  return `# 评分表\n\n按 docs/ai-rubric.md 为每一项打 1-5 分，写入 ${folder}/ratings-a.json 或 ratings-b.json：{ "${example}": 4, … }。\n\n# 面试回答\n\n${answersSheet(interviews)}\n# 简历\n\n${resumesSheet(resumes)}`;
}

import type { ResumeContent } from '@campus/shared-utils/rules';
import type { Finding } from './finding';

/** Internship (work kind 1) titles no intern holds: a senior engineer, an architect, an expert, a director. */
const SENIOR_TITLE = /高级|资深|专家|架构师|总监|首席|CTO|CEO|CFO|合伙人/i;
/** Internships held at once that no student holds: three companies in the same month. */
export const CONCURRENT_INTERNSHIPS_MAX = 2;

/** Honours that a handful of students in the country hold in a year: world finals, national grand prizes, a figure of the year. */
const TOP_HONOURS = [/全球总决赛|世界冠军|世界总决赛/, /特等奖|Outstanding Winner/i, /全国总决赛(?:金奖|第一名|冠军)/, /年度人物/, /国家奖学金[（(]\s*[3-9]\s*次/];
/** More of them than any student holds. */
export const TOP_HONOURS_MAX = 2;

type Work = ResumeContent['work_list'][number];
const isInternship = (w: Work) => w.kind === 1;
/** Whether an internship runs in a month ('YYYY-MM'); one without an end runs on. */
const runsIn = (w: Work, month: string) => w.start_date !== '' && w.start_date <= month && (w.end_date === '' || w.end_date >= month);

/**
 * content.implausible (roles): what a student's internships cannot have been. More than CONCURRENT_INTERNSHIPS_MAX at once
 * (阿里、字节、腾讯 all from March): serious. A senior title on an internship (高级Java开发工程师（实习）, 后端架构师):
 * medium, on each such entry. More than TOP_HONOURS_MAX of the country's top honours in the awards (a world final's
 * gold, two grand prizes, 年度人物): serious.
 */
export function implausibleRoleFindings(r: ResumeContent): Finding[] {
  const internships = r.work_list.filter(isInternship);
  const findings: Finding[] = [];
  const busiest = internships
    .map((w) => internships.filter((o) => runsIn(o, w.start_date)))
    .reduce<Work[]>((most, now) => (now.length > most.length ? now : most), []);
  if (busiest.length > CONCURRENT_INTERNSHIPS_MAX) {
    const names = busiest.map((w) => w.company).join('、');
    findings.push({
      dimension: 'quality',
      rule: 'content.implausible',
      severity: 'high',
      section: 'work',
      entry_id: busiest[busiest.length - 1]!.id,
      field: 'start_date',
      found: `同一时间在${names}${busiest.length}家单位实习`,
      why: '一个学生不可能同时在几家单位全职实习，招聘方会核实时间，对不上就会怀疑整份简历。',
      suggestion: '按真实的起止时间写每段实习；同时进行的兼职或远程项目请注明每周投入的时间。',
      quote: busiest.map((w) => `${w.company} ${w.start_date}–${w.end_date || '至今'}`).join('；'),
      rewrite: '【请补充：每段实习真实的起止月份】',
    });
  }
  for (const w of internships.filter((w) => SENIOR_TITLE.test(w.position))) {
    findings.push({
      dimension: 'quality',
      rule: 'content.implausible',
      severity: 'medium',
      section: 'work',
      entry_id: w.id,
      field: 'position',
      found: `实习职位写作“${w.position}”，与实习生的职级不符`,
      why: '实习生不会担任高级、专家或架构师这样的职级，夸大的头衔会让招聘方怀疑经历的真实性。',
      suggestion: '写单位给你的真实职位，例如“Java开发实习生”，把做成的事写在描述里。',
      quote: w.position,
      rewrite: '【请补充：单位给你的真实实习职位】',
    });
  }
  const honours = r.other.awards.split(/[；;、\n]/).filter((a) => TOP_HONOURS.some((re) => re.test(a)));
  if (honours.length > TOP_HONOURS_MAX) {
    findings.push({
      dimension: 'quality',
      rule: 'content.implausible',
      severity: 'high',
      section: 'other',
      entry_id: 0,
      field: 'awards',
      found: `获奖中有 ${honours.length} 项全国乃至世界最高级别的荣誉，与在校经历对不上`,
      why: '这类荣誉每年全国只有极少数人获得，招聘方可以查证；列出查不到的奖项会让整份简历失去可信度。',
      suggestion: '只写真实获得的奖项，注明全称、级别、名次和年份，最好附上证书或公示链接。',
      quote: honours.join('；'),
      rewrite: '【请补充：真实获得的奖项全称、级别、名次和年份】',
    });
  }
  return findings;
}

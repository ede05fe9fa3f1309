import type { ResumeContent } from '@campus/shared-utils/rules';
import { entryMonths } from './entries';
import type { Finding } from './finding';

/** Internship (work kind 1) titles no intern holds: a senior engineer, an architect, an expert, a director. */
const SENIOR_TITLE = /高级|资深|专家|架构师|总监|首席|CTO|CEO|CFO|合伙人/i;
/** Internships held at once that no student holds: three companies in the same month. */
export const CONCURRENT_INTERNSHIPS_MAX = 2;

/** Honours that a handful of students in the country hold in a year: world finals, national grand prizes, a figure of the year. */
const TOP_HONOURS = [/全球总决赛|世界冠军|世界总决赛/, /特等奖|Outstanding Winner/i, /全国总决赛(?:金奖|第一名|冠军)/, /年度人物/, /国家奖学金[（(]\s*[3-9]\s*次/];
/** More of them than any student holds. */
export const TOP_HONOURS_MAX = 2;

/**
 * content.implausible (scale): what an intern never commands. LEADS: a crew led (带领800名工人, 管理120人的团队), with
 * LEADS_MIN people or more, or INTERN_LEADS_MIN staff in an internship of SHORT_INTERNSHIP_MONTHS or less (带领80人团队
 * in a summer: an intern joins a team; a student-union president's 80 volunteers are no internship, a camp's 队员 are
 * CAMP_CREW); SOLE_SCALE: a site or a design run alone (独立主持50万平方米…施工), of SOLE_AREA_MIN 万平方米 or more;
 * RESULT_SUM: a saving, a recovery, a tax saved or a contract credited to the intern (节约成本2.3亿元, 合法节税2.3亿元,
 * 追回资金12亿元, 获业主追加合同10亿元) in 亿.
 */
const LEADS = /(?:带领|领导|指挥|率领|管理|统领)(?:着)?(?:了)?\s*(\d+|[一二两三四五六七八九十百千]+)\s*(?:多|余)?\s*(?:名|位|个)?\s*(工人|员工|职工|下属|施工人员|技术人员|工程师|队员|人(?:的)?(?:团队|队伍|班组|施工队))/u;
/** A camp's or a club's 队员: dozens of them are a counsellor's group, led in a summer too; only LEADS_MIN is too many. */
const CAMP_CREW = /^队员$/u;
export const LEADS_MIN = 100;
export const INTERN_LEADS_MIN = 30;
export const SHORT_INTERNSHIP_MONTHS = 6;
const SOLE = /独立(?:主持|负责|完成|承担|指挥|管理)|全权负责|总负责/u;
const AREA = /(\d+(?:\.\d+)?)\s*万\s*(?:平方米|平米|㎡|m2|m²)/u;
export const SOLE_AREA_MIN = 5;
const RESULT_SUM = /(?:节约|节省|节税|避税|挽回|追回|创造|带来|创收|增收|追加|赢得|拿下)[^，。；,;]{0,8}?(\d+(?:\.\d+)?)\s*亿/u;
const CN_NUMBER: Record<string, number> = { 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };
/** A count in digits or in Chinese numerals (八百, 一百二十, 三千). */
export function countOf(text: string): number {
  if (/^\d+$/.test(text)) return Number(text);
  let total = 0;
  let digit = 0;
  for (const c of text) {
    const unit = c === '十' ? 10 : c === '百' ? 100 : c === '千' ? 1000 : 0;
    if (unit) {
      total += (digit || 1) * unit;
      digit = 0;
    } else digit = CN_NUMBER[c] ?? 0;
  }
  return total + digit;
}

/**
 * What a sentence says an intern commanded that no intern does (LEADS, SOLE_SCALE, RESULT_SUM), as quoted; leadsMin is
 * the crew that is too large (LEADS_MIN, or INTERN_LEADS_MIN for a short internship).
 */
export function beyondInternScale(text: string, leadsMin = LEADS_MIN): string[] {
  const t = text.normalize('NFKC');
  const found: string[] = [];
  for (const clause of t.split(/[。；;！!？?\n]/)) {
    const lead = LEADS.exec(clause);
    if (lead && countOf(lead[1]!) >= (CAMP_CREW.test(lead[2]!) ? LEADS_MIN : leadsMin)) found.push(lead[0]);
    const area = AREA.exec(clause);
    if (area && SOLE.test(clause) && Number(area[1]) >= SOLE_AREA_MIN) found.push(area[0]);
    const sum = RESULT_SUM.exec(clause);
    if (sum) found.push(sum[0]);
  }
  return found;
}

type Work = ResumeContent['work_list'][number];
const isInternship = (w: Work) => w.kind === 1;
/** Whether an internship runs in a month ('YYYY-MM'); one without an end runs on. */
const runsIn = (w: Work, month: string) => w.start_date !== '' && w.start_date <= month && (w.end_date === '' || w.end_date >= month);
/** The crew too large for an entry: an intern of a short internship leads no dozens (INTERN_LEADS_MIN); one without both dates is taken as long. */
const leadsMinOf = (w: Work): number => ((entryMonths(w.start_date, w.end_date) ?? Infinity) <= SHORT_INTERNSHIP_MONTHS ? INTERN_LEADS_MIN : LEADS_MIN);

/**
 * content.implausible (roles): what a student's internships cannot have been. More than CONCURRENT_INTERNSHIPS_MAX at once
 * (阿里、字节、腾讯 all from March): serious. A senior title on an internship (高级Java开发工程师（实习）, 后端架构师):
 * medium, on each such entry. More than TOP_HONOURS_MAX of the country's top honours in the awards (a world final's
 * gold, two grand prizes, 年度人物): serious. An internship or project of a scale no student runs (beyondInternScale): serious.
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
  // content.implausible (scale): an internship, or a student's project, that says the student led hundreds (in a short
  // internship, dozens), ran a site alone or brought in sums in 亿 (beyondInternScale): serious, on the first such entry
  const scaled = [
    ...internships.map((w) => ({ section: 'work' as const, id: w.id, title: w.company, text: w.description, leadsMin: leadsMinOf(w) })),
    ...r.project_list.map((p) => ({ section: 'project' as const, id: p.id, title: p.name, text: p.description, leadsMin: LEADS_MIN })),
  ].map((e) => ({ ...e, found: beyondInternScale(e.text, e.leadsMin) })).filter((e) => e.found.length);
  if (scaled.length) {
    const first = scaled[0]!;
    findings.push({
      dimension: 'quality',
      rule: 'content.implausible',
      severity: 'high',
      section: first.section,
      entry_id: first.id,
      field: 'description',
      found: `“${first.title}”写着“${first.found.join('”“')}”，不是实习生或学生能承担的规模`,
      why: '实习生和在校生不会带领上百人（几个月的实习里也带不了几十人的团队）、独立主持大型工程或为单位带来、省下上亿元，招聘方一眼就能看出夸大，整份简历都会失去可信度。',
      suggestion: '写你在这段经历里真实承担的部分：跟着谁、负责哪一块、做了多少，例如“协助施工员做3栋楼的放线和质量验收记录”。',
      quote: scaled.flatMap((e) => e.found).join('；'),
      rewrite: '【请补充：你本人真实负责的任务、规模和结果】',
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

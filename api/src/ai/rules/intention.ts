// 求职意向: the job categories, cities and salary a resume asks for, read from its 求职意向 section and from
// labelled basic lines ("意向岗位：产品经理 | 意向城市：深圳 | 期望薪资：8K-12K"). Values as written; none invented.
import { CITIES } from './cities';
import { matchText } from '../text/normalize';

export type Intention = {
  categories: string[];
  cities: string[];
  /** monthly salary in yuan as written ("8K-12K" → 8000, 12000); 0 when none */
  salary_min: number;
  salary_max: number;
};

const CATEGORY_LABEL = /(?:求职意向|意向岗位|意向职位|应聘岗位|应聘职位|期望职位|期望岗位|目标岗位|求职方向|job\s*objective|target\s*position|desired\s*position)/i;
const CITY_LABEL = /(?:意向城市|期望城市|工作城市|期望地点|意向地点|工作地点|期望工作地|target\s*city|location)/i;
const SALARY_LABEL = /(?:期望薪资|期望薪酬|期望月薪|薪资要求|期望工资|expected\s*salary)/i;
const LABEL = new RegExp(`(${CATEGORY_LABEL.source}|${CITY_LABEL.source}|${SALARY_LABEL.source})\\s*[:：]?\\s*`, 'gi');
const OTHER_LABEL = /(?:到岗时间|工作性质|求职状态|当前状态|期望行业|意向行业)/;

const isCity = (t: string) => (CITIES as readonly string[]).includes(t.replace(/市$/, ''));
const parts = (text: string) => text.split(/\s*[|｜/、,，;；]\s*|\s{2,}/).map((p) => p.trim()).filter((p) => p !== '');

/** "8K-12K", "8000-12000元/月", "10k": monthly yuan; "面议" and others nothing. */
export function readSalary(text: string): { min: number; max: number } | null {
  const m = /(\d+(?:\.\d+)?)\s*([kK千万])?\s*(?:[-~～至到]\s*(\d+(?:\.\d+)?)\s*([kK千万])?)?/.exec(matchText(text));
  if (!m) return null;
  const unit = (u: string | undefined, other?: string) => ({ k: 1000, K: 1000, 千: 1000, 万: 10000 })[(u ?? other ?? '') as 'k'] ?? 1;
  const min = Math.round(Number(m[1]) * unit(m[2], m[4]));
  const max = m[3] ? Math.round(Number(m[3]) * unit(m[4], m[2])) : min;
  return min > 0 && max >= min ? { min, max } : null;
}

/**
 * The intention of the section's lines and of the labelled basic lines. In the section an unlabelled part is a
 * city when it names one, else a category; outside it only labelled values count.
 */
export function readIntention(sectionLines: readonly string[], basicLines: readonly string[]): Intention {
  const found: Intention = { categories: [], cities: [], salary_min: 0, salary_max: 0 };
  const add = (list: string[], value: string) => {
    const v = value.replace(/^[\s:：]+|[\s。.]+$/g, '');
    if (v && v.length <= 30 && !list.includes(v)) list.push(v);
  };
  const readLine = (line: string, inSection: boolean) => {
    // cut before every label: "意向岗位：产品经理 | 意向城市：深圳"
    const pieces = line.split(new RegExp(`(?=${LABEL.source})`, 'i')).map((p) => p.trim()).filter(Boolean);
    for (const piece of pieces) {
      if (OTHER_LABEL.test(piece)) continue;
      const label = new RegExp(`^${LABEL.source}`, 'i').exec(piece);
      const value = label ? piece.slice(label[0].length) : piece;
      if (label && SALARY_LABEL.test(label[1]!)) {
        const salary = readSalary(value);
        if (salary) [found.salary_min, found.salary_max] = [salary.min, salary.max];
      } else if (label && CITY_LABEL.test(label[1]!)) parts(value).forEach((p) => add(found.cities, p));
      else if (label || inSection) {
        for (const p of label ? parts(value).slice(0, 3) : parts(value)) {
          if (isCity(p)) add(found.cities, p);
          else if (!readSalary(p) || /[\p{Script=Han}A-Za-z]{2}/u.test(p.replace(/\d+\s*[kK千万元]|元\/月|\/月/g, ''))) add(found.categories, p);
        }
      }
    }
  };
  sectionLines.forEach((l) => readLine(l, true));
  basicLines.filter((l) => CATEGORY_LABEL.test(l) || CITY_LABEL.test(l) || SALARY_LABEL.test(l)).forEach((l) => readLine(l, false));
  return found;
}

/** Examples run as tests: lines of the section, basic lines → the intention read. */
export const INTENTION_EXAMPLES: readonly { section: string[]; basic: string[]; categories: string[]; cities: string[]; salary: [number, number] }[] = [
  { section: ['意向岗位：产品经理 | 意向城市：深圳 | 期望薪资：8K-12K'], basic: [], categories: ['产品经理'], cities: ['深圳'], salary: [8000, 12000] },
  { section: ['数据分析师'], basic: [], categories: ['数据分析师'], cities: [], salary: [0, 0] },
  { section: ['前端开发 | 杭州'], basic: [], categories: ['前端开发'], cities: ['杭州'], salary: [0, 0] },
  { section: [], basic: ['学历 本科 求职意向 机械设计工程师'], categories: ['机械设计工程师'], cities: [], salary: [0, 0] },
  { section: [], basic: ['电话：13912345678'], categories: [], cities: [], salary: [0, 0] },
];

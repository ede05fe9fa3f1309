import type { NewPosition } from '../../db/tables/position';
import { categoryOf } from './categories';
import { CITIES, type SeedCompany } from './companies';
import { dutiesOf } from './duties';
import type { Rng } from './prng';

const EDUCATION = ['本科', '本科', '本科', '硕士', '大专', '不限'];
/** Research-heavy categories ask for higher degrees. */
const RESEARCH = new Set(['algorithm', 'ml', 'ic_design', 'cra', 'doctor']);
const RESEARCH_EDUCATION = ['硕士', '硕士', '博士', '本科'];
/** An internship asks for a student, at most a master's one: a doctorate is for research hires, not 元/天 interns. */
const internEducation = (education: string) => (education === '博士' ? '硕士' : education);
const BENEFITS = ['五险一金', '年终奖', '带薪年假', '餐补', '住房补贴', '弹性工作', '定期体检', '导师带教', '落户支持', '股票期权', '免费班车', '节日福利'];

/** The first line says who may apply: graduates of a year (校招, 实习) or people with experience (社招). */
const WHO = { graduate: '{edu}及以上学历，{year}届毕业生，相关专业优先', experienced: '{edu}及以上学历，{experience}相关工作经验' };
const REQUIREMENTS = [
  '{who}',
  '具备良好的沟通表达能力和团队协作精神',
  '学习能力强，有责任心，能适应快节奏的工作',
  '有相关实习或项目经历者优先',
];

function salary(rng: Rng, band: [number, number], nature: string): { min: number; max: number; months: number; text: string } {
  if (nature === '实习') {
    const day = rng.pick([120, 150, 180, 200, 250, 300, 400]);
    return { min: day * 21, max: (day + 50) * 21, months: 12, text: `${day}-${day + 50}元/天` };
  }
  if (rng.chance(0.05)) return { min: 0, max: 0, months: 12, text: '面议' };
  const low = rng.int(band[0], Math.max(band[0], band[1] - 4));
  const high = low + rng.int(3, Math.max(3, Math.round(low * 0.6)));
  const months = rng.pick([12, 12, 13, 13, 14, 15, 16]);
  return { min: low * 1000, max: high * 1000, months, text: months > 12 ? `${low}-${high}K·${months}薪` : `${low}-${high}K` };
}

/** Positions of a company: titles, salaries, places and texts that fit its industry. */
export function makePositions(rng: Rng, company: SeedCompany & { id: number }, count: number, now: number): NewPosition[] {
  const out: NewPosition[] = [];
  const city = CITIES.find((c) => c.name === company.city) ?? CITIES[0]!;
  for (let i = 0; i < count; i += 1) {
    const cat = categoryOf(rng.pick(company.categories));
    const nature = rng.chance(0.72) ? '校招' : rng.chance(0.85) ? '实习' : '社招';
    const title = `${rng.pick(cat.titles)}${nature === '实习' && !cat.titles.some((t) => t.includes('实习')) ? '（实习）' : ''}`;
    const pay = salary(rng, cat.salary, nature);
    const place = rng.chance(0.8) ? city : rng.pick(CITIES);
    const drawn = rng.pick(RESEARCH.has(cat.value) ? RESEARCH_EDUCATION : EDUCATION);
    const education = nature === '实习' ? internEducation(drawn) : drawn;
    const year = nature === '实习' ? 2027 : 2026;
    const publishAt = now - rng.int(0, 60 * 24) * 60_000 - i * 3_600_000;
    // drawn in this order, so the demo's other rows stay as they were
    const workAddr = `${place.name}·${rng.pick(place.districts)}`;
    const experience = nature === '社招' ? rng.pick(['1-3年', '3-5年']) : nature === '实习' ? '在校生' : '应届生';
    out.push({
      site_id: company.site_id,
      company_id: company.id,
      title,
      category_value: cat.value,
      category_label: cat.label,
      nature,
      city: place.name,
      work_addr: workAddr,
      salary_min: pay.min,
      salary_max: pay.max,
      salary_months: pay.months,
      salary_str: pay.text,
      education,
      experience,
      graduation_year: nature === '社招' ? 0 : year,
      period: nature === '社招' || rng.chance(0.15) ? '长期有效' : `${year}届`,
      headcount: rng.pick([1, 2, 3, 5, 5, 10, 20]),
      description: dutiesOf(cat.value, title, company.second_industry),
      requirements: REQUIREMENTS.map((r, n) => `${n + 1}. ${r.replace('{who}', nature === '社招' ? WHO.experienced : WHO.graduate).replace('{edu}', education === '不限' ? '大专' : education).replace('{year}', String(year)).replace('{experience}', experience)}`).join('\n'),
      benefits: JSON.stringify(rng.sample(BENEFITS, rng.int(3, 6))),
      status: 1,
      publish_at: publishAt,
      created_at: publishAt,
      updated_at: publishAt,
    });
  }
  return out;
}

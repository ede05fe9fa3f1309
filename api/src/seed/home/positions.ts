import type { NewPosition } from '../../db/tables/position';
import { categoryOf } from './categories';
import { CITIES, type SeedCompany } from './companies';
import type { Rng } from './prng';

const EDUCATION = ['本科', '本科', '本科', '硕士', '大专', '不限'];
/** Research-heavy categories ask for higher degrees. */
const RESEARCH = new Set(['algorithm', 'ml', 'ic_design', 'cra', 'doctor']);
const RESEARCH_EDUCATION = ['硕士', '硕士', '博士', '本科'];
const BENEFITS = ['五险一金', '年终奖', '带薪年假', '餐补', '住房补贴', '弹性工作', '定期体检', '导师带教', '落户支持', '股票期权', '免费班车', '节日福利'];

const DUTIES: Record<string, string[]> = {
  技术: ['参与核心业务系统的设计、开发与维护', '与产品、设计同学协作，完成需求分析与技术方案评审', '编写高质量、可测试的代码，参与代码评审', '持续优化系统性能与稳定性，沉淀技术文档'],
  产品: ['参与用户调研与竞品分析，挖掘用户需求', '撰写产品需求文档，推动研发、设计按期交付', '跟踪产品数据，提出并验证迭代方案'],
  设计: ['负责产品界面与交互方案的设计输出', '参与建设与维护设计规范和组件库', '与研发协作，保证设计效果高质量落地'],
  运营: ['负责平台内容、活动或用户的日常运营', '策划并执行运营活动，提升用户活跃与转化', '分析运营数据，复盘并优化运营策略'],
  市场销售: ['开拓并维护客户关系，完成销售目标', '收集市场信息，分析客户需求与竞品动态', '配合市场部门完成品牌推广与活动落地'],
  职能: ['负责部门日常事务的组织与推进', '协助完善制度与流程，提升组织效率', '做好员工服务与内外部沟通协调'],
  财会金融: ['负责日常账务处理、报表编制与分析', '协助完成预算、审计及税务相关工作', '参与业务风险识别与内控流程优化'],
  管理: ['在公司核心部门轮岗，系统学习业务与管理', '在导师带领下承担项目任务并独立负责模块', '参与管理改进项目，培养综合管理能力'],
  教育: ['负责所授学科的备课、授课与课后辅导', '参与教研活动与课程研发', '与家长保持良好沟通，关注学生成长'],
  医疗: ['按照规范完成临床或专业岗位工作', '参与科室业务学习与质量改进', '做好患者沟通与服务工作'],
  工程制造: ['参与产品或工程项目的设计、工艺与现场实施', '解决生产或施工过程中的技术问题', '推动质量改进与成本优化'],
  供应链: ['负责采购、仓储或物流环节的计划与执行', '维护供应商关系，跟踪交付与质量', '分析供应链数据，推动流程优化'],
  传媒: ['负责选题策划、内容采写或后期制作', '跟踪热点，产出优质内容', '配合完成品牌传播与项目执行'],
  其他: ['负责本岗位的日常工作与客户服务', '整理业务资料并及时反馈问题', '配合团队完成阶段性目标'],
};

const REQUIREMENTS = [
  '{edu}及以上学历，{year}届毕业生，专业不限，相关专业优先',
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
    const education = rng.pick(RESEARCH.has(cat.value) ? RESEARCH_EDUCATION : EDUCATION);
    const year = nature === '实习' ? 2027 : 2026;
    const publishAt = now - rng.int(0, 60 * 24) * 60_000 - i * 3_600_000;
    out.push({
      site_id: company.site_id,
      company_id: company.id,
      title,
      category_value: cat.value,
      category_label: cat.label,
      nature,
      city: place.name,
      work_addr: `${place.name}·${rng.pick(place.districts)}`,
      salary_min: pay.min,
      salary_max: pay.max,
      salary_months: pay.months,
      salary_str: pay.text,
      education,
      experience: nature === '社招' ? rng.pick(['1-3年', '3-5年']) : nature === '实习' ? '在校生' : '应届生',
      graduation_year: nature === '社招' ? 0 : year,
      period: nature === '社招' || rng.chance(0.15) ? '长期有效' : `${year}届`,
      headcount: rng.pick([1, 2, 3, 5, 5, 10, 20]),
      description: (DUTIES[cat.group] ?? DUTIES['其他']!).map((d, n) => `${n + 1}. ${d}`).join('\n'),
      requirements: REQUIREMENTS.map((r, n) => `${n + 1}. ${r.replace('{edu}', education === '不限' ? '大专' : education).replace('{year}', String(year))}`).join('\n'),
      benefits: JSON.stringify(rng.sample(BENEFITS, rng.int(3, 6))),
      status: 1,
      publish_at: publishAt,
      created_at: publishAt,
      updated_at: publishAt,
    });
  }
  return out;
}

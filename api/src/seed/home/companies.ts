import { logoUrl, LOGO_TONES } from '../../lib/company-logo';
import type { NewCompany } from '../../db/tables/company';
import { CITY_NAMED, EMPLOYER_KINDS, INDUSTRY_NAMES, SIZES, sizeAtLeast, sizeFloor, type EmployerKind } from './industries';
import type { Rng } from './prng';

const BRANDS = [
  '星河', '云帆', '蓝鲸', '华辰', '启明', '远航', '青禾', '锐思', '万象', '极光', '中科瑞', '天衡', '瑞景', '智行', '恒信', '嘉禾',
  '博远', '睿达', '长风', '海纳', '鼎盛', '卓越', '明远', '汇通', '新航', '金桥', '同创', '恒泰', '安联', '未来', '光启', '澜舟',
  '拓维', '致远', '东方', '北辰', '南湖', '西岭', '晨曦', '翼展', '灵犀', '大成', '弘毅', '聚能', '宏图', '墨子', '九州', '泰和',
];

/** Cities with districts and telephone area codes. */
export const CITIES: { name: string; areaCode: string; districts: string[] }[] = [
  { name: '北京', areaCode: '010', districts: ['海淀区', '朝阳区', '昌平区', '亦庄经开区'] },
  { name: '上海', areaCode: '021', districts: ['浦东新区', '徐汇区', '闵行区', '杨浦区'] },
  { name: '广州', areaCode: '020', districts: ['天河区', '黄埔区', '番禺区'] },
  { name: '深圳', areaCode: '0755', districts: ['南山区', '福田区', '宝安区', '龙岗区'] },
  { name: '杭州', areaCode: '0571', districts: ['西湖区', '滨江区', '余杭区'] },
  { name: '南京', areaCode: '025', districts: ['鼓楼区', '江宁区', '建邺区', '栖霞区'] },
  { name: '成都', areaCode: '028', districts: ['高新区', '武侯区', '天府新区'] },
  { name: '武汉', areaCode: '027', districts: ['洪山区', '江夏区', '东湖高新区'] },
  { name: '西安', areaCode: '029', districts: ['雁塔区', '高新区', '长安区'] },
  { name: '苏州', areaCode: '0512', districts: ['工业园区', '姑苏区', '高新区'] },
  { name: '重庆', areaCode: '023', districts: ['渝北区', '九龙坡区', '两江新区'] },
  { name: '天津', areaCode: '022', districts: ['滨海新区', '南开区'] },
  { name: '长沙', areaCode: '0731', districts: ['岳麓区', '雨花区'] },
  { name: '合肥', areaCode: '0551', districts: ['蜀山区', '包河区', '高新区'] },
  { name: '郑州', areaCode: '0371', districts: ['金水区', '郑东新区'] },
  { name: '青岛', areaCode: '0532', districts: ['崂山区', '黄岛区'] },
  { name: '厦门', areaCode: '0592', districts: ['思明区', '湖里区'] },
  { name: '宁波', areaCode: '0574', districts: ['鄞州区', '北仑区'] },
];

const ROADS = ['科技园路', '创新大道', '学府路', '软件园路', '滨江大道', '人民路', '长江路', '中山路', '建设路', '高新大道', '文化路', '迎宾大道'];
/** Natures of a company that its kind does not fix; 上市公司 only for a 股份有限公司. */
const NATURES = ['民营企业', '民营企业', '国有企业', '上市公司', '外资企业', '合资企业'];
const WELFARE = ['五险一金', '年终奖', '带薪年假', '餐补', '交通补助', '住房补贴', '定期体检', '弹性工作', '节日福利', '股票期权', '免费班车', '员工宿舍', '落户支持', '人才公寓', '补充医疗保险', '导师带教'];

export type SeedCompany = NewCompany & { categories: string[] };

function natureOf(rng: Rng, kind: EmployerKind, name: string): string {
  return rng.pick(kind.natures ?? NATURES.filter((n) => n !== '上市公司' || name.includes('股份有限公司')));
}

/** A size the kind allows and the name does not rule out (a bank is never 20-99 people). */
function sizeOf(rng: Rng, kind: EmployerKind, name: string): string {
  const floor = sizeFloor(name);
  const fitting = kind.sizes.filter((size) => sizeAtLeast(size, floor));
  return fitting.length > 0 ? rng.pick(fitting) : SIZES[SIZES.length - 1]!;
}

/**
 * Fictional companies with realistic names, industries, sizes, cities and intros: each is one kind of
 * employer of industries.ts, so its name, industries, size and the categories of its positions agree.
 * `industries` keeps to some first- or second-level industries (a department site's companies fit its college).
 */
export function makeCompanies(rng: Rng, opts: { siteId: number; count: number; start: number; now: number; famousEvery?: number; industries?: string[] }): SeedCompany[] {
  const out: SeedCompany[] = [];
  const used = new Set<string>();
  const industries = opts.industries ?? INDUSTRY_NAMES;
  for (let i = 0; out.length < opts.count; i += 1) {
    const industry = industries[(opts.start + i) % industries.length]!;
    const kinds = EMPLOYER_KINDS.filter((k) => k.industry === industry || k.second === industry);
    if (kinds.length === 0) throw new Error(`makeCompanies: unknown industry ${industry}`);
    const kind = rng.pick(kinds);
    const brand = BRANDS[(opts.start * 7 + i * 5) % BRANDS.length]!;
    const ending = rng.pick(kind.endings);
    const city = rng.pick(CITIES);
    const cityNamed = CITY_NAMED.test(ending.full);
    const name = cityNamed ? `${city.name}${brand}${ending.full}` : `${brand}${ending.full}`;
    if (used.has(name)) {
      if (i > opts.count * 50) throw new Error('makeCompanies: ran out of distinct names');
      continue;
    }
    used.add(name);
    const district = rng.pick(city.districts);
    const insize = sizeOf(rng, kind, name);
    const nature = natureOf(rng, kind, name);
    const index = opts.start + out.length;
    out.push({
      site_id: opts.siteId,
      name,
      short_name: `${brand}${ending.short}`,
      logo_url: logoUrl(brand, index % LOGO_TONES),
      industry: kind.industry,
      second_industry: kind.second,
      insize,
      nature,
      city: city.name,
      address: `${city.name}市${district}${rng.pick(ROADS)}${rng.int(1, 899)}号`,
      intro:
        `${name}是一家专注于${kind.second.replace('/', '与')}领域的${nature}，总部位于${city.name}，现有员工${insize}。` +
        `单位坚持以人才为本，建立了完善的校园人才培养体系，为应届毕业生提供导师带教、轮岗实践和清晰的职业发展通道。`,
      website: '',
      welfare: JSON.stringify(rng.sample(WELFARE, rng.int(4, 7))),
      is_famous: opts.famousEvery && out.length % opts.famousEvery === 0 ? 1 : 0,
      is_recruiting: 1,
      status: 1,
      sort: out.length,
      created_at: opts.now - rng.int(30, 400) * 86_400_000,
      updated_at: opts.now - rng.int(0, 30) * 86_400_000,
      categories: kind.categories,
    });
  }
  return out;
}

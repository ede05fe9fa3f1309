import { logoUrl, LOGO_TONES } from '../../lib/company-logo';
import type { NewCompany } from '../../db/tables/company';
import type { Rng } from './prng';

/** An industry with its second-level industries, name endings and the categories its positions come from. */
type Industry = { name: string; seconds: string[]; words: string[]; categories: string[] };

const INDUSTRIES: Industry[] = [
  {
    name: '互联网/IT',
    seconds: ['互联网', '软件开发', '人工智能', '云计算/大数据', '电子商务', '游戏'],
    words: ['科技有限公司', '网络科技有限公司', '数智科技有限公司', '信息技术股份有限公司', '软件股份有限公司'],
    categories: ['fe', 'java', 'python', 'golang', 'android', 'ios', 'fullstack', 'qa', 'devops', 'data_analyst', 'data_eng', 'algorithm', 'ml', 'security', 'game_dev', 'pm', 'pa', 'ui', 'ux', 'new_media', 'user_ops', 'content_ops', 'ecommerce', 'sales', 'customer_success', 'hr'],
  },
  {
    name: '电子/半导体',
    seconds: ['半导体/芯片', '电子元器件', '通信设备', '智能硬件'],
    words: ['微电子有限公司', '半导体股份有限公司', '电子科技有限公司', '通信技术有限公司'],
    categories: ['ic_design', 'embedded', 'hardware', 'cpp', 'qa', 'process_eng', 'quality', 'tech_support', 'sales', 'purchaser', 'hr', 'accountant'],
  },
  {
    name: '金融',
    seconds: ['银行', '证券/基金', '保险', '金融科技'],
    words: ['银行股份有限公司', '证券股份有限公司', '人寿保险股份有限公司', '金融科技有限公司'],
    categories: ['bank_teller', 'risk', 'investment', 'fin_analyst', 'insurance', 'accountant', 'audit', 'java', 'data_analyst', 'key_account', 'mt', 'legal'],
  },
  {
    name: '汽车/新能源',
    seconds: ['新能源汽车', '汽车零部件', '锂电池/储能', '智能驾驶'],
    words: ['新能源汽车有限公司', '汽车零部件股份有限公司', '动力电池有限公司', '智能驾驶科技有限公司'],
    categories: ['battery', 'auto_eng', 'mech_eng', 'elec_eng', 'embedded', 'algorithm', 'process_eng', 'quality', 'production', 'scm', 'purchaser', 'mt', 'hr'],
  },
  {
    name: '制造业',
    seconds: ['机械制造', '智能装备', '仪器仪表', '家电'],
    words: ['智能装备股份有限公司', '机械制造有限公司', '精密仪器有限公司', '电器股份有限公司'],
    categories: ['mech_eng', 'elec_eng', 'process_eng', 'quality', 'production', 'purchaser', 'logistics', 'foreign_trade', 'sales', 'reserve_cadre', 'accountant', 'admin'],
  },
  {
    name: '医疗健康',
    seconds: ['医药制造', '医疗器械', '医院/医疗服务', '生物技术'],
    words: ['生物医药股份有限公司', '医疗器械有限公司', '健康科技有限公司', '生物技术有限公司'],
    categories: ['nurse', 'doctor', 'pharmacist', 'med_rep', 'cra', 'chem_eng', 'quality', 'sales', 'hr', 'accountant'],
  },
  {
    name: '教育',
    seconds: ['K12教育', '职业教育', '在线教育', '学前教育'],
    words: ['教育科技有限公司', '教育集团', '外国语学校', '实验学校'],
    categories: ['teacher', 'preschool_teacher', 'course_consultant', 'edu_research', 'new_media', 'content_ops', 'fe', 'pm', 'hr', 'admin'],
  },
  {
    name: '快消/零售',
    seconds: ['快消品', '零售/连锁', '食品饮料', '日化'],
    words: ['食品股份有限公司', '商贸有限公司', '乳业有限公司', '日化用品有限公司'],
    categories: ['sales', 'marketing', 'brand', 'mt', 'reserve_cadre', 'ecommerce', 'new_media', 'scm', 'logistics', 'quality', 'hr', 'accountant'],
  },
  {
    name: '房地产/建筑',
    seconds: ['建筑工程', '房地产开发', '工程设计', '物业服务'],
    words: ['建设集团有限公司', '置业有限公司', '建筑设计研究院有限公司', '城市建设发展有限公司'],
    categories: ['civil_eng', 'architect', 'cost_eng', 'project_manager', 'elec_eng', 'mt', 'accountant', 'legal', 'admin', 'sales'],
  },
  {
    name: '文化传媒',
    seconds: ['广告/公关', '影视/传媒', '出版', '数字内容'],
    words: ['文化传媒有限公司', '影视传媒股份有限公司', '出版集团有限公司', '广告有限公司'],
    categories: ['editor', 'journalist', 'video_editor', 'copywriter', 'new_media', 'content_ops', 'visual', 'graphic', 'event', 'brand', 'bd'],
  },
  {
    name: '专业服务',
    seconds: ['会计/审计', '咨询', '人力资源服务', '法律'],
    words: ['会计师事务所（特殊普通合伙）', '管理咨询有限公司', '人力资源服务有限公司', '律师事务所'],
    categories: ['audit', 'accountant', 'fin_analyst', 'hr', 'recruiter', 'legal', 'translator', 'data_analyst', 'project_manager', 'key_account'],
  },
  {
    name: '能源/化工',
    seconds: ['电力/能源', '石油化工', '新材料', '环保'],
    words: ['能源集团有限公司', '化工股份有限公司', '新材料科技有限公司', '环境科技有限公司'],
    categories: ['chem_eng', 'elec_eng', 'mech_eng', 'process_eng', 'quality', 'production', 'mt', 'accountant', 'purchaser', 'hr'],
  },
  {
    name: '交通/物流',
    seconds: ['物流/快递', '供应链服务', '航空/航运'],
    words: ['物流有限公司', '供应链管理有限公司', '国际货运代理有限公司'],
    categories: ['logistics', 'scm', 'purchaser', 'foreign_trade', 'cs', 'data_analyst', 'mt', 'sales', 'admin'],
  },
];

const BRANDS = [
  '星河', '云帆', '蓝鲸', '华辰', '启明', '远航', '青禾', '锐思', '万象', '极光', '中科瑞', '天衡', '瑞景', '智行', '恒信', '嘉禾',
  '博远', '睿达', '长风', '海纳', '鼎盛', '卓越', '明远', '汇通', '新航', '金桥', '同创', '恒泰', '安联', '未来', '光启', '澜舟',
  '拓维', '致远', '东方', '北辰', '南湖', '西岭', '晨曦', '翼展', '灵犀', '大成', '弘毅', '聚能', '宏图', '墨子', '九州', '泰和',
];

export const CITIES: { name: string; districts: string[] }[] = [
  { name: '北京', districts: ['海淀区', '朝阳区', '昌平区', '亦庄经开区'] },
  { name: '上海', districts: ['浦东新区', '徐汇区', '闵行区', '杨浦区'] },
  { name: '广州', districts: ['天河区', '黄埔区', '番禺区'] },
  { name: '深圳', districts: ['南山区', '福田区', '宝安区', '龙岗区'] },
  { name: '杭州', districts: ['西湖区', '滨江区', '余杭区'] },
  { name: '南京', districts: ['鼓楼区', '江宁区', '建邺区', '栖霞区'] },
  { name: '成都', districts: ['高新区', '武侯区', '天府新区'] },
  { name: '武汉', districts: ['洪山区', '江夏区', '东湖高新区'] },
  { name: '西安', districts: ['雁塔区', '高新区', '长安区'] },
  { name: '苏州', districts: ['工业园区', '姑苏区', '高新区'] },
  { name: '重庆', districts: ['渝北区', '九龙坡区', '两江新区'] },
  { name: '天津', districts: ['滨海新区', '南开区'] },
  { name: '长沙', districts: ['岳麓区', '雨花区'] },
  { name: '合肥', districts: ['蜀山区', '包河区', '高新区'] },
  { name: '郑州', districts: ['金水区', '郑东新区'] },
  { name: '青岛', districts: ['崂山区', '黄岛区'] },
  { name: '厦门', districts: ['思明区', '湖里区'] },
  { name: '宁波', districts: ['鄞州区', '北仑区'] },
];

const ROADS = ['科技园路', '创新大道', '学府路', '软件园路', '滨江大道', '人民路', '长江路', '中山路', '建设路', '高新大道', '文化路', '迎宾大道'];
const SIZES = ['20-99人', '100-499人', '100-499人', '500-999人', '1000-9999人', '1000-9999人', '10000人以上'];
const NATURES = ['民营企业', '民营企业', '国有企业', '上市公司', '外资企业', '合资企业', '事业单位'];
const WELFARE = ['五险一金', '年终奖', '带薪年假', '餐补', '交通补助', '住房补贴', '定期体检', '弹性工作', '节日福利', '股票期权', '免费班车', '员工宿舍', '落户支持', '人才公寓', '补充医疗保险', '导师带教'];

export type SeedCompany = NewCompany & { categories: string[] };

/** Fictional companies with realistic names, industries, sizes, cities and intros. */
export function makeCompanies(rng: Rng, opts: { siteId: number; count: number; start: number; now: number; famousEvery?: number }): SeedCompany[] {
  const out: SeedCompany[] = [];
  const used = new Set<string>();
  for (let i = 0; out.length < opts.count; i += 1) {
    const industry = INDUSTRIES[(opts.start + i) % INDUSTRIES.length]!;
    const brand = BRANDS[(opts.start * 7 + i * 5) % BRANDS.length]!;
    const word = rng.pick(industry.words);
    const city = rng.pick(CITIES);
    const name = word.endsWith('事务所') || word.endsWith('学校') ? `${city.name}${brand}${word}` : `${brand}${word}`;
    if (used.has(name)) continue;
    used.add(name);
    const district = rng.pick(city.districts);
    const second = rng.pick(industry.seconds);
    const insize = rng.pick(SIZES);
    const nature = rng.pick(NATURES);
    const shortName = word.endsWith('学校') ? `${brand}${word}` : `${brand}${word.slice(0, 2)}`;
    const index = opts.start + out.length;
    out.push({
      site_id: opts.siteId,
      name,
      short_name: shortName,
      logo_url: logoUrl(brand, index % LOGO_TONES),
      industry: industry.name,
      second_industry: second,
      insize,
      nature,
      city: city.name,
      address: `${city.name}市${district}${rng.pick(ROADS)}${rng.int(1, 899)}号`,
      intro:
        `${name}是一家专注于${second}领域的${nature}，总部位于${city.name}，现有员工${insize}。` +
        `公司坚持以人才为本，建立了完善的校园人才培养体系，为应届毕业生提供导师带教、轮岗实践和清晰的职业发展通道。`,
      website: '',
      welfare: JSON.stringify(rng.sample(WELFARE, rng.int(4, 7))),
      is_famous: opts.famousEvery && out.length % opts.famousEvery === 0 ? 1 : 0,
      is_recruiting: 1,
      status: 1,
      sort: out.length,
      created_at: opts.now - rng.int(30, 400) * 86_400_000,
      updated_at: opts.now - rng.int(0, 30) * 86_400_000,
      categories: industry.categories,
    });
  }
  return out;
}

/**
 * The kinds of employer the demo data invents, in one place: each second-level industry with the name endings
 * that fit it, the sizes such a company can have and the job categories it hires for. The company generator
 * draws from it and api/test/seed-consistency.test.ts checks the seeded rows against it, so a bank hires
 * 柜员 and 管培生 (not 前端 engineers), a law firm 律师助理, and 恒泰证券 is never a 20-99 person 保险 company.
 */

export const SIZES = ['20-99人', '100-499人', '500-999人', '1000-9999人', '10000人以上'] as const;
export type CompanySize = (typeof SIZES)[number];
const [S, M, L, XL, XXL] = SIZES;

/** A name ending with its short form (the company's short name is the brand plus it). */
export type NameEnding = { full: string; short: string };
/** City-prefixed names: firms, schools and hospitals are named after their city (临江蓝鲸律师事务所). */
export const CITY_NAMED = /事务所|学校|医院|幼儿园/;

export type EmployerKind = {
  industry: string;
  second: string;
  endings: NameEnding[];
  sizes: CompanySize[];
  /** job category values (categories.ts) its positions come from */
  categories: string[];
  /** natures it can have; the generator's default list when absent */
  natures?: string[];
};

const e = (full: string, short: string): NameEnding => ({ full, short });
const k = (industry: string, second: string, endings: NameEnding[], sizes: CompanySize[], categories: string[], natures?: string[]): EmployerKind => ({
  industry, second, endings, sizes, categories, ...(natures ? { natures } : {}),
});

const PUBLIC_SERVICE = ['事业单位', '民营企业'];
const FIRM = ['民营企业'];

export const EMPLOYER_KINDS: EmployerKind[] = [
  k('互联网/IT', '互联网', [e('网络科技有限公司', '网络'), e('科技有限公司', '科技')], [M, L, XL, XXL], ['fe', 'java', 'golang', 'python', 'android', 'ios', 'qa', 'devops', 'data_analyst', 'algorithm', 'pm', 'ui', 'ux', 'user_ops', 'content_ops', 'new_media', 'hr']),
  k('互联网/IT', '软件开发', [e('软件股份有限公司', '软件'), e('信息技术股份有限公司', '信息'), e('软件科技有限公司', '软件')], [M, L, XL], ['fe', 'java', 'python', 'fullstack', 'qa', 'devops', 'tech_support', 'pm', 'pa', 'ui', 'sales', 'customer_success']),
  k('互联网/IT', '人工智能', [e('智能科技有限公司', '智能'), e('数智科技有限公司', '数智')], [S, M, L], ['algorithm', 'ml', 'python', 'cpp', 'data_eng', 'fe', 'java', 'pm', 'bd']),
  k('互联网/IT', '云计算/大数据', [e('云计算科技有限公司', '云'), e('数据科技有限公司', '数据')], [M, L, XL], ['data_eng', 'data_analyst', 'java', 'golang', 'devops', 'security', 'tech_support', 'pm', 'key_account']),
  k('互联网/IT', '电子商务', [e('电子商务有限公司', '电商')], [M, L, XL], ['ecommerce', 'user_ops', 'new_media', 'content_ops', 'data_analyst', 'fe', 'java', 'pm', 'scm', 'cs']),
  k('互联网/IT', '游戏', [e('互动娱乐有限公司', '互娱'), e('游戏科技有限公司', '游戏')], [M, L, XL], ['game_dev', 'game_design', 'ui', 'visual', 'cpp', 'qa', 'user_ops', 'new_media']),
  k('电子/半导体', '半导体/芯片', [e('微电子有限公司', '微电子'), e('半导体股份有限公司', '半导体'), e('集成电路有限公司', '芯')], [M, L, XL], ['ic_design', 'hardware', 'embedded', 'process_eng', 'quality', 'tech_support', 'purchaser']),
  k('电子/半导体', '电子元器件', [e('电子股份有限公司', '电子'), e('电子科技有限公司', '电子')], [M, L, XL], ['hardware', 'process_eng', 'quality', 'production', 'elec_eng', 'sales', 'purchaser', 'accountant']),
  k('电子/半导体', '通信设备', [e('通信技术有限公司', '通信'), e('通信设备股份有限公司', '通信')], [L, XL, XXL], ['embedded', 'hardware', 'cpp', 'qa', 'tech_support', 'sales', 'pm']),
  k('电子/半导体', '智能硬件', [e('智能硬件科技有限公司', '智能'), e('智能设备有限公司', '智能')], [S, M, L], ['embedded', 'hardware', 'android', 'pm', 'ui', 'qa', 'ecommerce']),
  k('金融', '银行', [e('银行股份有限公司', '银行'), e('农村商业银行股份有限公司', '农商银行')], [XL, XXL], ['bank_teller', 'mt', 'risk', 'key_account', 'fin_analyst', 'accountant', 'data_analyst'], ['国有企业', '上市公司']),
  k('金融', '证券/基金', [e('证券股份有限公司', '证券'), e('基金管理有限公司', '基金')], [L, XL], ['investment', 'fin_analyst', 'risk', 'key_account', 'mt', 'audit', 'legal', 'data_analyst'], ['国有企业', '上市公司', '合资企业']),
  k('金融', '保险', [e('人寿保险股份有限公司', '人寿'), e('财产保险股份有限公司', '财险')], [XL, XXL], ['insurance', 'mt', 'key_account', 'risk', 'data_analyst', 'accountant', 'cs'], ['国有企业', '上市公司', '外资企业']),
  k('金融', '金融科技', [e('金融科技有限公司', '金科'), e('金融信息服务有限公司', '金服')], [M, L, XL], ['java', 'fe', 'data_analyst', 'risk', 'algorithm', 'pm', 'qa', 'security']),
  k('汽车/新能源', '新能源汽车', [e('新能源汽车有限公司', '汽车'), e('汽车股份有限公司', '汽车')], [XL, XXL], ['auto_eng', 'battery', 'mech_eng', 'elec_eng', 'embedded', 'quality', 'production', 'mt', 'scm']),
  k('汽车/新能源', '汽车零部件', [e('汽车零部件股份有限公司', '汽配'), e('汽车电子有限公司', '汽车电子')], [M, L, XL], ['mech_eng', 'auto_eng', 'process_eng', 'quality', 'production', 'purchaser', 'sales']),
  k('汽车/新能源', '锂电池/储能', [e('动力电池有限公司', '电池'), e('储能科技有限公司', '储能')], [L, XL], ['battery', 'chem_eng', 'process_eng', 'quality', 'elec_eng', 'production', 'scm', 'hr']),
  k('汽车/新能源', '智能驾驶', [e('智能驾驶科技有限公司', '智驾')], [M, L], ['algorithm', 'ml', 'cpp', 'embedded', 'auto_eng', 'qa', 'pm']),
  k('制造业', '机械制造', [e('机械制造有限公司', '机械'), e('重工股份有限公司', '重工')], [M, L, XL], ['mech_eng', 'process_eng', 'quality', 'production', 'purchaser', 'sales', 'foreign_trade', 'accountant']),
  k('制造业', '智能装备', [e('智能装备股份有限公司', '装备'), e('自动化设备有限公司', '自动化')], [M, L, XL], ['mech_eng', 'elec_eng', 'embedded', 'process_eng', 'tech_support', 'sales', 'reserve_cadre']),
  k('制造业', '仪器仪表', [e('精密仪器有限公司', '仪器'), e('仪器仪表股份有限公司', '仪表')], [M, L], ['elec_eng', 'hardware', 'mech_eng', 'quality', 'tech_support', 'sales']),
  k('制造业', '家电', [e('电器股份有限公司', '电器'), e('家电有限公司', '家电')], [XL, XXL], ['mech_eng', 'elec_eng', 'embedded', 'quality', 'production', 'marketing', 'sales', 'reserve_cadre', 'ecommerce']),
  k('医疗健康', '医药制造', [e('制药股份有限公司', '制药'), e('药业有限公司', '药业')], [L, XL], ['chem_eng', 'pharmacist', 'quality', 'med_rep', 'cra', 'production', 'sales']),
  k('医疗健康', '医疗器械', [e('医疗器械有限公司', '医疗'), e('医疗科技股份有限公司', '医疗')], [M, L, XL], ['mech_eng', 'hardware', 'quality', 'med_rep', 'sales', 'tech_support', 'cra']),
  k('医疗健康', '医院/医疗服务', [e('医院', '医院')], [L, XL], ['nurse', 'doctor', 'pharmacist', 'admin', 'cs'], PUBLIC_SERVICE),
  k('医疗健康', '生物技术', [e('生物技术有限公司', '生物'), e('生物科技股份有限公司', '生物')], [S, M, L], ['chem_eng', 'cra', 'quality', 'sales', 'med_rep']),
  k('教育', 'K12教育', [e('外国语学校', '外国语学校'), e('实验学校', '实验学校')], [M, L], ['teacher', 'edu_research', 'admin'], PUBLIC_SERVICE),
  k('教育', '职业教育', [e('职业培训学校', '职业培训学校'), e('职业教育科技有限公司', '职教')], [M, L], ['teacher', 'course_consultant', 'edu_research', 'new_media', 'admin']),
  k('教育', '在线教育', [e('教育科技有限公司', '教育'), e('在线教育科技有限公司', '在线')], [M, L, XL], ['teacher', 'edu_research', 'course_consultant', 'fe', 'java', 'pm', 'user_ops', 'content_ops', 'new_media']),
  k('教育', '学前教育', [e('幼儿园', '幼儿园')], [S, M], ['preschool_teacher', 'admin'], PUBLIC_SERVICE),
  k('快消/零售', '快消品', [e('日用品有限公司', '日用'), e('消费品股份有限公司', '消费品')], [L, XL, XXL], ['sales', 'marketing', 'brand', 'mt', 'ecommerce', 'scm', 'quality']),
  k('快消/零售', '零售/连锁', [e('商贸有限公司', '商贸'), e('连锁超市有限公司', '超市'), e('百货股份有限公司', '百货')], [L, XL, XXL], ['reserve_cadre', 'mt', 'sales', 'logistics', 'ecommerce', 'hr', 'cs']),
  k('快消/零售', '食品饮料', [e('食品股份有限公司', '食品'), e('乳业有限公司', '乳业'), e('饮品有限公司', '饮品')], [L, XL], ['quality', 'production', 'sales', 'marketing', 'brand', 'mt', 'chem_eng']),
  k('快消/零售', '日化', [e('日化用品有限公司', '日化'), e('化妆品有限公司', '美妆')], [M, L, XL], ['chem_eng', 'quality', 'marketing', 'brand', 'ecommerce', 'new_media', 'sales']),
  k('房地产/建筑', '建筑工程', [e('建设集团有限公司', '建设'), e('建工集团有限公司', '建工')], [XL, XXL], ['civil_eng', 'cost_eng', 'project_manager', 'elec_eng', 'mt', 'accountant', 'legal', 'admin'], ['国有企业', '民营企业', '上市公司']),
  k('房地产/建筑', '房地产开发', [e('置业有限公司', '置业'), e('地产集团有限公司', '地产')], [L, XL], ['mt', 'cost_eng', 'project_manager', 'marketing', 'sales', 'accountant', 'legal']),
  k('房地产/建筑', '工程设计', [e('建筑设计研究院有限公司', '设计院'), e('工程设计有限公司', '设计')], [M, L], ['architect', 'civil_eng', 'elec_eng', 'cost_eng', 'project_manager']),
  k('房地产/建筑', '物业服务', [e('物业服务有限公司', '物业')], [L, XL], ['reserve_cadre', 'project_manager', 'admin', 'cs', 'elec_eng']),
  k('文化传媒', '广告/公关', [e('广告有限公司', '广告'), e('品牌咨询有限公司', '品牌')], [S, M], ['copywriter', 'graphic', 'visual', 'brand', 'event', 'bd', 'new_media']),
  k('文化传媒', '影视/传媒', [e('影视传媒股份有限公司', '影视'), e('文化传媒有限公司', '传媒')], [M, L], ['video_editor', 'journalist', 'editor', 'new_media', 'content_ops', 'event', 'brand']),
  k('文化传媒', '出版', [e('出版集团有限公司', '出版'), e('出版社有限公司', '出版社')], [L, XL], ['editor', 'copywriter', 'marketing', 'visual', 'sales'], ['国有企业']),
  k('文化传媒', '数字内容', [e('数字科技有限公司', '数字'), e('文化科技有限公司', '文化')], [S, M, L], ['content_ops', 'new_media', 'video_editor', 'copywriter', 'ui', 'pm']),
  k('专业服务', '会计/审计', [e('会计师事务所（特殊普通合伙）', '会计师事务所')], [M, L, XL], ['audit', 'accountant', 'fin_analyst', 'data_analyst', 'admin'], FIRM),
  k('专业服务', '咨询', [e('管理咨询有限公司', '咨询'), e('企业管理咨询有限公司', '管理咨询')], [S, M, L], ['fin_analyst', 'data_analyst', 'project_manager', 'key_account', 'hr', 'translator', 'bd'], ['民营企业', '外资企业']),
  k('专业服务', '人力资源服务', [e('人力资源服务有限公司', '人力'), e('人才服务有限公司', '人才')], [M, L, XL], ['recruiter', 'hr', 'key_account', 'sales', 'admin', 'cs']),
  k('专业服务', '法律', [e('律师事务所', '律师事务所')], [S, M, L], ['paralegal', 'legal', 'translator', 'admin'], FIRM),
  k('能源/化工', '电力/能源', [e('能源集团有限公司', '能源'), e('电力股份有限公司', '电力')], [XL, XXL], ['elec_eng', 'mech_eng', 'chem_eng', 'mt', 'accountant', 'production', 'quality'], ['国有企业', '上市公司']),
  k('能源/化工', '石油化工', [e('石化股份有限公司', '石化'), e('化工股份有限公司', '化工')], [L, XL, XXL], ['chem_eng', 'process_eng', 'quality', 'production', 'mech_eng', 'purchaser', 'hr']),
  k('能源/化工', '新材料', [e('新材料科技有限公司', '新材'), e('新材料股份有限公司', '新材')], [M, L], ['chem_eng', 'process_eng', 'quality', 'sales', 'production']),
  k('能源/化工', '环保', [e('环境科技有限公司', '环境'), e('环保科技有限公司', '环保')], [S, M, L], ['chem_eng', 'civil_eng', 'project_manager', 'sales', 'quality']),
  k('交通/物流', '物流/快递', [e('物流有限公司', '物流'), e('速运有限公司', '速运')], [L, XL, XXL], ['logistics', 'scm', 'reserve_cadre', 'mt', 'cs', 'data_analyst', 'sales']),
  k('交通/物流', '供应链服务', [e('供应链管理有限公司', '供应链')], [M, L, XL], ['scm', 'purchaser', 'logistics', 'foreign_trade', 'data_analyst', 'key_account']),
  k('交通/物流', '航空/航运', [e('国际货运代理有限公司', '货代'), e('航运股份有限公司', '航运')], [M, L, XL], ['foreign_trade', 'logistics', 'cs', 'translator', 'sales', 'mt']),
];

/** First-level industries in the order the generator rotates through them. */
export const INDUSTRY_NAMES: string[] = [...new Set(EMPLOYER_KINDS.map((kind) => kind.industry))];

export const kindOf = (industry: string, second: string): EmployerKind | undefined => EMPLOYER_KINDS.find((kind) => kind.industry === industry && kind.second === second);

/**
 * The smallest size a name allows: a bank, a securities firm, an insurer or a 集团 is not a 20-99 person
 * company, nor is a 股份有限公司. Checked in order; names matching none may be any size.
 */
export const SIZE_FLOORS: [RegExp, CompanySize][] = [
  [/银行|保险|证券|集团/, L],
  [/股份有限公司|基金/, M],
];

export function sizeFloor(name: string): CompanySize {
  return SIZE_FLOORS.find(([pattern]) => pattern.test(name))?.[1] ?? S;
}

/** Whether a size is at least the floor. */
export const sizeAtLeast = (size: string, floor: CompanySize): boolean => SIZES.indexOf(size as CompanySize) >= SIZES.indexOf(floor);

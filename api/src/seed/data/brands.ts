import type { NewBrand, NewCompanyContact } from '../../db/tables/brand';

/**
 * The platform's figures (spec §1 marketing claims), stated once: the main brand's footer and its about page
 * show them, and no other brand repeats them as its own.
 */
export const PLATFORM_FIGURES = [
  { value: '1000+', label: '合作高校' },
  { value: '100万+', label: '学生' },
  { value: '20000+', label: '场线上招聘会' },
  { value: '100+', label: '场线下招聘会' },
];
/** The province platforms' figures: the spec's, which the old-style home states (decisions: Old-style home). */
const OLD_FIGURES = [
  { value: '500000+', label: '学生' },
  { value: '20000+', label: '企业' },
  { value: '1000+', label: '高校' },
  { value: '1+X', label: '就业服务模式' },
];

const HOURS = '9:00-18:00';
/** Brand-contact QR images are generated per request by /api/qrcodeparameter/image (never a fake picture). */
const qrImage = (scene: string) => `/api/qrcodeparameter/image?scene=${scene}`;

/**
 * Three brand families, each with its own footer variant and filing number (spec §2 Footer); the province family
 * has two provincial platforms (spec §9: two provincial sites), each with its own name, filing and contacts.
 */
export const BRANDS: NewBrand[] = [
  {
    key: 'main',
    name: '启航校招',
    generation: 'new',
    is_main: 1,
    home_title: '启航校招 - 大学生求职就业服务平台',
    logo_url: '/static/logo/main.svg',
    root_domains: JSON.stringify(['localhost']),
    footer_variant: 'main',
    filing_notice: 'Copyright © 2026 北京启航未来科技有限公司 版权所有',
    filing_number: '京ICP备2026011201号-1',
    figures: JSON.stringify(PLATFORM_FIGURES),
    addresses: JSON.stringify([
      '北京总部：北京市海淀区学院路甲38号启航大厦8层',
      '上海分公司：上海市杨浦区国定东路200号创智天地3号楼5层',
      '南京分公司：南京市鼓楼区汉中路180号星汉大厦11层',
    ]),
    public_qr_url: qrImage('mp-main'),
    support_logo_url: '/static/logo/support.svg',
    hotline_enterprise: '010-62781230',
    hotline_student: '010-62781231',
    hotline_university: '010-62781232',
    hotline_hours: HOURS,
  },
  {
    key: 'province',
    name: '江海省大学生就业服务平台',
    generation: 'old',
    is_main: 0,
    home_title: '江海省大学生就业服务平台 - 高校毕业生就业一站式服务',
    logo_url: '/static/logo/province.svg',
    root_domains: JSON.stringify(['province.localhost']),
    footer_variant: 'province',
    filing_notice: '主办单位：江海省高校毕业生就业指导中心　技术支持：北京启航未来科技有限公司',
    filing_number: '江ICP备2026021502号-2',
    figures: JSON.stringify(OLD_FIGURES),
    addresses: JSON.stringify(['江海省临江市明德路88号省人才大厦12层']),
    public_qr_url: qrImage('mp-province'),
    support_logo_url: '/static/logo/support.svg',
    hotline_enterprise: '0518-85201001',
    hotline_student: '0518-85201002',
    hotline_university: '0518-85201003',
    hotline_hours: HOURS,
  },
  {
    key: 'yunling',
    name: '云岭省高校毕业生就业服务网',
    generation: 'old',
    is_main: 0,
    home_title: '云岭省高校毕业生就业服务网 - 求职招聘 政策服务',
    logo_url: '/static/logo/yunling.svg',
    root_domains: JSON.stringify(['yunling.localhost']),
    footer_variant: 'province',
    filing_notice: '主办单位：云岭省高校毕业生就业服务中心　技术支持：北京启航未来科技有限公司',
    filing_number: '云ICP备2026040711号-1',
    figures: JSON.stringify(OLD_FIGURES),
    addresses: JSON.stringify(['云岭省昆华市五华区学府路12号省教育服务大楼6层']),
    public_qr_url: qrImage('mp-yunling'),
    support_logo_url: '/static/logo/support.svg',
    hotline_enterprise: '0871-65102001',
    hotline_student: '0871-65102002',
    hotline_university: '0871-65102003',
    hotline_hours: HOURS,
  },
  {
    key: 'university',
    name: '明德理工大学就业信息网',
    generation: 'new',
    is_main: 0,
    home_title: '明德理工大学就业信息网',
    logo_url: '/static/logo/university.svg',
    root_domains: JSON.stringify(['uni.localhost']),
    footer_variant: 'university',
    filing_notice: 'Copyright © 2026 明德理工大学学生就业指导中心',
    filing_number: '江ICP备2026030803号-1',
    // a university's own site claims none of the platform's figures (合作高校…); its home shows its own
    figures: JSON.stringify([]),
    addresses: JSON.stringify(['江海省临江市高新区学府大道1号明德理工大学行政楼203室']),
    public_qr_url: qrImage('mp-university'),
    support_logo_url: '/static/logo/support.svg',
    hotline_enterprise: '0518-86602101',
    hotline_student: '0518-86602102',
    hotline_university: '0518-86602103',
    hotline_hours: HOURS,
  },
];

export const COMPANY_CONTACTS: NewCompanyContact[] = [
  { brand_key: 'main', phone: '400-618-2026', email: 'service@qihang-campus.cn', wechat: 'qihang_xiaozhao', company_concat_qr_code_url: qrImage('kefu-main') },
  { brand_key: 'province', phone: '0518-85201000', email: 'jiuye@jhbys.org.cn', wechat: 'jhs_jiuyefuwu', company_concat_qr_code_url: qrImage('kefu-province') },
  { brand_key: 'yunling', phone: '0871-65102000', email: 'jiuye@ylbys.org.cn', wechat: 'ylsjiuye', company_concat_qr_code_url: qrImage('kefu-yunling') },
  { brand_key: 'university', phone: '0518-86602100', email: 'career@mdlg.edu.cn', wechat: 'mdlg_jiuye', company_concat_qr_code_url: qrImage('kefu-university') },
];

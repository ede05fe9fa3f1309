// A 大专 (vocational college) graduate's Word resume.
import { type LayoutFamily, docxOf, heading, para, paras } from './family';

const docx = () =>
  docxOf([{
    children: [
      para('何婷', true),
      ...paras(['性别：女  出生年月：2003年3月', '电话：13012345678  邮箱：heting@example.com']),
      heading('教育经历'),
      ...paras(['2021.09-2024.06  深圳职业技术学院  电子商务  大专']),
      heading('实习经历'),
      ...paras(['2023.09-2024.02  深圳市有棵树科技有限公司  跨境电商运营助理', '负责店铺商品上架与详情页优化，店铺转化率提升15%。']),
      heading('证书'),
      ...paras(['英语四级、电子商务师（四级）']),
    ],
  }]);

export const dazhuan: LayoutFamily = {
  id: 'dazhuan',
  kind: '大专',
  files: [{ name: 'dazhuan.docx', make: 'docx', docx }],
  expected: {
    basic: { name: '何婷', sex: 2, birth_date: '2003-03-01', phone: '13012345678', email: 'heting@example.com', school: '深圳职业技术学院', major: '电子商务', degree: 1, graduation_year: 2024 },
    education: [{ school: '深圳职业技术学院', major: '电子商务', degree: 1, start_date: '2021-09', end_date: '2024-06' }],
    work: [{ kind: 1, company: '深圳市有棵树科技有限公司', position: '跨境电商运营助理', start_date: '2023-09', end_date: '2024-02' }],
    project: [],
    descriptions: { 'work.0': '负责店铺商品上架与详情页优化，店铺转化率提升15%。' },
    other: { certificates: ['英语四级、电子商务师（四级）'] },
    unsure: ['basic.birth_date'],
    low_confidence: 0,
  },
};

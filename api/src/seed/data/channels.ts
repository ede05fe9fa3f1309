import type { NewChannel } from '../../db/tables/channel';

/** Organisers (主办方) of the type 3 demo hosts, one per show_content value. */
export const CHANNELS: NewChannel[] = [
  {
    key: 'fair',
    name: '临江市高校毕业生就业服务中心',
    short_name: '就业服务中心',
    title: '2026届高校毕业生春季双选会',
    subtitle: '百所高校 · 千家企业 · 万个岗位',
    badge_url: '/static/badge/channel-fair.svg',
    show_content: 3,
    qr_parameter_id: 'chn-fair',
  },
  {
    key: 'org',
    name: '临江高新区人才发展集团',
    short_name: '人才集团',
    title: '高新区重点企业校园招聘季',
    subtitle: '主办方与参会企业登录入口',
    badge_url: '/static/badge/channel-org.svg',
    show_content: 1,
    qr_parameter_id: 'chn-org',
  },
  {
    key: 'hire',
    name: '长三角校企合作联盟',
    short_name: '校企联盟',
    title: '校企合作招聘服务',
    subtitle: '企业发布职位、管理简历',
    badge_url: '/static/badge/channel-hire.svg',
    show_content: 2,
    qr_parameter_id: 'chn-hire',
  },
];

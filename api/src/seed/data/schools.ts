import type { NewSchool } from '../../db/tables/school';

export type SeedCollege = { name: string; majors: string[] };
export type SeedSchool = { key: string; row: NewSchool; colleges: SeedCollege[] };

const LINJIANG_CS: SeedCollege = {
  name: '计算机与人工智能学院',
  majors: ['计算机科学与技术', '软件工程', '人工智能', '数据科学与大数据技术', '网络空间安全'],
};

/** Fictional schools with realistic colleges and majors. `key` links them to sites in sites.ts. */
export const SCHOOLS: SeedSchool[] = [
  {
    key: 'linjiang',
    row: {
      name: '临江大学',
      school_type: 1,
      college: '',
      is_show_jobfair: 1,
      qr_parameter_id: 'sch-linjiang',
      badge_url: '/static/badge/linjiang.svg',
      building_url: '/static/bg/school-building.svg',
    },
    colleges: [
      LINJIANG_CS,
      { name: '经济管理学院', majors: ['经济学', '金融学', '会计学', '工商管理', '市场营销'] },
      { name: '机械与能源工程学院', majors: ['机械设计制造及其自动化', '车辆工程', '能源与动力工程', '智能制造工程'] },
      { name: '化学与材料学院', majors: ['化学', '应用化学', '材料科学与工程', '高分子材料与工程'] },
      { name: '外国语学院', majors: ['英语', '日语', '翻译', '商务英语'] },
      { name: '文学与新闻传播学院', majors: ['汉语言文学', '新闻学', '广告学', '网络与新媒体'] },
      { name: '法学院', majors: ['法学', '知识产权'] },
      { name: '医学院', majors: ['临床医学', '护理学', '药学'] },
    ],
  },
  {
    // The department tenant of 临江大学: its site lists only its own college (spec §1 school_type 2).
    key: 'linjiang-cs',
    row: {
      name: '临江大学',
      school_type: 2,
      college: LINJIANG_CS.name,
      is_show_jobfair: 1,
      qr_parameter_id: 'dept-linjiang-cs',
      badge_url: '/static/badge/linjiang.svg',
      building_url: '/static/bg/school-building.svg',
    },
    colleges: [LINJIANG_CS],
  },
  {
    key: 'yunshan',
    row: {
      name: '云山师范学院',
      school_type: 1,
      college: '',
      is_show_jobfair: 0,
      qr_parameter_id: 'sch-yunshan',
      badge_url: '/static/badge/yunshan.svg',
      building_url: '/static/bg/yunshan-campus.svg',
    },
    colleges: [
      { name: '教育科学学院', majors: ['教育学', '学前教育', '小学教育', '应用心理学'] },
      { name: '数学与统计学院', majors: ['数学与应用数学', '统计学', '信息与计算科学'] },
      { name: '音乐学院', majors: ['音乐学', '音乐表演', '舞蹈学'] },
      { name: '美术与设计学院', majors: ['美术学', '视觉传达设计', '环境设计'] },
      { name: '体育学院', majors: ['体育教育', '社会体育指导与管理'] },
    ],
  },
  {
    key: 'mingde',
    row: {
      name: '明德理工大学',
      school_type: 1,
      college: '',
      is_show_jobfair: 1,
      qr_parameter_id: 'sch-mingde',
      badge_url: '/static/badge/mingde.svg',
      building_url: '/static/bg/school-building.svg',
    },
    colleges: [
      { name: '电子信息工程学院', majors: ['电子信息工程', '通信工程', '集成电路设计与集成系统'] },
      { name: '土木与建筑学院', majors: ['土木工程', '建筑学', '城乡规划'] },
      { name: '自动化学院', majors: ['自动化', '机器人工程', '测控技术与仪器'] },
    ],
  },
];

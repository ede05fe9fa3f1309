import type { SeedResume } from './example-builder';

/** Sample resumes by major (POST /api/example/get): fictional people, realistic content. */
export const EXAMPLES: { major: string; title: string; summary: string; resume: SeedResume }[] = [
  {
    major: '计算机科学与技术',
    title: '后端开发方向 · 本科应届',
    summary: '项目经历写清了技术选型、个人职责和可量化的结果，技能按熟练程度分层。',
    resume: {
      basic: { name: '王一鸣', sex: 1, birth_date: '2004-03-12', phone: '13700001001', email: 'wangyiming@example.com', city: '杭州', school: '临江大学', major: '计算机科学与技术', degree: 2, graduation_year: 2026 },
      intention: { categories: ['Java开发', '后端开发'], cities: ['杭州', '上海'], salary_min: 12000, salary_max: 18000, nature: 1 },
      education: [{ school: '临江大学', major: '计算机科学与技术', degree: 2, start_date: '2022-09', end_date: '2026-06', description: 'GPA 3.7/4.0（专业前10%）。主修课程：数据结构、操作系统、计算机网络、数据库系统、编译原理。' }],
      work: [
        { kind: 1, company: '杭州云栈科技有限公司', position: '后端开发实习生', start_date: '2025-07', end_date: '2025-10', description: '参与订单中心重构，负责库存预占接口的设计与实现；引入本地缓存与批量写入，接口 P99 延迟由 180ms 降至 60ms；编写单元测试 120 余个，覆盖率提升至 85%。' },
      ],
      projects: [
        { name: '校园二手交易平台', role: '后端负责人', start_date: '2024-09', end_date: '2025-01', description: '基于 Spring Boot + MySQL + Redis 实现商品发布、搜索与站内信；设计基于乐观锁的下单流程避免超卖；上线后注册用户 3000+。' },
        { name: '分布式键值存储（课程设计）', role: '独立完成', start_date: '2024-03', end_date: '2024-06', description: '用 Go 实现 Raft 共识算法与分片存储，通过课程全部 200+ 测试用例，课程设计成绩优秀。' },
      ],
      other: {
        skills: '熟练：Java、Spring Boot、MySQL、Redis；熟悉：Go、Kafka、Docker、Linux；了解：Kubernetes、Elasticsearch',
        certificates: '全国计算机等级考试四级（网络工程师）',
        awards: '2024年 蓝桥杯全国软件和信息技术专业人才大赛 省赛一等奖；2023-2024学年 校一等奖学金',
        languages: '英语 CET-6（562分），可阅读英文技术文档',
        self_evaluation: '热爱后端技术，习惯用数据衡量优化效果；乐于分享，在学院技术社团主讲过 4 次分享。',
      },
    },
  },
  {
    major: '计算机科学与技术',
    title: '前端开发方向 · 硕士应届',
    summary: '突出作品链接与用户规模，实习描述采用"做了什么—怎么做—结果如何"的结构。',
    resume: {
      basic: { name: '赵可欣', sex: 2, birth_date: '2001-08-25', phone: '13700001002', email: 'zhaokexin@example.com', city: '上海', school: '华东理工学院', major: '计算机科学与技术', degree: 3, graduation_year: 2026 },
      intention: { categories: ['前端开发'], cities: ['上海', '深圳'], salary_min: 15000, salary_max: 22000, nature: 1 },
      education: [
        { school: '华东理工学院', major: '计算机科学与技术', degree: 3, start_date: '2023-09', end_date: '2026-06', description: '研究方向：人机交互与可视化。发表 CCF-C 类会议论文 1 篇。' },
        { school: '临江大学', major: '软件工程', degree: 2, start_date: '2019-09', end_date: '2023-06', description: '专业排名 5/120，获推荐免试研究生资格。' },
      ],
      work: [{ kind: 1, company: '上海星图信息技术有限公司', position: '前端开发实习生', start_date: '2025-03', end_date: '2025-08', description: '负责数据看板组件库建设，封装 30+ 通用图表组件；通过虚拟列表与按需加载，首屏加载时间缩短 45%。' }],
      projects: [{ name: '城市交通可视化分析系统', role: '前端负责人', start_date: '2024-04', end_date: '2024-12', description: '使用 React + TypeScript + ECharts 展示百万级轨迹数据；WebWorker 处理数据聚合，交互帧率稳定在 55fps 以上。' }],
      other: { skills: 'TypeScript、React、Vue、Node.js、Webpack/Vite、ECharts、D3', certificates: '', awards: '2024年 中国大学生服务外包创新创业大赛 全国二等奖', languages: '英语 CET-6', self_evaluation: '注重细节和用户体验，具备良好的沟通能力，能独立推进跨团队需求。' },
    },
  },
  {
    major: '电子信息工程',
    title: '嵌入式软件方向 · 本科应届',
    summary: '硬件项目写清芯片平台、调试手段与指标，竞赛经历放在显著位置。',
    resume: {
      basic: { name: '李浩然', sex: 1, birth_date: '2003-11-02', phone: '13700001003', email: 'lihaoran@example.com', city: '南京', school: '临江大学', major: '电子信息工程', degree: 2, graduation_year: 2026 },
      intention: { categories: ['嵌入式开发', '硬件工程师'], cities: ['南京', '苏州'], salary_min: 10000, salary_max: 15000, nature: 1 },
      education: [{ school: '临江大学', major: '电子信息工程', degree: 2, start_date: '2022-09', end_date: '2026-06', description: '主修：信号与系统、数字信号处理、嵌入式系统、模拟电子技术。' }],
      work: [{ kind: 1, company: '苏州芯联电子有限公司', position: '嵌入式软件实习生', start_date: '2025-06', end_date: '2025-09', description: '基于 STM32 完成电机驱动板固件开发，实现 FOC 控制算法，转速误差控制在 1% 以内。' }],
      projects: [{ name: '智能温室环境监测系统', role: '组长', start_date: '2024-10', end_date: '2025-04', description: 'ESP32 采集温湿度与光照数据，LoRa 组网上传；低功耗设计使节点续航达 6 个月。' }],
      other: { skills: 'C/C++、STM32、FreeRTOS、Altium Designer、示波器与逻辑分析仪调试', certificates: '', awards: '2024年 全国大学生电子设计竞赛 省级一等奖', languages: '英语 CET-4', self_evaluation: '动手能力强，乐于钻研硬件底层问题，能吃苦，抗压能力好。' },
    },
  },
  {
    major: '机械设计制造及其自动化',
    title: '机械设计方向 · 本科应届',
    summary: '用图纸数量、成本与良率等数字说明成果，软件技能与证书一目了然。',
    resume: {
      basic: { name: '周建国', sex: 1, birth_date: '2003-05-19', phone: '13700001004', email: 'zhoujianguo@example.com', city: '宁波', school: '临江大学', major: '机械设计制造及其自动化', degree: 2, graduation_year: 2026 },
      intention: { categories: ['机械工程师', '结构设计'], cities: ['宁波', '杭州'], salary_min: 8000, salary_max: 12000, nature: 1 },
      education: [{ school: '临江大学', major: '机械设计制造及其自动化', degree: 2, start_date: '2022-09', end_date: '2026-06', description: '主修：机械原理、机械设计、材料力学、数控技术、液压与气动。' }],
      work: [{ kind: 1, company: '宁波恒力精密机械有限公司', position: '结构设计实习生', start_date: '2025-07', end_date: '2025-09', description: '参与自动上料机构改进设计，完成零件图 40 余张；优化夹具结构，单件加工节拍缩短 12%。' }],
      projects: [{ name: '六自由度码垛机械臂设计', role: '结构设计负责人', start_date: '2024-09', end_date: '2025-05', description: '完成整机三维建模与关键零件有限元分析，样机重复定位精度 ±0.5mm。' }],
      other: { skills: 'SolidWorks、AutoCAD、ANSYS、UG NX、PLC 基础编程', certificates: 'CSWP（SolidWorks 认证专业工程师）', awards: '2024年 全国大学生机械创新设计大赛 省级二等奖', languages: '英语 CET-4', self_evaluation: '严谨细致，重视工艺与成本，善于在车间现场解决问题。' },
    },
  },
  {
    major: '会计学',
    title: '审计方向 · 本科应届',
    summary: '证书进度写清楚，实习内容对应审计流程的具体环节。',
    resume: {
      basic: { name: '陈雨桐', sex: 2, birth_date: '2004-01-08', phone: '13700001005', email: 'chenyutong@example.com', city: '上海', school: '临江大学', major: '会计学', degree: 2, graduation_year: 2026 },
      intention: { categories: ['审计', '财务'], cities: ['上海', '杭州'], salary_min: 8000, salary_max: 11000, nature: 1 },
      education: [{ school: '临江大学', major: '会计学', degree: 2, start_date: '2022-09', end_date: '2026-06', description: 'GPA 3.8/4.0，专业排名 3/150。主修：中级财务会计、审计学、税法、财务管理。' }],
      work: [{ kind: 1, company: '立信华明会计师事务所', position: '审计实习生', start_date: '2025-01', end_date: '2025-03', description: '参与 2 家制造业企业年报审计，负责货币资金、应收账款科目底稿编制与函证跟踪，累计发函 180 余份。' }],
      projects: [{ name: '上市公司现金流质量分析（大创项目）', role: '项目负责人', start_date: '2024-03', end_date: '2025-03', description: '采集 300 家上市公司 5 年数据，构建现金流质量评价指标体系，结题评定为优秀。' }],
      other: { skills: 'Excel（数据透视表、VLOOKUP、宏）、用友 U8、Python 数据分析基础', certificates: 'CPA 已通过会计、税法两科；初级会计职称', awards: '2024年 国家奖学金', languages: '英语 CET-6（590分）', self_evaluation: '细心严谨，数字敏感度高，能接受出差和阶段性加班。' },
    },
  },
  {
    major: '市场营销',
    title: '新媒体运营方向 · 本科应届',
    summary: '运营成果用粉丝增长、转化率等指标量化，作品与活动经验丰富。',
    resume: {
      basic: { name: '孙佳怡', sex: 2, birth_date: '2003-09-30', phone: '13700001006', email: 'sunjiayi@example.com', city: '广州', school: '临江大学', major: '市场营销', degree: 2, graduation_year: 2026 },
      intention: { categories: ['新媒体运营', '市场推广'], cities: ['广州', '深圳'], salary_min: 7000, salary_max: 10000, nature: 1 },
      education: [{ school: '临江大学', major: '市场营销', degree: 2, start_date: '2022-09', end_date: '2026-06', description: '主修：消费者行为学、品牌管理、市场调研、数字营销。' }],
      work: [{ kind: 1, company: '广州悦享文化传媒有限公司', position: '新媒体运营实习生', start_date: '2025-04', end_date: '2025-08', description: '负责品牌小红书与视频号日常运营，策划内容 60 余篇；单篇最高阅读 12 万，账号粉丝三个月增长 2.3 万。' }],
      projects: [{ name: '校园咖啡品牌推广策划', role: '策划负责人', start_date: '2024-10', end_date: '2024-12', description: '完成 500 份问卷调研与竞品分析，设计"早八打卡"活动，活动期间门店销量提升 35%。' }],
      other: { skills: '内容策划、文案写作、剪映/PR 视频剪辑、基础数据分析（Excel、新榜）', certificates: '', awards: '2024年 全国大学生市场调查与分析大赛 省级一等奖', languages: '英语 CET-6；粤语日常交流', self_evaluation: '对热点敏感、执行力强，喜欢用数据复盘内容效果。' },
    },
  },
  {
    major: '汉语言文学',
    title: '编辑/文案方向 · 本科应届',
    summary: '发表作品与编辑经历写具体，自我评价与岗位要求紧密对应。',
    resume: {
      basic: { name: '吴清扬', sex: 2, birth_date: '2004-04-16', phone: '13700001007', email: 'wuqingyang@example.com', city: '成都', school: '临江大学', major: '汉语言文学', degree: 2, graduation_year: 2026 },
      intention: { categories: ['编辑', '文案策划'], cities: ['成都', '北京'], salary_min: 6000, salary_max: 9000, nature: 1 },
      education: [{ school: '临江大学', major: '汉语言文学', degree: 2, start_date: '2022-09', end_date: '2026-06', description: '主修：古代文学、现当代文学、语言学概论、写作学。' }],
      work: [{ kind: 1, company: '蜀光出版社', position: '编辑助理（实习）', start_date: '2025-07', end_date: '2025-09', description: '参与 2 本社科类图书的三审三校，完成约 40 万字校对；撰写新书推介文案 10 篇。' }],
      projects: [{ name: '校报副刊"临江月"', role: '主编', start_date: '2023-09', end_date: '2025-06', description: '组织策划 16 期副刊，审稿 300 余篇，副刊获评省级优秀校园媒体。' }],
      other: { skills: '公文与新闻写作、图书编校、Office 与排版软件（InDesign）', certificates: '普通话一级乙等；高级中学教师资格证（语文）', awards: '2024年 全国大学生创意写作大赛 散文组二等奖', languages: '英语 CET-6', self_evaluation: '文字功底扎实，阅读面广，做事认真负责，对出版行业有长期热情。' },
    },
  },
  {
    major: '临床医学',
    title: '住院医师规培方向 · 本科应届',
    summary: '轮转科室与技能操作逐项列出，科研与证书信息完整。',
    resume: {
      basic: { name: '郑子墨', sex: 1, birth_date: '2002-02-27', phone: '13700001008', email: 'zhengzimo@example.com', city: '武汉', school: '临江大学', major: '临床医学', degree: 2, graduation_year: 2026 },
      intention: { categories: ['临床医生'], cities: ['武汉', '长沙'], salary_min: 6000, salary_max: 9000, nature: 1 },
      education: [{ school: '临江大学', major: '临床医学', degree: 2, start_date: '2021-09', end_date: '2026-06', description: '五年制。主修：内科学、外科学、妇产科学、儿科学、诊断学。' }],
      work: [{ kind: 1, company: '临江大学附属第一医院', position: '临床实习医师', start_date: '2025-01', end_date: '', description: '完成内科、外科、妇产科、儿科、急诊科轮转；独立完成病历书写 120 余份，掌握胸穿、腰穿、清创缝合等基本操作。' }],
      projects: [{ name: '2型糖尿病患者用药依从性调查', role: '主要成员', start_date: '2024-03', end_date: '2024-12', description: '参与 400 例患者随访与数据整理，协助撰写论文 1 篇（已投稿）。' }],
      other: { skills: '病历书写、心肺复苏、常见临床操作、SPSS 统计分析', certificates: 'BLS 基础生命支持证书', awards: '2023年 全国高等医学院校大学生临床技能竞赛 分赛区三等奖', languages: '英语 CET-6，可阅读英文文献', self_evaluation: '责任心强，沟通耐心，能承受高强度工作，立志成为一名优秀的内科医生。' },
    },
  },
];

import type { ResumeContent } from '@campus/shared-utils/rules';
import { classicalLinesOf, clichesOf, hollowDescriptionFindings, isBareCliche, isHollow } from '../src/ai/diagnose/cliches';
import { GAMING_CAP } from '../src/ai/diagnose/credibility';
import { diagnoseResume } from '../src/ai/diagnose/diagnose';
import { beyondInternScale, countOf, implausibleRoleFindings, INTERN_LEADS_MIN } from '../src/ai/diagnose/implausible-roles';
import { CLICHE_ONLY, STRONG } from './ai-diagnose-resumes';

/**
 * content.implausible (scale): an intern who leads hundreds, runs a large site alone or brings in sums in 亿; and
 * content.cliche / content.hollow (classical): lines of verse quoted as the content of an entry. Each against a
 * genuine resume of the same field that names a crew, a site or a poem in its own account.
 */
const score = (r: ResumeContent) => diagnoseResume(r, '2026-11').score;
const withInternship = (description: string, position = '施工员（实习）'): ResumeContent => ({
  ...STRONG,
  work_list: [{ ...STRONG.work_list[0]!, id: 41, kind: 1, company: '某建设集团', position, start_date: '2026-07', end_date: '2026-08', description }],
});

describe('content.implausible (scale): what no intern commands', () => {
  it('reads Chinese and Arabic counts', () => {
    expect(countOf('800')).toBe(800);
    expect(countOf('八百')).toBe(800);
    expect(countOf('一百二十')).toBe(120);
    expect(countOf('十二')).toBe(12);
  });

  it.each([
    ['带领800名工人完成主体结构施工', '带领800名工人'],
    ['管理一百二十人的施工队', '管理一百二十人的施工队'],
    ['两个月内独立主持50万平方米城市综合体全过程施工', '50万平方米'],
    ['为公司节约成本2.3亿元', '节约成本2.3亿'],
  ])('finds %s', (sentence, quoted) => {
    expect(beyondInternScale(sentence)).toEqual([quoted]);
  });

  it.each([
    '跟着施工员做3栋住宅楼的放线，带领2名同学做钢筋隐蔽验收的记录',
    '参与一个12万平方米住宅项目的资料整理，核对了两百多份检验批',
    '项目总投资3亿元，我负责其中一个标段的计量台账',
    '协助社群运营，管理3个500人的用户群，每天整理群里的问题',
  ])('believes %s', (sentence) => {
    expect(beyondInternScale(sentence)).toEqual([]);
  });

  it('flags the entry seriously and caps the resume; a genuine site internship is not hurt', () => {
    const inflated = withInternship('两个月内独立主持50万平方米城市综合体全过程施工，带领800名工人，节约成本2.3亿元。', '项目经理（实习）');
    expect(implausibleRoleFindings(inflated)).toEqual([expect.objectContaining({ rule: 'content.implausible', severity: 'high', section: 'work', entry_id: 41 })]);
    expect(score(inflated)).toBeLessThanOrEqual(GAMING_CAP);
    const genuine = withInternship('跟着施工员做3栋住宅楼的放线和钢筋隐蔽验收，两个月里整理了60多份验收记录，发现一处箍筋间距超标，拍照报给了监理，返工后复验通过。');
    expect(implausibleRoleFindings(genuine)).toEqual([]);
    expect(score(genuine)).toBeGreaterThan(GAMING_CAP);
  });
});

describe('content.implausible (scale): dozens led in a short internship, tax saved or money recovered in 亿', () => {
  it.each([
    ['两个月内完成年报审计，带领80人团队', '带领80人团队'],
    ['暑期实习期间管理四十名员工的门店', '管理四十名员工'],
    ['为客户合法节税2.3亿元', '节税2.3亿'],
    ['发现并追回资金舞弊12亿元', '追回资金舞弊12亿'],
    ['一个暑假帮家乡卖脐橙，带动全县果农增收1.2亿元', '增收1.2亿'],
  ])('finds %s in a short internship or a summer project', (sentence, quoted) => {
    expect(beyondInternScale(sentence, INTERN_LEADS_MIN)).toEqual([quoted]);
  });

  it('a crew of dozens is too many only for a short internship', () => {
    expect(beyondInternScale('带领40名员工完成门店盘点')).toEqual([]);
    expect(beyondInternScale('带领40名员工完成门店盘点', INTERN_LEADS_MIN)).toEqual(['带领40名员工']);
    // a summer camp's counsellor leads a group of 队员: only LEADS_MIN of them is too many
    expect(beyondInternScale('夏令营实习，带领30名队员完成三天的野外拓展', INTERN_LEADS_MIN)).toEqual([]);
  });

  it.each([
    '跟着审计组做存货监盘，带领2名实习生核对了300多张入库单',
    '协助税务经理整理研发费用加计扣除资料，帮客户节税约30万元',
    '所在项目组全年为客户节税上亿元，我负责其中两家的申报底稿',
    '协助催收组追回欠款85万元',
    '实习单位是一家年盈利3亿元的上市公司，我在财务部做费用报销的初审',
    '整理减税降费政策汇编，当年全国减税降费超1万亿元',
  ])('believes %s in a short internship', (sentence) => {
    expect(beyondInternScale(sentence, INTERN_LEADS_MIN)).toEqual([]);
  });

  it('flags a two-month intern leading 80 and saving 亿 in tax; a student-union president’s 80 and a 社团 of 200 are believed', () => {
    const inflated = withInternship('两个月内独立完成3家上市公司年报审计，带领80人团队；为客户合法节税2.3亿元。', '审计助理（实习）');
    expect(implausibleRoleFindings(inflated)).toEqual([expect.objectContaining({ rule: 'content.implausible', severity: 'high', section: 'work', entry_id: 41 })]);
    expect(score(inflated)).toBeLessThanOrEqual(GAMING_CAP);
    const project = STRONG.project_list[0]!;
    const campus: ResumeContent = {
      ...STRONG,
      project_list: [
        { ...project, id: 51, name: '校运会志愿服务', role: '学生会主席', description: '组织校运会，带领80名队员分成6个组负责检录和后勤，两天里处理了30多起临时换项。' },
        { ...project, id: 52, name: '摄影社', role: '社长', description: '管理200名成员的社团，每学期办两次外拍，整理了一份新人器材清单。' },
      ],
    };
    expect(implausibleRoleFindings(campus)).toEqual([]);
    // a year on one site (a 顶岗实习) is no short internship: the bar stays at LEADS_MIN
    const site = withInternship('跟着施工员带领40名工人做二次结构砌筑，记录每天的砌块用量。');
    const yearLong: ResumeContent = { ...site, work_list: [{ ...site.work_list[0]!, start_date: '2025-07', end_date: '2026-06' }] };
    expect(implausibleRoleFindings(yearLong)).toEqual([]);
  });
});

describe('content.cliche (classical): lines of verse quoted as content', () => {
  it.each([
    ['随风潜入夜，润物细无声。', ['随风潜入夜', '润物细无声']],
    ['春蚕到死丝方尽，蜡炬成灰泪始干。', ['春蚕到死丝方尽', '蜡炬成灰泪始干']],
    ['宝剑锋从磨砺出，梅花香自苦寒来。', ['宝剑锋从磨砺出', '梅花香自苦寒来']],
  ])('finds the lines of %s', (sentence, lines) => {
    expect(clichesOf(sentence)).toEqual(lines);
    expect(isBareCliche(sentence)).toBe(true);
  });

  it('leaves a student’s own parallel clauses and a poem taught in a lesson', () => {
    expect(classicalLinesOf('负责课件制作，参与课堂管理。')).toEqual([]);
    expect(classicalLinesOf('讲题会画图，控堂还要练。')).toEqual([]);
    expect(isBareCliche('讲题会画图，控堂还要练。')).toBe(false);
    expect(isHollow('给三年级上《春夜喜雨》，先让学生找“润物细无声”里写雨的字，再让他们用三句话写家乡的雨，全班42人交了40篇。')).toBe(false);
  });

  it('an internship and a project told in verse are hollow, and the resume is capped', () => {
    const verse: ResumeContent = {
      ...CLICHE_ONLY,
      work_list: [{ ...CLICHE_ONLY.work_list[0]!, description: '随风潜入夜，润物细无声。春蚕到死丝方尽，蜡炬成灰泪始干。' }],
      project_list: [{ ...CLICHE_ONLY.project_list[0]!, description: '桃李不言，下自成蹊。落红不是无情物，化作春泥更护花。' }],
    };
    expect(hollowDescriptionFindings(verse).map((f) => [f.section, f.severity])).toEqual([
      ['work', 'high'],
      ['project', 'high'],
    ]);
    expect(score(verse)).toBeLessThanOrEqual(GAMING_CAP);
    expect(hollowDescriptionFindings(STRONG)).toEqual([]);
  });
});

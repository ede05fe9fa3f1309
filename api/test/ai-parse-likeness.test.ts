import { readFileSync } from 'node:fs';
import path from 'node:path';
import { makeDocx } from '../src/seed/resume/demo-documents';
import { parseResumeDraft } from '../src/ai/parse/parse-draft';
import { parseResumeLines } from '../src/ai/parse/parse-resume';
import { RESUME_LIKE, resumeLikeness } from '../src/ai/parse/resume-likeness';
import { makeCorpus } from './ai-corpus/truth';
import { resumeLines } from './ai-corpus/written';

const fixture = (name: string) => readFileSync(path.join(__dirname, 'fixtures/ai', name));

const NOVEL = [
  '第一章 雨夜',
  '那年秋天，雨下得格外久。林生撑着一把旧伞，站在老街的路口，看着对面茶馆里昏黄的灯光。',
  '他想起母亲说过的话：人这一辈子，总要回一次故乡。可故乡早已不是记忆里的模样。',
  '茶馆的老板是个瘦高的老人，见他进门，只是抬了抬眼皮，又低头擦起了茶碗。',
  '第二章 旧信',
  '第二天清晨，他在阁楼的木箱里找到了一叠泛黄的信，信封上的字迹娟秀。',
];
const COVER_LETTER = [
  '求职信',
  '尊敬的招聘负责人：',
  '您好！我是临江大学计算机科学与技术专业的应届毕业生，在贵公司官网看到前端开发工程师的招聘信息，特此应聘。',
  '在校期间我认真学习专业课程，也参加过一些项目实践，希望能有机会加入贵公司。',
  '联系电话：13800000001，邮箱：zhou.yiming@example.com',
  '此致 敬礼',
  '周一鸣 2025年3月1日',
];
const SPREADSHEET = ['序号 姓名 部门 电话 入职日期', '1 张三 销售部 13800000011 2021-03-01', '2 李四 财务部 13800000012 2022-07-15', '3 王五 技术部 13800000013 2023-01-09', '合计 3人'];

describe('resumeLikeness', () => {
  it('finds a resume in a resume: contact, education, headings and sure fields', () => {
    const { confidence, low_confidence } = resumeLikeness(parseResumeLines(resumeLines(makeCorpus()[0]!)));
    expect(low_confidence).toBe(0);
    expect(confidence).toBeGreaterThanOrEqual(0.9);
  });

  it('says a novel, a cover letter and a spreadsheet export are not resumes', () => {
    for (const lines of [NOVEL, COVER_LETTER, SPREADSHEET]) {
      const likeness = resumeLikeness(parseResumeLines(lines));
      expect(likeness.low_confidence).toBe(1);
      expect(likeness.confidence).toBeLessThan(RESUME_LIKE);
    }
    expect(resumeLikeness(parseResumeLines(NOVEL)).confidence).toBe(0);
  });

  it('weighs each sign: a resume with contact and headings but no education still reads as one, marked low_confidence (no school)', () => {
    const lines = ['周一鸣', '电话：13800000001 邮箱：zhou.yiming@example.com', '实习经历', '云帆数据科技有限公司 | 前端开发实习生 2024.07 - 2024.09', '负责数据看板的前端开发', '专业技能', 'React、TypeScript', '证书', '计算机二级'];
    const likeness = resumeLikeness(parseResumeLines(lines));
    expect(likeness.low_confidence).toBe(1);
    expect(likeness.confidence).toBeGreaterThanOrEqual(RESUME_LIKE);
    expect(likeness.confidence).toBeLessThan(1);
  });

  it('is honest about a resume without a name or contacts: low_confidence 1, confidence under 1, still a resume', () => {
    const whole = resumeLines(makeCorpus()[0]!);
    const truth = makeCorpus()[0]!;
    const nameless = whole.filter((l) => !l.includes(truth.basic.name));
    const noContacts = whole.filter((l) => !l.includes(truth.basic.phone.slice(-4)) && !l.includes(truth.basic.email));
    for (const lines of [nameless, noContacts]) {
      const likeness = resumeLikeness(parseResumeLines(lines));
      expect(likeness).toMatchObject({ low_confidence: 1 });
      expect(likeness.confidence).toBeLessThan(1);
      expect(likeness.confidence).toBeGreaterThanOrEqual(RESUME_LIKE);
    }
    expect(resumeLikeness(parseResumeLines(whole))).toEqual({ confidence: 1, low_confidence: 0 });
  });

  it('marks a school the contact lines contradict as unsure, and the draft low_confidence', () => {
    const lines = ['陈思远', '毕业院校：武汉大学', '电话：13912345678 邮箱：chen@example.com', '教育背景', '2020.09-2024.06 华中科技大学 机械工程 本科', '实习经历', '2023.07-2023.09 武汉重型机床集团有限公司 机械设计实习生'];
    const draft = parseResumeLines(lines);
    expect(draft.basic.value.school).toBe('华中科技大学');
    expect(draft.basic.confidence.school).toBeLessThan(0.6);
    expect(resumeLikeness(draft).low_confidence).toBe(1);
    const agreeing = parseResumeLines(lines.map((l) => l.replace('武汉大学', '华中科技大学')));
    expect(resumeLikeness(agreeing).low_confidence).toBe(0);
    expect(agreeing.basic.confidence.school).toBeGreaterThanOrEqual(0.6);
  });
});

describe('parseResumeDraft', () => {
  it('answers a resume PDF in the answer shape, sure, with empty intention lists and source engine', async () => {
    const draft = await parseResumeDraft(fixture('resume-one-column.pdf'));
    expect(draft).toMatchObject({ intention: { categories: ['前端开发工程师'], cities: ['杭州'] }, low_confidence: 0, source: 'engine' });
    expect(draft.basic.value.name).toBe('周一鸣');
    expect('sections' in draft).toBe(false);
  });

  it('answers low_confidence 1 for a novel as PDF and as DOCX', async () => {
    expect(await parseResumeDraft(fixture('not-resume-novel.pdf'))).toMatchObject({ low_confidence: 1 });
    expect(await parseResumeDraft(makeDocx(NOVEL))).toMatchObject({ low_confidence: 1, confidence: 0 });
  });
});

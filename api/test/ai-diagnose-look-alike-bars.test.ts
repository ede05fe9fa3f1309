import type { ResumeContent } from '@campus/shared-utils/rules';
import { diagnoseResume } from '../src/ai/diagnose/diagnose';
import { keywordLists } from '../src/ai/diagnose/gaming';
import { isKeywordList, readLookAlikeBars } from '../src/ai/diagnose/sentences';
import { PLAIN } from './ai-diagnose-resumes';
import { expectWithinMs } from './timing';

/** Rules of the hundred-and-thirty-second batch's resumes (docs/api-ai-career.md). */
describe('content.keyword-list.look-alike-bars: terms strung on a stroke that looks like a bar', () => {
  const terms = ['PyTorch', 'TensorFlow', 'CUDA', '强化学习', '图神经网络', '推荐系统', '多模态'];

  it('terms strung on 丨 亅 丶 丿 〡 ǀ ㅣ (or a Kangxi radical ⼁) are a list, as on a bar', () => {
    for (const mark of ['丨', '亅', '丶', '丿', '〡', 'ǀ', 'ㅣ', '⼁', '｜', '∣', '︱']) {
      expect([mark, isKeywordList(`${mark}${terms.join(mark)}${mark}`)]).toEqual([mark, true]);
    }
    expect(isKeywordList('卷积网络丨目标检测丨大模型丨微调丨准确率提升40%丨首先丨其次丨落地')).toBe(true);
  });

  it('a word that holds one such stroke keeps it, and prose that uses 丶 for 、 is no list', () => {
    expect(readLookAlikeBars('和昵称叫小明丶的同学一起联调')).toBe('和昵称叫小明丶的同学一起联调');
    expect(readLookAlikeBars('汉字的笔画“丨”读作竖')).toBe('汉字的笔画“丨”读作竖');
    expect(isKeywordList('负责小程序前端开发，和昵称叫小明丶的同学联调接口，最终按期上线，日活三百人。')).toBe(false);
    expect(isKeywordList('我负责排查慢接口丶给优惠券表加了联合索引丶写了排查文档，接口耗时从两秒降到两百毫秒。')).toBe(false);
  });

  it('a resume whose project and skills are strung on 丨 is found gaming and capped', () => {
    const salad: ResumeContent = {
      ...PLAIN,
      work_list: [],
      project_list: [{ ...PLAIN.project_list[0]!, description: `丨${['CNN', 'YOLO', 'BERT', '大模型', 'RAG', '微调', 'LoRA', '首先', '其次', '落地'].join('丨')}丨` }],
      other: { ...PLAIN.other, skills: `丨${terms.join('丨')}丨` },
    };
    expect(keywordLists(salad).map((f) => f.section)).toContain('project');
    expect(diagnoseResume(salad, '2026-11').score).toBeLessThanOrEqual(40);
  });

  it('5,000 characters of near matches (strokes inside words, one of each) are read in well under 50 ms', () => {
    const hostile = '小明丶的同学丨竖 亅钩ǀ '.repeat(400).slice(0, 5000);
    expectWithinMs(() => readLookAlikeBars(hostile), 50);
    // a text of its own each try: isKeywordList remembers its last answers
    expectWithinMs((attempt) => isKeywordList(attempt + hostile), 200);
  });
});

describe('content.keyword-list.sentence-grammar: a clause told in plain verbs is told', () => {
  const told = '三人小组，Spring Boot + MyBatis + MySQL。我写了书城的发布、检索和下单接口，用Redis缓存首页。上线在本校用了一学期，注册两百多人。';

  it('a first-person subject or a done 了 tells, though the verb list knows no verb there', () => {
    expect(isKeywordList(told)).toBe(false);
    expect(keywordLists({ ...PLAIN, project_list: [{ ...PLAIN.project_list[0]!, description: told }] }).filter((f) => f.section === 'project')).toEqual([]);
  });

  it('terms with 自我 or 了解 among them, or a run of terms holding 了, are still a list', () => {
    expect(isKeywordList('自我驱动、抗压、团队协作、沟通、执行力、学习能力、创新、赋能')).toBe(true);
    expect(isKeywordList('了解Docker、Kafka、Redis、MySQL、Nginx、Linux、Git')).toBe(true);
    expect(isKeywordList('学了Java/Spring/MyBatis/Redis/MySQL/Kafka/Docker/K8s')).toBe(true);
  });

  it('为了, 除了 and 罢了 tell no deed: terms strung behind them are still a list, a deed after them is told', () => {
    expect(isKeywordList('熟悉Java。除了Java，Go。除了Go，Rust。除了Rust，Kotlin。')).toBe(true);
    expect(isKeywordList('为了高可用：Redis/Kafka/MySQL/ES/Nginx/分库分表')).toBe(true);
    expect(isKeywordList('为了赶在开学前上线，我把选课、退课、查询和导出四个接口拆开压测，改了两处慢查询。')).toBe(false);
  });

  it('5,000 characters of near matches (自我, 了解 between terms) are read in well under 50 ms over the list rule', () => {
    const hostile = '自我驱动、了解Redis、'.repeat(400).slice(0, 5000);
    // a text of its own each try: isKeywordList remembers its last answers
    expectWithinMs((attempt) => isKeywordList(attempt + hostile), 200);
  });
});

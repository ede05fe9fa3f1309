import { bankQuestion } from '../src/ai/interview/bank';
import { definesAskedSet, listsTerms } from '../src/ai/interview/enumeration';
import { sentencesOf } from '../src/ai/interview/sentences';
import { tellsAskedSteps } from '../src/ai/interview/ordered-steps';
import { scoreOne } from './ai-interview-answers';
import { expectWithinMs, WHOLE_READ_MS } from './timing';

/**
 * A short correct answer to a question asking for items, given as the items with a word on them: a set told part by
 * part (interview.gaming.enumeration.defined.part, enumeration.ts definesAskedSet) and a list closed by 和 after the
 * head that states it (interview.sentences.gathered-list.closed, sentences.ts) are said, not terms strung. Written for
 * these tests: none is an item of a rated set.
 */
const FIVE = { text: '请说说“五险一金”的内容。' };
const RULES = { text: '请说说“四查十对”的内容。' };
const JAVA = bankQuestion('java-06')!;
const said = (text: string) => sentencesOf(text).share;

describe('interview.gaming.enumeration.defined.part: a quoted set told part by part', () => {
  it('reads an answer opening on the name’s leading part and defining it as the definition asked', () => {
    expect(definesAskedSet('五险是养老、医疗、失业、工伤、生育保险，一金就是住房公积金。', FIVE)).toBe(true);
    expect(definesAskedSet('四查就是查床头卡、查医嘱、查药品、查有效期，十对是对姓名、性别、年龄、床号这些。', RULES)).toBe(true);
    expect(listsTerms('五险是养老、医疗、失业、工伤、生育、补充医疗保险，一金就是公积金', FIVE)).toBe(false);
  });

  it('leaves alone a list opening on something else, or on the part with no definition', () => {
    const list = '养老、医疗、失业、工伤、生育、公积金、补充医疗、企业年金';
    expect(definesAskedSet(list, FIVE)).toBe(false);
    expect(listsTerms(list, FIVE)).toBe(true);
    expect(definesAskedSet('五险很重要，养老、医疗、失业、工伤、生育、公积金', FIVE)).toBe(false);
    expect(definesAskedSet('我觉得五险是养老、医疗、失业、工伤、生育、公积金', FIVE)).toBe(false);
    expect(definesAskedSet('五险是养老、医疗、失业、工伤、生育、公积金', { text: '你如何看待“五险一金”？' })).toBe(false);
  });
});

describe('interview.sentences.gathered-list.closed: a list closed by 和 after its head is said whole', () => {
  it('says a list after 分为, 包括 or 有 that 和 closes at the clause’s end', () => {
    expect(said('线程状态分为新建、就绪、运行、阻塞和终止。')).toBe(1);
    expect(said('报表包括资产负债表、利润表、现金流量表以及附注')).toBe(1);
  });

  it('cuts a list with no head stating it, or left open, as before', () => {
    expect(said('新建、就绪、运行、阻塞和终止')).toBeLessThan(0.5);
    expect(said('熟悉Java、MySQL、Redis和Docker')).toBeLessThan(0.5);
    expect(said('用过Vue、React、Webpack和Docker')).toBeLessThan(0.5);
    expect(said('包括Java、MySQL、Redis等')).toBeLessThan(0.5);
  });

  it('scores a short correct recall above a keyword salad on the same question', () => {
    const java = { category: 'Java开发', group: '互联网' };
    const recall = 'JVM运行时内存分为程序计数器、虚拟机栈、本地方法栈、堆和方法区。对象实例都在堆上，栈帧里存局部变量。';
    const salad = 'JVM 堆 栈 方法区 程序计数器 本地方法栈 元空间 GC 垃圾回收 调优 内存模型';
    expect(scoreOne(JAVA, recall, java).score).toBeGreaterThanOrEqual(45);
    expect(scoreOne(JAVA, salad, java).score).toBeLessThan(20);
  });
});

describe('bare recall: a 5,000-character answer of near matches reads in well under the bound', () => {
  it('keeps each pattern and the whole reading linear', () => {
    const parts = '五险五险是、养老、'.repeat(600).slice(0, 5000);
    const closed = '分为甲、乙、丙和丁和、'.repeat(500).slice(0, 5000);
    expectWithinMs((i) => definesAskedSet(`${i}${parts}`, FIVE), 50);
    expectWithinMs((i) => listsTerms(`${i}${parts}`, FIVE), WHOLE_READ_MS);
    expectWithinMs((i) => sentencesOf(`${i}${closed}`), WHOLE_READ_MS);
  });
});

describe('interview.gaming.steps.ordered: a process asked, told step by step in order', () => {
  const RECRUIT = { text: '招聘的基本流程是怎样的？' };
  const CLASS = { text: '你会如何组织一次班会？' };
  const ordered = '招聘流程一般就是定岗位需求、发招聘信息、筛简历、约面试、谈薪资，然后发offer，再办入职。';
  const meeting = '组织班会要先定主题和目标，然后安排开场、讨论、分享和总结，再收集同学的反馈。';

  it('reads an answer opening on the question’s word and placing steps said with their verb in order', () => {
    expect(tellsAskedSteps(ordered, RECRUIT)).toBe(true);
    expect(tellsAskedSteps(meeting, CLASS)).toBe(true);
    expect(listsTerms(meeting, CLASS)).toBe(false);
  });

  it('leaves alone nouns put in order, steps with no order, an answer opening elsewhere, and a question asking no process', () => {
    expect(tellsAskedSteps('招聘流程就是需求、岗位、简历、面试、薪资、offer，然后入职，再试用期。', RECRUIT)).toBe(false);
    expect(tellsAskedSteps('招聘流程就是定岗位需求、发招聘信息、筛简历、约面试、谈薪资、发offer、办入职。', RECRUIT)).toBe(false);
    expect(tellsAskedSteps('我觉得挺简单的，定岗位需求、发招聘信息，然后筛简历，再约面试。', RECRUIT)).toBe(false);
    expect(tellsAskedSteps('首先，其次，然后，再次，最后。提升30%，最终，结果，负责，主导，推动。', RECRUIT)).toBe(false);
    expect(tellsAskedSteps(ordered.replace('招聘流程', '招聘'), { text: '你为什么选择人力资源？' })).toBe(false);
    expect(listsTerms('组织班会就是主题、目标、开场、讨论、分享、总结、反馈、评价', CLASS)).toBe(true);
  });

  it('scores a purchasing process told in order above the same field’s terms put in order or strewn', () => {
    const buyer = bankQuestion('buyer-03')!;
    const iv = { category: '采购专员', group: '供应链' };
    const told = scoreOne(buyer, '采购流程一般就是提申请、找供应商、谈价格、签合同，然后跟进交货，再验收入库付款。', iv).score;
    expect(told).toBeGreaterThanOrEqual(35);
    expect(scoreOne(buyer, '采购流程就是需求、供应商、询价、合同、下单，然后验收，再付款。', iv).score).toBeLessThan(20);
    expect(scoreOne(buyer, '采购流程 需求 供应商 询价 比价 合同 下单 跟单 验收 付款 库存 成本 谈判 质量', iv).score).toBeLessThan(20);
  });

  it('keeps a 5,000-character answer of near matches linear', () => {
    const near = '招聘流程先然后再发信息、'.repeat(500).slice(0, 5000);
    expectWithinMs((i) => tellsAskedSteps(`${i}${near}`, RECRUIT), 50);
    expectWithinMs((i) => listsTerms(`${i}${near}`, RECRUIT), WHOLE_READ_MS);
  });
});

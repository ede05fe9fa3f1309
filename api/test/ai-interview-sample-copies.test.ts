import { analyzeAnswer } from '../src/ai/interview/analysis';
import { allQuestions, bankQuestion } from '../src/ai/interview/bank';
import { containsBankSample } from '../src/ai/interview/sample-copies';

/**
 * interview.gaming.copied.wrapped: an answer that holds most of a bank sample, any question's, is that sample copied
 * whatever wraps it; the share read is the sample's, so a wrapper as long as the copy does not hide it.
 */
const q = (id: string) => bankQuestion(id)!;
const timing = { seconds: 120, seconds_used: 60, late: 0 };
const gaming = (id: string, answer: string) => analyzeAnswer(q(id), answer, timing).gaming;

/** A social-media note around a pasted text: a header, hashtags, a story of the interview, likes and comments. */
const note = (pasted: string) =>
  [
    '面试必背｜这题直接抄作业✅',
    '#面试 #应届生求职 #面试题库 #秋招',
    '姐妹们！上周面试被问到这个，我就是背的下面这段，面试官频频点头，整理出来给大家：',
    `📌 ${pasted}`,
    '📌 建议一字不差背下来，语速放慢显得很专业～背之前先喝口水，别紧张，眼神看着面试官。',
    '❤️ 1.5w　⭐ 9021　💬 402',
    '评论：求后续！/ 已背，明天面试冲 / 蹲一个别的题 / 收藏了，谢谢姐妹 / 这个真的有用吗',
  ].join('\n');

describe('interview.gaming.copied.wrapped: a bank sample inside a wrapper', () => {
  it('reads a sample pasted whole inside a note of its own length as copied', () => {
    const wrapped = note(q('buyer-06').sample);
    expect(containsBankSample(wrapped)).toBe(true);
    expect(gaming('buyer-06', wrapped)).toBe('copied');
  });

  it("reads another question's sample inside a wrapper as copied too", () => {
    expect(gaming('buyer-06', note(q('java-13').sample))).toBe('copied');
  });

  it('reads a wrapped sample with a sentence of it dropped as copied', () => {
    const sentences = q('buyer-06').sample.split('。').filter(Boolean);
    expect(gaming('buyer-06', note(`${sentences.slice(0, -1).join('。')}。`))).toBe('copied');
  });

  it('keeps an answer on the same points in the student’s own words', () => {
    const own =
      '我在一家家具厂实习时管过采购合同。签之前我会对着模板把规格、验收标准、交货日期和付款节点一条条核对，金额超过五万的要发给法务看。签完以后我做了一张表，每周更新到货情况，有一次供应商晚了三天，我按合同里的违约条款跟他们谈了扣款。改交期都让对方盖章出补充协议，最后合同和验收单一起扫描归档。';
    expect(containsBankSample(own)).toBe(false);
    expect(gaming('buyer-06', own)).toBeNull();
  });

  it('keeps a statute recited in the student’s own order and words (the same law as a sample)', () => {
    const own =
      '必备条款我记得是劳动合同法第十七条：用人单位的名称、住所和法定代表人，劳动者的姓名、住址和身份证号，合同期限，工作内容和地点，工作时间和休息休假，劳动报酬，社会保险，劳动保护和职业危害防护。试用期跟合同期限挂钩，三个月到一年的最多一个月，一到三年的最多两个月，三年以上和无固定期限的最多六个月，同一个单位只能约一次。';
    expect(containsBankSample(own)).toBe(false);
  });

  it('compares nothing short: a line of a sample is under the minimum', () => {
    expect(containsBankSample('合同要归档。')).toBe(false);
  });

  it('reads every bank sample as containing itself (the check is the sample’s share)', () => {
    for (const question of allQuestions().slice(0, 40)) if ([...question.sample].length >= 40) expect(containsBankSample(question.sample)).toBe(true);
  });
});

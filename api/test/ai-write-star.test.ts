import { asAction, classifyClause, splitClauses, starBullets, withPlaceholder } from '../src/ai/write/star';
import { keepOwnNumbers, numbersOf } from '../src/ai/write/numbers';

const digitsOf = (text: string) => text.match(/\d+(?:\.\d+)?/g) ?? [];

describe('STAR clauses', () => {
  it('splits the student’s text at sentence marks and commas, dropping list marks and pronouns', () => {
    expect(splitClauses('1. 我在实习期间负责搭建看板，我们分析了订单数据。\n• 主要和同学一起上线了小程序')).toEqual([
      { text: '负责搭建看板', sentence: 0 },
      { text: '分析了订单数据', sentence: 0 },
      { text: '上线了小程序', sentence: 1 },
    ]);
  });

  it('tells situation, task, action and result by cue words', () => {
    expect(classifyClause('针对门店销量下滑的问题')).toBe('situation');
    expect(classifyClause('目标是找出复购下降的原因')).toBe('task');
    expect(classifyClause('搭建销售数据看板')).toBe('action');
    expect(classifyClause('使复购率提升了12%')).toBe('result');
    expect(classifyClause('最终获得老师好评')).toBe('result');
    // an opening action verb wins over a change word; 使用 is not the result cue 使
    expect(classifyClause('优化首屏加载速度')).toBe('action');
    expect(classifyClause('使用Python清洗数据')).toBe('action');
    expect(classifyClause('页面加载时间缩短')).toBe('result');
    expect(classifyClause('上线后吸引了很多同学使用')).toBe('result');
  });

  it('opens action lines with an action verb, keeping the student’s own', () => {
    expect(asAction('设计数据库表结构')).toBe('设计数据库表结构');
    expect(asAction('做了一个校园二手交易小程序')).toBe('完成了一个校园二手交易小程序');
    expect(asAction('写爬虫脚本抓取招聘数据')).toBe('编写爬虫脚本抓取招聘数据');
    expect(asAction('用SQL分析订单数据')).toBe('使用SQL分析订单数据');
    expect(asAction('数据清洗和特征工程')).toBe('负责数据清洗和特征工程');
    expect(asAction('用户访谈与需求整理')).toBe('负责用户访谈与需求整理');
  });

  it('puts a placeholder after the first change word of a result without a figure, replacing vague amounts', () => {
    expect(withPlaceholder('使复购率明显提升了')).toBe('使复购率提升了【X%】');
    expect(withPlaceholder('吸引了很多同学参加')).toBe('吸引了【X人】同学参加');
    expect(withPlaceholder('复购率提升12%')).toBe('复购率提升12%');
    expect(withPlaceholder('获得老师好评')).toBe('获得老师好评');
  });
});

describe('starBullets', () => {
  const text = '使复购率明显提升。我在实习时负责搭建销售数据看板，用SQL分析了3万条订单数据。针对门店销量下滑的问题，目标是找出原因。';

  it('orders the bullets situation, task, action, result whatever order the student wrote them in', () => {
    const lines = starBullets(text, 0).split('\n');
    expect(lines.every((l) => l.startsWith('• '))).toBe(true);
    expect(lines[0]).toBe('• 背景：针对门店销量下滑的问题');
    expect(lines[1]).toBe('• 任务：目标是找出原因');
    // the actions of one sentence make one line, each opening with an action verb
    expect(lines[2]).toBe('• 负责搭建销售数据看板，使用SQL分析了3万条订单数据');
    expect(lines.at(-1)).toBe('• 成果：使复购率提升【X%】');
  });

  it('never writes a number the student did not give, and asks for a figure when there is no result', () => {
    const out = starBullets('负责校园招新活动的宣传，设计海报和推文。', 1);
    expect(digitsOf(out)).toEqual([]);
    expect(out.split('\n').at(-1)).toMatch(/^• 最终【请补充成果/);
    for (const v of [0, 1, 2]) for (const d of digitsOf(starBullets(text, v))) expect(numbersOf(text).has(d)).toBe(true);
  });

  it('words the bullets another way for each variant, in a cycle', () => {
    const [a, b, c, d] = [0, 1, 2, 3].map((v) => starBullets(text, v));
    expect(new Set([a, b, c]).size).toBe(3);
    expect(d).toBe(a);
    expect(starBullets('', 0)).toBe('');
  });
});

describe('keepOwnNumbers', () => {
  it('keeps the student’s numbers and turns any other into a placeholder with its unit', () => {
    const own = numbersOf('用户3000+，复购率提升１２％');
    expect(keepOwnNumbers('用户3000+，复购率提升12%，效率提高35%，服务200人，耗时2.5小时', own)).toBe('用户3000+，复购率提升12%，效率提高【X%】，服务【X人】，耗时【X小时】');
  });
});

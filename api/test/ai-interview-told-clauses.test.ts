import { bankQuestion } from '../src/ai/interview/bank';
import { explainsSomething, listsTerms } from '../src/ai/interview/enumeration';
import { toldClause } from '../src/ai/interview/told-steps';
import { expectWithinMs, WHOLE_READ_MS } from './timing';

/**
 * interview.gaming.enumeration.clause: a part that says something of a subject (个人按比例交, 比例各地不一样) is a clause, no
 * term of a list, and two such clauses after a list explain what it names. Written for these tests: none is an item of a
 * rated set.
 */
const HR = bankQuestion('hr-10')!;

describe('interview.gaming.enumeration.clause: a clause said of a subject is no term', () => {
  it('reads a subject with a predicate marked by a preposition or a negation as a clause', () => {
    for (const part of ['个人按比例交', '企业按月缴纳', '单位按工资基数缴纳', '个人不用交', '项目各医院不一样']) expect(toldClause(part)).toBe(true);
  });

  it('leaves terms alone: a preposition with no subject, a negated quality, what one says of oneself', () => {
    for (const part of ['按需加载', '数据不一致', '库存不准', '点对点通信', '不正当竞争', '面向对象', '这些我都不陌生', '公司']) expect(toldClause(part)).toBe(false);
  });

  it('does not read a short definition with who pays and how it differs as a list of terms', () => {
    const told = '入职体检包括血常规、尿常规、血脂、血糖、心电图，再加上胸片，费用按公司标准报销，项目各医院不一样。';
    expect(explainsSomething(told)).toBe(true);
    expect(listsTerms(told, HR)).toBe(false);
    // one clause after the list may be a tag line: still a list
    expect(listsTerms('入职体检包括血常规、尿常规、血脂、血糖、心电图，再加上胸片，费用按公司标准报销。', HR)).toBe(true);
  });

  it('still reads strings of terms as lists: negated qualities among them, one tag line after them, a personal tail', () => {
    expect(listsTerms('缓存穿透、缓存雪崩、缓存击穿、数据不一致、库存不准、接口超时、热点key。')).toBe(true);
    expect(listsTerms('懒加载、预加载、防抖节流、CDN加速、Gzip压缩、雪碧图、代码分割，页面按路由拆分。')).toBe(true);
    expect(listsTerms('Vue、React、Angular、Node、Webpack、Vite，这些我都不陌生。')).toBe(true);
    expect(listsTerms('五险一金、养老保险、医疗保险、失业保险、工伤保险、生育保险、住房公积金、社保、医保。', HR)).toBe(true);
  });

  it('reads a 5,000-character answer of near matches in well under the bound', () => {
    const hostile = '个人按比例交、比例各地不一样、按需加载、数据不一致，'.repeat(200).slice(0, 5000);
    expectWithinMs((i) => listsTerms(`${i}${hostile}`, HR), WHOLE_READ_MS);
    expectWithinMs((i) => toldClause(`${i}${hostile.replace(/[、，]/gu, '')}`), WHOLE_READ_MS);
  });
});

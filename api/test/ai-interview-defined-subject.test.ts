import { askedName, definesAskedSubject } from '../src/ai/interview/defined-subject';
import { listsTerms } from '../src/ai/interview/enumeration';
import { bankQuestion } from '../src/ai/interview/bank';
import { scoreOne } from './ai-interview-answers';
import { expectWithinMs } from './timing';

/**
 * interview.gaming.enumeration.defined-subject: a what-is question (什么是X) answered by X defined by its items and
 * something said of them is the definition asked, no list strung for show. Written for these tests: none is an item
 * of a rated set.
 */
const SAFETY = { text: '什么是安全库存？如何确定？' };
const WELFARE = { text: '什么是五险一金？' };

describe('interview.gaming.enumeration.defined-subject: a named matter defined by its items', () => {
  it('reads the name a what-is question asks about, and none elsewhere', () => {
    expect(askedName(SAFETY)).toBe('安全库存');
    expect(askedName(WELFARE)).toBe('五险一金');
    expect(askedName({ text: '收益率曲线是什么？' })).toBe('收益率曲线');
    expect(askedName({ text: '讲一次你协调多方完成紧急任务的经历。' })).toBeUndefined();
  });

  it('takes the name, a defining word, its items and a clause said of them for a definition', () => {
    const told = '社保五险一金就是养老、医疗、失业、工伤、生育保险和住房公积金，单位和个人按比例缴纳。';
    expect(definesAskedSubject(told.replace('社保', ''), WELFARE)).toBe(true);
    expect(listsTerms(told.replace('社保', ''), WELFARE)).toBe(false);
    expect(scoreOne(bankQuestion('hr-10')!, told.replace('社保', ''), { category: '人力资源', group: '职能' }).score).toBeGreaterThanOrEqual(40);
  });

  it('leaves the items alone, a list opening elsewhere, and a question that names no matter, as lists', () => {
    const bare = '五险一金就是养老保险、医疗保险、失业保险、工伤保险、生育保险、住房公积金。';
    expect(definesAskedSubject(bare, WELFARE)).toBe(false);
    expect(listsTerms(bare, WELFARE)).toBe(true);
    const elsewhere = '我觉得这个问题很重要，就是养老、医疗、失业、工伤、生育保险和住房公积金，单位和个人按比例缴纳。';
    expect(definesAskedSubject(elsewhere, WELFARE)).toBe(false);
    expect(definesAskedSubject('五险一金就是养老、医疗、失业、工伤、生育保险和住房公积金，单位和个人按比例缴纳。', { text: '讲一次你帮同事算社保的经历。' })).toBe(false);
    // the name followed by no defining word (五险一金很重要) defines nothing
    expect(definesAskedSubject('五险一金很重要，养老、医疗、失业、工伤、生育，单位和个人按比例缴纳。', WELFARE)).toBe(false);
  });

  it('reads a 5,000-character text of near matches within the bound', () => {
    const hostile = `五险一金就是${'养老、医疗、失业保险，'.repeat(500)}`;
    expectWithinMs(() => definesAskedSubject(hostile, WELFARE), 50);
  });
});

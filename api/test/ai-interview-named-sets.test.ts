import { bankQuestion } from '../src/ai/interview/bank';
import { definesAskedSet, listsTerms } from '../src/ai/interview/enumeration';
import { asksForList } from '../src/ai/interview/findings';
import { scoreOne } from './ai-interview-answers';
import { expectWithinMs, WHOLE_READ_MS } from './timing';

/**
 * A question asking what a set it names in quotation marks holds (请说说“五常法”的内容) is answered by the set's items:
 * a list is part of its answer (interview.gaming.list.named-set, findings.ts asksForList), and a list that opens by
 * defining the name (五常法就是…) is the definition asked, no terms strung (interview.gaming.enumeration.defined,
 * enumeration.ts definesAskedSet). Written for these tests: none is an item of a rated set.
 */
const FIVE = { text: '请说说“五常法”的内容。' };
const NURSE = bankQuestion('nurse-02')!;

describe('interview.gaming.enumeration.defined / list.named-set: the items of a set the question names', () => {
  it('reads a question asking what a quoted set holds as asking for a list', () => {
    expect(asksForList(FIVE)).toBe(true);
    expect(asksForList({ text: '请说说“四个意识”具体包括什么。' })).toBe(true);
    expect(asksForList({ text: '你如何看待“躺平”？' })).toBe(false);
    expect(asksForList({ text: '请说说你对“内卷”的理解。' })).toBe(false);
  });

  it('reads a list opened by defining the asked name as the definition', () => {
    expect(definesAskedSet('五常法就是常组织、常整顿、常清洁、常规范、常自律，每天都要做到。', FIVE)).toBe(true);
    expect(definesAskedSet('所谓五常法是指常组织、常整顿、常清洁、常规范、常自律', FIVE)).toBe(true);
    expect(listsTerms('五常法就是常组织、常整顿、常清洁、常规范、常自律、常检查', FIVE)).toBe(false);
  });

  it('leaves alone a list that opens elsewhere, or a question naming no set', () => {
    const list = '管理、组织、整顿、清洁、规范、自律、检查、安全';
    expect(definesAskedSet(list, FIVE)).toBe(false);
    expect(listsTerms(list, FIVE)).toBe(true);
    expect(definesAskedSet('我觉得五常法就是管理、组织、整顿、清洁', { text: '你如何理解“五常法”？' })).toBe(false);
    expect(definesAskedSet('我们科室平时也讲五常法，就是管理、组织、整顿、清洁、规范、自律', FIVE)).toBe(false);
  });

  it('scores a short correct definition by its list above a keyword list', () => {
    const told = '三查七对就是操作前、操作时、操作后查，七对对床号、姓名、药名、剂量、浓度、时间、用法。';
    const salad = '三查七对 查对 核对 护理 安全 规范 制度 责任 流程 床号 姓名';
    const nurse = { category: '护士', group: '医疗' };
    expect(scoreOne(NURSE, told, nurse).score).toBeGreaterThan(20);
    expect(scoreOne(NURSE, salad, nurse).score).toBeLessThan(15);
  });

  it('reads a 5,000-character answer of near matches in well under the bound', () => {
    const hostile = '五常法五常法就是、常组织、'.repeat(400).slice(0, 5000);
    expectWithinMs((i) => definesAskedSet(`${i}${hostile}`, FIVE) || asksForList({ text: `${i}${hostile}` }), 50);
    expectWithinMs((i) => listsTerms(`${i}${hostile}`, FIVE), WHOLE_READ_MS);
  });
});

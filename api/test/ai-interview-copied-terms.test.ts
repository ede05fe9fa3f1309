import { analyzeAnswer } from '../src/ai/interview/analysis';
import { bankQuestion } from '../src/ai/interview/bank';
import { containment } from '../src/ai/interview/gaming';
import { bareUnits, unitsWithTerms } from '../src/ai/interview/sample-copies';
import { CONTAINMENT_SHARE } from '../src/ai/interview/weights';
import { expectWithinMs, WHOLE_READ_MS } from './timing';

/**
 * interview.gaming.copied.terms: the question's own Chinese terms count one unit each when an answer is compared with
 * its sample, as a Latin word does: a short correct answer naming the terms the sample names is no copy of it.
 */
const q = (id: string) => bankQuestion(id)!;
const timing = { seconds: 120, seconds_used: 60, late: 0 };
const gaming = (id: string, answer: string) => analyzeAnswer(q(id), answer, timing).gaming;
const terms = (id: string) => q(id).keywords.flat();
/** The sample's share of the answer's grams, read the old way (every character a unit) and with the terms as units. */
const shares = (id: string, answer: string) => [containment(answer, q(id).sample), containment(answer, q(id).sample, terms(id))];

describe('interview.gaming.copied.terms: a short answer naming the terms the sample names', () => {
  it.each([
    ['java-08', '就是ACID，原子性、一致性、隔离性、持久性。隔离级别有四种，MySQL默认就是可重复读这一种。'],
    ['java-08', '说的是ACID：原子性、一致性、隔离性、持久性。隔离级别有四种，我记得MySQL默认是可重复读。'],
    ['acct-01', '三张表：资产负债表是资产、负债、所有者权益；利润表是收入、成本和利润；现金流量表是现金的流入和流出，它们之间有勾稽关系。'],
  ])('%s: shares the grams of the terms alone, and is not read as copied', (id, answer) => {
    const [characters, withTerms] = shares(id, answer);
    expect(characters).toBeGreaterThanOrEqual(CONTAINMENT_SHARE);
    expect(withTerms).toBeLessThan(CONTAINMENT_SHARE);
    expect(gaming(id, answer)).toBeNull();
  });

  it('reads each term as one unit, the longest first, and leaves the rest of the text as it was', () => {
    const units = unitsWithTerms('不可重复读和脏读，其余照旧。', ['可重复读', '不可重复读', '脏读']);
    // 不可重复读 and 脏读 two distinct units, 和 and 其余照旧 a unit a character
    expect(units).toHaveLength(7);
    expect(units[0]).not.toBe(units[2]);
    expect([units[1], ...units.slice(3)].join('')).toBe('和其余照旧');
    expect(unitsWithTerms('ACID和MVCC', ['ACID', 'MVCC'])).toEqual(bareUnits('ACID和MVCC'));
  });
});

describe('interview.gaming.copied.terms: what it leaves alone', () => {
  it('still reads the sample lightly edited as copied: its own words between the terms are kept', () => {
    const edited = '嗯，事务有四个特性，就是ACID：原子性、一致性、隔离性和持久性。隔离级别有四种：读未提交会出现脏读；读已提交解决了脏读，但是可能不可重复读；可重复读解决了不可重复读，InnoDB默认就是这个级别，串行化最安全，但性能最差。';
    expect(shares('java-08', edited)[1]).toBeGreaterThanOrEqual(CONTAINMENT_SHARE);
    expect(gaming('java-08', edited)).toBe('copied');
  });

  it('still reads the sample pasted whole as copied', () => {
    expect(gaming('acct-01', q('acct-01').sample)).toBe('copied');
  });

  it('still reads a string of the terms as a list of terms', () => {
    const list = '原子性、一致性、隔离性、持久性、读未提交、读已提交、可重复读、串行化、脏读、幻读、不可重复读、MVCC、间隙锁、undo log、redo log、binlog、主从复制、分库分表';
    expect(gaming('java-08', list)).toBe('enumeration');
  });

  it('reads a 5,000-character answer of terms and near copies quickly', () => {
    const hostile = '原子性、一致性、隔离性和持久性，隔离级别有四种：读未提交可能'.repeat(200).slice(0, 5000);
    expectWithinMs(() => containment(hostile, q('java-08').sample, terms('java-08')), 50);
    expectWithinMs(() => analyzeAnswer(q('java-08'), hostile, timing), WHOLE_READ_MS);
  });
});

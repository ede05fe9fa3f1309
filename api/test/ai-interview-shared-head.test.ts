import { bankQuestion } from '../src/ai/interview/bank';
import { keywordCoverage } from '../src/ai/interview/keywords';
import { namesWithSharedHead } from '../src/ai/interview/shared-head';
import { expectWithinMs, WHOLE_READ_MS } from './timing';

/**
 * interview.keywords.shared-head: a list of kinds whose last item alone carries the head word (养老、医疗、失业保险) names
 * every kind with that head. Written for these tests: none is an item of a rated set.
 */
const HR = bankQuestion('hr-10')!;

describe('interview.keywords.shared-head: a head said once names every kind of the list', () => {
  it('names each kind of a list with the head its last item carries', () => {
    expect(namesWithSharedHead('社会保险包括养老、医疗、失业、工伤和生育保险', '医疗保险')).toBe(true);
    expect(namesWithSharedHead('社会保险包括养老、医疗、失业、工伤和生育保险', '工伤保险')).toBe(true);
    expect(namesWithSharedHead('我写过单元和集成测试', '单元测试')).toBe(true);
    expect(keywordCoverage('社保就是养老、医疗、失业、工伤、生育这些，外加公积金。', HR).covered).not.toContain('医疗保险');
    expect(keywordCoverage('社保就是养老、医疗、失业、工伤、生育保险，外加公积金。', HR).covered).toEqual(expect.arrayContaining(['医疗保险', '失业保险', '工伤保险']));
  });

  it('leaves alone a kind with no head after it, a head said alone, a list broken by a stop', () => {
    expect(namesWithSharedHead('医疗、教育、养老都要花钱', '医疗保险')).toBe(false);
    expect(namesWithSharedHead('医疗、失业率、保险', '医疗保险')).toBe(false);
    expect(namesWithSharedHead('医疗很贵，失业保险也要交', '医疗保险')).toBe(false);
    expect(namesWithSharedHead('医疗费用高，保险公司不赔', '医疗保险')).toBe(false);
  });

  it('reads a 5,000-character answer of near matches in well under the bound', () => {
    const hostile = '医疗、失业、工伤、医疗保、险，'.repeat(400).slice(0, 5000);
    expectWithinMs((i) => namesWithSharedHead(`${i}${hostile}`, '医疗保险'), 50);
    expectWithinMs((i) => keywordCoverage(`${i}${hostile}`, HR), WHOLE_READ_MS);
  });
});

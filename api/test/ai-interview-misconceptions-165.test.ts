import { misconceptionsOf } from '../src/ai/interview/misconceptions';
import { expectAddedQuietOnFairAnswers, expectEachPatternQuick, expectNearMatchesQuiet } from './misconception-checks';
import { WHOLE_READ_MS } from './timing';

/**
 * Wrong facts told fluently (the hundred-and-sixty-fifth batch): part-time work held to a written contract, a probation and notice with severance; labour inspection made the judge of labour disputes and arbitration made optional; fees charged to job seekers called lawful, and an offer letter said to bind no one; one sign-up consent stretched to sharing and selling data, data minimisation reversed, the personal-information law said to bind mainly the state; synchronized said to compile into ReentrantLock, and lock() and lockInterruptibly() swapped on interrupts. Each named as a class of claim, in words other than any rated answer's, and the right statement of the same
 * matter left alone.
 */
describe('interview.misconception: the 165th batch’s wrong facts', () => {
  it.each([
    ['hr-09', '小时工得签书面合同。非全日制用工可以设置试用期。辞退非全日制员工要给补偿金。', 3],
    ['legal-08', '劳动监察出具裁决书。对调解不服的，劳动仲裁可有可无。', 2],
    ['hr-02', '面试会收押金。offer没法律约束力。', 2],
    ['legal-09', '共享给第三方无需单独取得同意。最好一次性把信息收齐。该法只约束国家机关。', 4],
    ['java-09', 'synchronized会被转成ReentrantLock。lockInterruptibly不会响应中断。', 2],
  ] as [string, string, number][])('%s: each error of a fluent wrong answer is named', (id, answer, errors) => {
    expect(misconceptionsOf(answer, id)).toHaveLength(errors);
  });

  it.each([
    ['hr-09', '非全日制用工可以订立口头协议，不得约定试用期，双方都可以随时通知终止，单位不付经济补偿。全日制用工要签书面合同，可以约定试用期。'],
    ['legal-08', '劳动争议先申请劳动仲裁，对裁决不服再向法院起诉。劳动监察大队查处欠薪等违法行为。'],
    ['hr-02', '招聘不得向求职者收取任何费用。录用通知是要约，公司随意撤回要承担缔约过失责任。'],
    ['legal-09', '向第三方提供个人信息要单独同意。最小必要原则是只收集必需的信息。企业和国家机关都受这部法约束。'],
    ['java-09', 'synchronized编译成monitorenter和monitorexit。lock()等锁时不响应中断，lockInterruptibly()可以响应中断。'],
  ])('%s: a near miss that says the matter rightly fires nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });

  it('a correction in the wrong statement’s sentence or clause fires nothing', () => {
    expect(misconceptionsOf('非全日制用工可以约定试用期是误区。', 'hr-09')).toEqual([]);
    expect(misconceptionsOf('劳动仲裁不能跳过直接起诉。', 'legal-08')).toEqual([]);
    expect(misconceptionsOf('宣讲会不能收报名费。', 'hr-02')).toEqual([]);
  });

  // the entries this batch added, the last of each question's list
  const added: Record<string, number> = { 'hr-09': 3, 'legal-08': 2, 'hr-02': 2, 'legal-09': 3, 'java-09': 2 };

  it('no entry added fires on an answer of the rated sets that either rater put at 3 or more', () => {
    expectAddedQuietOnFairAnswers(added, 4);
  });

  const near = [
    ['hr-09', '非全日制和书面，小时工和口头，非全日制和试用期，小时工和补偿，'],
    ['legal-08', '监察和裁决，监察大队和劳动争议，仲裁和可选，仲裁和起诉，'],
    ['hr-02', '收和报名费，资料费和法律，录用通知和效力，offer和撤回，'],
    ['legal-09', '单独和同意，同意和用，收全和信息，主要和政府，'],
    ['java-09', 'synchronized和ReentrantLock，monitorenter和字节码，lockInterruptibly和中断，lock()和中断，'],
  ] as const;

  // a few ms on an idle machine for the whole question, far more in CI while other suites' workers hold both cores
  it('reads a 5,000-character answer of near matches within WHOLE_READ_MS', () => {
    expectNearMatchesQuiet(near, WHOLE_READ_MS);
  });

  it('runs each pattern of the questions over such an answer in well under 50 ms', () => {
    expectEachPatternQuick(near, 50);
  });
});

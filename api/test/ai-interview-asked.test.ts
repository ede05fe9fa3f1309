import { analyzeAnswer } from '../src/ai/interview/analysis';
import { bankQuestion } from '../src/ai/interview/bank';
import { asksInterviewer, stockQuestionsOf, workQuestionsOf } from '../src/ai/interview/interviewer-questions';
import { STORY_CONTENT, VAGUE_CONTENT } from '../src/ai/interview/weights';
import { scoreOne } from './ai-interview-answers';

/**
 * interview.asked (interviewer-questions.ts, interviewer-questions.json): 你还有什么问题想问我们吗 is answered by asking
 * about the work, in plain words and few of the bank's; 没有了 or only 什么时候出结果 is no answer.
 */
const ASK = bankQuestion('common-14')!;
const TIMING = { seconds: 120, seconds_used: 60, late: 0 };
const scoreOf = (answer: string) => scoreOne(ASK, answer, { category: '护士', group: '医疗' });

const PLAIN = '我想问一下，咱们医院新护士进来是怎么安排的，是先轮科吗？还有就是规培大概要多久。另外夜班一般是怎么排的。谢谢老师。';
const RESULT_ONLY = '嗯……暂时没什么问题了，就是想问一下大概什么时候出结果？';

describe('interview.asked: questions for the interviewer', () => {
  it('is the question that hands the interview over, and no other', () => {
    expect(asksInterviewer(ASK)).toBe(true);
    expect(asksInterviewer(bankQuestion('common-02')!)).toBe(false);
  });

  it('counts the sentences that ask about the work, a question mark or not; the result or the pay alone is none', () => {
    expect(workQuestionsOf(PLAIN)).toHaveLength(3);
    expect(workQuestionsOf(RESULT_ONLY)).toEqual([]);
    expect(workQuestionsOf('想问一下工资大概多少，有没有五险一金？')).toEqual([]);
    expect(workQuestionsOf('没有了，谢谢面试官。')).toEqual([]);
  });

  it('a plain question about the work is on the question and earns a story’s content, however few of the bank’s words it says', () => {
    const a = analyzeAnswer(ASK, PLAIN, TIMING);
    expect(a.on_topic).toBe(true);
    expect(analyzeAnswer(ASK, PLAIN.replace(/[？。]/g, '，'), TIMING).on_topic).toBe(true);
    // short (60 characters, no hedge): a story's content, shrunk by its length only
    expect(a.content).toBeGreaterThanOrEqual(STORY_CONTENT * 0.8);
    expect(scoreOf(PLAIN).score).toBeGreaterThanOrEqual(60);
  });

  it('asking only when the result comes, or nothing, stays low', () => {
    expect(scoreOf(RESULT_ONLY).score).toBeLessThanOrEqual(20);
    expect(scoreOf('嗯……没有了，谢谢面试官。').score).toBeLessThanOrEqual(20);
  });
});

describe('interview.asked.stock: questions any candidate asks any employer', () => {
  const STOCK = '我想问两个问题。第一，如果我有幸进来，医院对新护士有没有培训？第二，这个岗位以后的晋升通道是怎样的，平时加班多不多？谢谢老师。';

  it('names the stock matters when every question asks only them, and none when one asks the job\'s own work', () => {
    expect(stockQuestionsOf(STOCK)).toEqual(['培训', '晋升', '加班']);
    expect(stockQuestionsOf(PLAIN)).toEqual([]);
    // one question of the job's own work among the stock ones (规培, 轮科) makes them the student's
    expect(stockQuestionsOf('我想问一下，新人有没有培训？另外新护士是先轮科吗，规培要多久？')).toEqual([]);
    expect(stockQuestionsOf('没有了，谢谢面试官。')).toEqual([]);
  });

  it('reads what new hires do first, asked of no work named, as a stock matter (工作内容 in question form)', () => {
    const generic = '我想问两个问题。第一，新人进来一般会先做哪些工作？第二，公司有没有系统的培训？';
    expect(stockQuestionsOf(generic)).toEqual(['做哪些工作', '培训']);
    expect(analyzeAnswer(ASK, generic, TIMING).content).toBeLessThanOrEqual(VAGUE_CONTENT);
    // the job's own work named (轮科, 规培) is no stock matter, however it is asked
    expect(stockQuestionsOf('我想问一下，新护士进来是先轮科吗？规培期间主要做什么工作？')).toEqual([]);
    expect(scoreOf(PLAIN).score - scoreOf(generic).score).toBeGreaterThanOrEqual(5);
  });

  it('keeps stock questions on the question at the rubric\'s 3, below the plain questions about the work', () => {
    const a = analyzeAnswer(ASK, STOCK, TIMING);
    expect(a.on_topic).toBe(true);
    expect(a.stock_asked).toEqual(['培训', '晋升', '加班']);
    expect(a.content).toBeLessThanOrEqual(VAGUE_CONTENT);
    expect(analyzeAnswer(ASK, PLAIN, TIMING).stock_asked).toBeUndefined();
    expect(scoreOf(PLAIN).score - scoreOf(STOCK).score).toBeGreaterThanOrEqual(5);
    expect(scoreOf(STOCK).score).toBeGreaterThan(scoreOf(RESULT_ONLY).score);
  });
});

describe('interview.asked.stock: the questions announced after a short reply (有的，我想问三个问题)', () => {
  it('reads the announcement as none of the questions, so stock questions stay stock', () => {
    const stock = '有的，我想问三个问题。第一个是公司对新人有没有培训？第二个是这个岗位的晋升路径是什么样的？第三个是这个岗位平时主要负责哪些工作？谢谢。';
    expect(stockQuestionsOf(stock)).toEqual(['培训', '晋升', '负责哪些工作']);
    expect(analyzeAnswer(ASK, stock, TIMING).content).toBeLessThanOrEqual(VAGUE_CONTENT);
    // the job's own work asked after the same opening is the student's
    expect(stockQuestionsOf('有的，我想问两个问题。新护士是先轮科吗？规培大概要多久？')).toEqual([]);
    // a longer opening that asks itself is a question, not an announcement
    expect(stockQuestionsOf('有的，我想先问一下这个问题：规培大概要多久？')).toEqual([]);
  });
});

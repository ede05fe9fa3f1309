import { acronymErrorsOf } from '../src/ai/interview/acronyms';
import { attributionErrorsOf, wrongAttributionsOf } from '../src/ai/interview/attributions';
import { misconceptionEntries, misconceptionsOf } from '../src/ai/interview/misconceptions';
import { expectAddedQuietOnFairAnswers, expectEachPatternQuick, expectNearMatchesQuiet, expectWrongTwinCapped } from './misconception-checks';
import { WHOLE_READ_MS } from './timing';

/**
 * Wrong facts told fluently on four knowledge questions (the hundred-and-forty-ninth batch): class weights, stratified
 * splitting and the decision threshold; the I-message, active listening and marks taken off for discipline; the Johari
 * window's panes and use and problems kept from parents; code said to be compulsory at conferences, SOTA as a standard
 * and OpenReview as a company's paid archive. Each named as a class of claim, in words other than any rated answer's,
 * and the right statement of the same matter left alone.
 */
describe('interview.misconception: the 149th batch’s wrong facts', () => {
  it.each([
    ['algo-07', '处理不平衡我会调类别权重，权重和每一类的样本数成正比。数据集切分时不要用分层抽样，它会导致信息泄露。判别的阈值只能是0.5。', 3],
    ['teacher-02', '学生讲话时我用I-message，就是直接命令他，比如我命令你安静。也可以积极倾听，听出谁最吵，在全班面前点名批评。法律规定老师有权扣他的考试成绩。', 3],
    ['teacher-04', '我会用周哈里窗和家长沟通。开放区指的是老师知道但家长不知道的部分。沟通时要减少开放区。学生的毛病老师自己处理就行，没必要告诉家长。', 3],
    ['algo-05', 'SOTA是IEEE认证的标准算法。ICML规定要开源代码，没开源就会被拒稿。OpenReview是微软的付费平台。', 3],
  ] as [string, string, number][])('%s: each error of a fluent wrong answer is named', (id, answer, errors) => {
    expect(misconceptionsOf(answer, id)).toHaveLength(errors);
  });

  it.each([
    ['algo-07', '类别权重要和样本数成反比，少数类权重更大。划分数据时用分层抽样保持比例，过采样只在训练集上做，避免泄露。阈值默认0.5，可以按F1在验证集上调。'],
    ['teacher-02', '我信息是说出他的行为和我的感受，比如你一直说话，我讲不下去，我有点着急。积极倾听就是认真听他解释，不打断也不评判。教师法没有规定可以扣学生的成绩，惩戒要按惩戒规则来。'],
    ['teacher-04', '我会用乔哈里视窗，开放区是双方都知道的，盲区是家长看得到、老师自己没意识到的。沟通要扩大开放区。孩子的问题要及时告诉家长，报喜也报忧。'],
    ['algo-05', 'Papers with Code是2018年上线的，后来归了Meta。SOTA是state of the art，指某个榜单上当前最好的结果。OpenReview上能免费看ICLR的审稿意见。NeurIPS鼓励公开代码，但不强制。'],
  ])('%s: a near miss that says the matter rightly fires nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });

  it('a correction in the wrong statement’s sentence fires nothing', () => {
    expect(misconceptionsOf('有人说分层抽样会造成数据泄露，这是误区。', 'algo-07')).toEqual([]);
    expect(misconceptionsOf('很多人以为阈值必须是0.5，其实可以调。', 'algo-07')).toEqual([]);
    expect(misconceptionsOf('我信息不是命令学生，而是说出自己的感受。', 'teacher-02')).toEqual([]);
    expect(misconceptionsOf('有的老师只报喜不报忧，这是不对的。', 'teacher-04')).toEqual([]);
    expect(misconceptionsOf('有人以为OpenReview要付费，其实是免费的。', 'algo-05')).toEqual([]);
  });

  it('names the I-message, the Johari window and Papers with Code credited to the wrong originator or year, and not their origins', () => {
    expect(wrongAttributionsOf('我信息是马卡连柯提出来的。').map((w) => w.key)).toEqual(['我信息']);
    expect(wrongAttributionsOf('班上用的是乔哈里窗。这个模型是陶行知在1930年提出的。').map((w) => w.key)).toEqual(['乔哈里视窗']);
    expect(wrongAttributionsOf('Papers with Code是GitHub在2008年推出的。')).toMatchObject([{ key: 'Papers with Code', said: 'GitHub', year: '2008年' }]);
    expect(attributionErrorsOf('我信息是托马斯·戈登提出的。乔哈里视窗是勒夫特和英格拉姆在1955年提出的。Papers with Code是2018年推出的，2019年并入了Meta AI。')).toEqual([]);
  });

  it('names SOTA spelled out wrongly, and not its right expansion', () => {
    const notes = acronymErrorsOf('SOTA就是Standard of the Art。');
    expect(notes).toHaveLength(1);
    expect(notes[0]!.startsWith('SOTA是')).toBe(true);
    expect(acronymErrorsOf('SOTA是state-of-the-art的缩写，指当前最好的结果。')).toEqual([]);
  });

  it('caps a fluent talk with parents told wrong twice at MANY_ERRORS_CAP, and leaves the right one above ERROR_CAP', () => {
    const opening = '和家长沟通，我会先了解家长的情况和期待，约一个双方方便的时间当面谈。我会用乔哈里窗来理解沟通：';
    const middle = '谈的时候先说孩子最近的进步，用具体的事例，比如作业按时交了、课上敢举手了。';
    const closing = '最后约好下次联系的时间，平时用电话和微信保持沟通。';
    const wrong = `${opening}开放区指的是老师知道但家长不知道的部分，所以要尽量减少开放区。${middle}孩子在学校的毛病老师自己处理就行，没必要告诉家长。${closing}`;
    const right = `${opening}开放区是老师和家长都知道的部分，所以要尽量扩大开放区。${middle}孩子在学校的问题也如实说清楚，和家长一起商量办法。${closing}`;
    expectWrongTwinCapped('teacher-04', { category: '教师', group: '教育' }, wrong, right);
  });

  // the entries this batch added, the last of each question's list, and the threshold entry given three phrasings more
  const added: Record<string, number> = { 'algo-07': 2, 'teacher-02': 3, 'teacher-04': 3, 'algo-05': 3 };

  it('no entry added fires on an answer of the rated sets that either rater put at 3 or more', () => {
    const threshold = new Map(misconceptionEntries()).get('algo-07')!.find((e) => e.note.startsWith('0.5只是默认的分类阈值'))!.note;
    expectAddedQuietOnFairAnswers(added, 30, [threshold]);
  });

  const near = [
    ['algo-07', '样本越多和权重，权重和样本数，分层抽样和泄露，分层和比例，阈值和0.5，0.5和数学，调阈值和模型，'],
    ['teacher-02', '我信息和命令，以我为主语和权威，积极倾听和当众，主动倾听和最吵，教师法和扣分，期末成绩和扣，'],
    ['teacher-04', '开放区和只有，开放区和知道，盲区和双方，缩小和开放，报喜和报忧，孩子的问题和家长，期末和问题，'],
    ['algo-05', 'NeurIPS和代码，CVPR和必须，开源和拒稿，SOTA和IEEE，SOTA和标准，OpenReview和费用，OpenReview和被拒，'],
  ] as const;

  // a few ms on an idle machine for the whole question, far more in CI while other suites' workers hold both cores
  it('reads a 5,000-character answer of near matches within WHOLE_READ_MS', () => {
    expectNearMatchesQuiet(near, WHOLE_READ_MS);
  });

  it('runs each pattern of the four questions over such an answer in well under 50 ms', () => {
    expectEachPatternQuick(near, 50);
  });
});

import { wrongAttributionsOf } from '../src/ai/interview/attributions';
import { misconceptionsOf } from '../src/ai/interview/misconceptions';
import { expectAddedQuietOnFairAnswers, expectEachPatternQuick, expectNearMatchesQuiet } from './misconception-checks';
import { WHOLE_READ_MS } from './timing';

/**
 * Wrong facts told fluently on seven knowledge questions (the hundred-and-fifty-second batch): a type scale stepped by
 * one pixel, visual weight as file size and the key line in the faintest type; backward design as a classic's method
 * of teaching the book from its end, Gagné's events begun with homework and objectives written after class; Tytler as
 * a Chinese pen name, translations required to be shorter, to rhyme or to keep the source's word order; contextual
 * inquiry in a meeting room, diaries kept by the PM and interviews recorded in secret; exploratory testing without
 * aim or record, day-long SBTM sessions without reports and regression dropped whole; ALPAC as a certifying body and
 * confidential text pasted into free translators; training-serving skew as GPU models and interleaving as traffic
 * switched by the day. Each named as a class of claim, in words other than any rated answer's, and the right
 * statement of the same matter left alone.
 */
describe('interview.misconception: the 152nd batch’s wrong facts', () => {
  it.each([
    ['ui-14', '我的字号规范是相邻每一级只相差1像素。视觉重量就是文件体积。关键内容我会调成最淡的颜色。', 3],
    ['teacher-03', '逆向教学设计源于孔子，就是从最后一课往前反过来教。按加涅的教学事件，第一个环节是小结。教学目标等下课后再补。', 3],
    ['trans-01', '泰特勒其实是鲁迅的化名。翻译最好比原文简短。合同的译文也都要押韵。一定要沿用原文的词序。', 4],
    ['pm-07', '情境调查一般在公司的实验室里做。日记研究由研究员自己每天来写。我会暗中录像。', 3],
    ['qa-13', '探索式测试就是乱点，也不做记录。基于会话的测试每次至少连续十个小时。时间不够就跳过所有的回归测试。', 3],
    ['trans-04', 'ALPAC是欧盟成立的翻译标准组织。涉密文件可以全文复制到网页免费翻译里。', 2],
    ['algo-11', '训练和服务的不一致主要来自显卡型号。交错测试是奇数天用A模型、偶数天用B模型。', 2],
  ] as [string, string, number][])('%s: each error of a fluent wrong answer is named', (id, answer, errors) => {
    expect(misconceptionsOf(answer, id)).toHaveLength(errors);
  });

  it.each([
    ['ui-14', '信息层级靠字阶、字重、颜色和间距。字阶用1.25倍的模块化比例，正文16px，标题20px、25px。视觉重量由尺寸、颜色和对比决定。最重要的信息用大号深色字，次要的用浅灰小字。'],
    ['teacher-03', '我用逆向设计：先定学习目标，再想怎么评价，最后安排活动。环节参考加涅的九大教学事件，先引起注意、告知目标，再呈现新内容、练习和反馈，最后布置作业。目标在备课时写好，课后反思达成情况。'],
    ['trans-01', '泰特勒是英国学者，提出了翻译三原则。好译文要忠实、通顺，译文不一定比原文短。诗歌翻译讲究韵律，说明书求准确。语序要按中文习惯调整，不能照搬原文。'],
    ['pm-07', '我会做情境访谈，到用户工作的地方边看边问。也会做日记研究，让用户连续两周自己记录使用情况。访谈前征得用户同意后再录音。'],
    ['qa-13', '时间紧时我先做冒烟测试，再按风险做探索式测试，每次定好章程，记录发现的问题。SBTM的会话一般90分钟，结束写会话报告。核心功能的回归测试保留，用自动化跑。'],
    ['trans-04', '1966年的ALPAC报告对机器翻译很悲观，美国削减了经费。现在的神经机器翻译进步很大，但保密合同不能贴到免费在线翻译里，要用企业版工具，并由人工审校。'],
    ['algo-11', '我会监控训练-服务偏差，对比线上记录的特征和训练特征是否一致。比较新旧模型可以用交错实验，把两个模型的结果混排在同一个列表里，看用户点了谁的。'],
  ])('%s: a near miss that says the matter rightly fires nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });

  it('a correction in the wrong statement’s sentence or clause fires nothing', () => {
    expect(misconceptionsOf('有人说视觉重量指文件大小，这是错的。', 'ui-14')).toEqual([]);
    expect(misconceptionsOf('教学目标不能等上完课再写。', 'teacher-03')).toEqual([]);
    expect(misconceptionsOf('译文不要保留原文的语序。', 'trans-01')).toEqual([]);
    expect(misconceptionsOf('访谈绝不能偷偷录音。', 'pm-07')).toEqual([]);
    expect(misconceptionsOf('回归测试不能全部取消。', 'qa-13')).toEqual([]);
    expect(misconceptionsOf('很多人误以为ALPAC是认证机构。', 'trans-04')).toEqual([]);
    expect(misconceptionsOf('训练服务偏差跟GPU型号无关。', 'algo-11')).toEqual([]);
  });

  it('names exploratory testing and contextual inquiry credited to the wrong originator or year, and not their right ones', () => {
    expect(wrongAttributionsOf('探索式测试是谷歌在2010年提出的。').map((w) => w.key)).toEqual(['探索式测试']);
    expect(wrongAttributionsOf('情境访谈是微软发明的。').map((w) => w.key)).toEqual(['情境访谈']);
    expect(wrongAttributionsOf('探索式测试是Cem Kaner在1984年提出的，情境访谈是Holtzblatt和Beyer提出的。')).toEqual([]);
  });

  // the entries this batch added, the last of each question's list
  const added: Record<string, number> = { 'ui-14': 3, 'teacher-03': 3, 'trans-01': 4, 'pm-07': 3, 'qa-13': 3, 'trans-04': 2, 'algo-11': 2 };

  it('no entry added fires on an answer of the rated sets that either rater put at 3 or more', () => {
    expectAddedQuietOnFairAnswers(added, 30);
  });

  const near = [
    ['ui-14', '字阶和每一级，字号和1.2，模块化比例和倍数，视觉重量和尺寸，文件和越大，重要信息和最大，次要和最浅，'],
    ['teacher-03', '逆向设计和目标，逆向和倒着，教学事件和第一步，加涅和引起注意，目标和上完课，课后和反思，'],
    ['trans-01', '泰特勒和英国，笔名和林，译文和原文短，越短和准确，押韵和诗歌，不管和押韵，原文和语序，'],
    ['pm-07', '情境访谈和现场，情境和会议，日记研究和用户，日记和代表，录音和同意，偷偷和录，'],
    ['qa-13', '探索式测试和章程，探索和记录，SBTM和会话，会话和小时，回归测试和全部，回归和保留，'],
    ['trans-04', 'ALPAC和报告，ALPAC和1966，保密和翻译，在线翻译和保存，免费和泄露，'],
    ['algo-11', '训练-服务偏差和特征，偏差和GPU，交错实验和列表，interleaving和流量，单数和模型，'],
  ] as const;

  it('reads a 5,000-character answer of near matches within WHOLE_READ_MS', () => {
    expectNearMatchesQuiet(near, WHOLE_READ_MS);
  });

  it('runs each pattern of the seven questions over such an answer in well under 50 ms', () => {
    expectEachPatternQuick(near, 50);
  });
});

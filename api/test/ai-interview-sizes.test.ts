import { quantifiedOf, starOf } from '../src/ai/interview/star';
import { expectWithinMs } from './timing';

/** interview.star.sizes: a size said in Chinese numerals with its unit (一个多G, 两百多兆) is a figure of the result. */
describe('interview.star.sizes: a file’s or an image’s size said aloud', () => {
  it('reads 一个多G, 两百多兆 and 三百多K as figures, so a change told by them is a story with its result', () => {
    expect(quantifiedOf('打出来的安装包有一个多G')).toBe(true);
    expect(quantifiedOf('压完只剩两百多兆')).toBe(true);
    expect(quantifiedOf('图片压到三百多K')).toBe(true);
    const story = starOf('我做课程作业的时候打的包有三个多G，我去查了才知道可以把测试数据拿出去，改完只有八十多兆');
    expect(story.example).toBe(true);
    expect(story.quantified).toBe(true);
  });

  it('leaves a thing named with letters, 5G and sizes not counted alone', () => {
    expect(quantifiedOf('我们建了一个Git仓库')).toBe(false);
    expect(quantifiedOf('服务器上有一个GPU')).toBe(false);
    expect(quantifiedOf('现在五G网络很普及')).toBe(false);
    expect(quantifiedOf('这个G是什么意思')).toBe(false);
  });

  it('reads a 5,000-character line of near matches in well under 50 ms', () => {
    const hostile = '一二三四五六七八九十个多Gi'.repeat(360);
    expectWithinMs(() => quantifiedOf(hostile), 50);
  });
});

/** interview.star.parts: a verb said twice around 一 (分一分) and a piece picked (选一块) are no sum. */
describe('interview.star.parts: 分一分 and 选一块 in a definition are no figure', () => {
  it('reads no result in the steps of a definition', () => {
    expect(quantifiedOf('就是先把市场分一分，再选一块来做，然后给产品定个位')).toBe(false);
    expect(starOf('就是先把用户分一分，再挑一块来做').example).toBe(false);
  });

  it('still reads a score, a minute and a sum', () => {
    expect(quantifiedOf('期末比上次多考了一分')).toBe(true);
    expect(quantifiedOf('每单少了一分钟')).toBe(true);
    expect(quantifiedOf('每人分一块钱')).toBe(true);
  });
});

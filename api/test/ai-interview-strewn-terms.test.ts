import { bankQuestion } from '../src/ai/interview/bank';
import { listsTerms, strewsTerms } from '../src/ai/interview/enumeration';
import { scoreOne } from './ai-interview-answers';
import { expectWithinMs, WHOLE_READ_MS } from './timing';

/**
 * interview.gaming.enumeration.strewn (enumeration.ts strewsTerms): keywords typed with spaces and a clause or two
 * strewn among them are a list, whatever the clauses say; an account of three clauses or more, or terms joined in a
 * sentence and explained, is read as before. Written for these tests: none is an item of a rated set.
 */
const PERF = bankQuestion('fe-02')!;
const FE = { category: '前端开发', group: '技术' };

const STREWN = 'Vue React Webpack 组件化 虚拟DOM diff 性能优化 懒加载 首屏 我把首屏接口合并成一个 打包体积降了一半 响应式 TypeScript';
const STREWN_OTHER = 'Redis 缓存 CDN Gzip 雪碧图 预加载 节流 防抖 我们接口加了缓存 SSR Nuxt';

describe('interview.gaming.enumeration.strewn: a clause or two strewn among keywords', () => {
  it('reads keywords typed with spaces and one or two clauses as a list', () => {
    expect(strewsTerms(STREWN)).toBe(true);
    expect(strewsTerms(STREWN_OTHER)).toBe(true);
    expect(listsTerms(STREWN)).toBe(true);
    expect(scoreOne(PERF, STREWN, FE).score).toBeLessThanOrEqual(40);
    expect(scoreOne(PERF, STREWN_OTHER, FE).score).toBeLessThanOrEqual(40);
  });

  it('leaves alone a short answer of real sentences, with or without stops, and a joined list explained', () => {
    const told = '我们项目首屏很慢。我把首屏的三个接口合并成一个，用了路由懒加载和Webpack分包。打包体积降了一半，首屏快了一秒多。';
    const spoken = '我在项目里做过首屏优化 先把首屏的三个接口合并成一个 再用路由懒加载拆包 打包体积降了一半 首屏从3秒降到1.2秒';
    const joined = '我做过懒加载、预加载、防抖节流、图片压缩、CDN、Gzip，首屏从3秒降到1秒';
    for (const answer of [told, spoken, joined]) expect(strewsTerms(answer)).toBe(false);
    expect(scoreOne(PERF, told, FE).score).toBeGreaterThan(40);
  });

  it('reads a 5,000-character answer of near matches in well under the bound', () => {
    const hostile = 'Vue React 首屏 我把接口合并了 懒加载 '.repeat(200).slice(0, 5000);
    expectWithinMs((i) => strewsTerms(`${i}${hostile}`), WHOLE_READ_MS);
  });
});

import { clichesOf, hollowDescriptionFindings, isBareCliche, isHollow } from '../src/ai/diagnose/cliches';
import { GAMING_CAP } from '../src/ai/diagnose/credibility';
import { diagnoseResume } from '../src/ai/diagnose/diagnose';
import { CONTENT_RULES } from '../src/ai/rules/content-rules';
import { findQuantified } from '../src/ai/rules/quantify';
import { javaResume } from './ai-diagnose-resumes';

/**
 * content.cliche / content.hollow with the motivational slogans of short videos (cliches.json, the slogans pattern:
 * 乾坤未定，你我皆是黑马; 用热爱抵御岁月漫长), and content.quantified.chinese (rules/quantify.ts): a plain description
 * counts in Chinese numerals (二十节, 三处错误). Written for these tests: none is an item of a rated set.
 */
const score = (r: ReturnType<typeof javaResume>) => diagnoseResume(r, '2026-11').score;
const rulesOf = (r: ReturnType<typeof javaResume>) => diagnoseResume(r, '2026-11').findings.map((f) => f.rule);

const SLOGANS = javaResume({
  work: [{ title: '某网络科技公司', description: '星光不问赶路人，时光不负有心人。在这段实习中我怀揣梦想，用汗水浇灌希望之花，收获满满，未来可期。' }],
  projects: [{ title: '校园二手书平台', description: '道阻且长，行则将至。我们团队心往一处想、劲往一处使，凡是过往，皆为序章。' }],
  skills: '',
  evaluation: '越努力越幸运，自律即自由。愿以青春之名，奔赴一场山海，不负韶华。',
});

describe('content.hollow: experience told in motivational slogans', () => {
  it.each(['乾坤未定，你我皆是黑马', '凡是过往，皆为序章', '用热爱抵御岁月漫长', '愿以青春之名，奔赴一场山海', '星光不问赶路人，时光不负有心人'])('takes %s as a cliché with nothing to check', (slogan) => {
    expect(clichesOf(slogan).length).toBeGreaterThan(0);
    expect(isBareCliche(slogan)).toBe(true);
  });

  it('flags every entry told in them, seriously, and the resume scores as gaming', () => {
    expect(hollowDescriptionFindings(SLOGANS).map((f) => [f.section, f.severity])).toEqual([
      ['work', 'high'],
      ['project', 'high'],
    ]);
    expect(rulesOf(SLOGANS)).toContain('content.cliche');
    expect(score(SLOGANS)).toBeLessThanOrEqual(GAMING_CAP);
  });

  it('keeps an entry that tells its deed beside a slogan, and a plain sentence with the same words', () => {
    expect(isHollow('未来可期。我负责社团公众号，一学期写了14篇推文，最高一篇阅读2300。')).toBe(false);
    expect(isBareCliche('我们办了12场读书会，收获满满的是来的同学')).toBe(false);
    expect(clichesOf('周末去山海关拍了三组照片')).toEqual([]);
  });
});

describe('content.quantified.chinese: counts in Chinese numerals', () => {
  it.each(['独立上课约二十节', '找出三处引文页码错误', '采访了六位摊主，阅读量约三千', '收回一百六十多份问卷'])('reads a count in %s', (text) => {
    expect(findQuantified(text, { chinese: true }).length).toBeGreaterThan(0);
    expect(CONTENT_RULES.find((r) => r.id === 'content.quantified')!.fires(text)).toBe(false);
  });

  it.each(['负责第三版的排版', '指导一个学生', '负责服务器的日常维护和巡检'])('reads none in %s', (text) => {
    expect(findQuantified(text, { chinese: true })).toEqual([]);
  });

  it('reads them only when asked: a spoken answer’s 两个抓手 is no result', () => {
    expect(findQuantified('两个抓手、三个统一')).toEqual([]);
  });

  it('a plain resume told in Chinese numerals is not asked for figures it gives', () => {
    const plain = javaResume({
      work: [{ title: '临江一所小学', description: '带两个班数学，独立上课约二十节。给一个应用题总空着的学生每天讲一道题，一个月后单元测应用题六道对了四道。' }],
      projects: [{ title: '学院普通话测试站', description: '协助安排考场、引导考生，每学期约四场，一共接待了三百多名考生。' }],
      skills: '',
      evaluation: '喜欢和孩子打交道，控堂还要练。',
    });
    expect(rulesOf(plain)).not.toContain('content.quantified');
  });
});

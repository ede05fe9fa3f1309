import { ACTION_VERBS } from '../src/ai/rules/action-verbs';
import { CONTENT_RULES } from '../src/ai/rules/content-rules';
import { findActionVerbs, findQuantified, findStar } from '../src/ai/rules/quantify';

const texts = (findings: { text: string }[]) => findings.map((f) => f.text);

describe('quantified results', () => {
  it.each([
    ['新增用户 1.2 万', ['1.2 万']],
    ['接口延迟降低 35%', ['降低 35%']],
    ['组织活动 3 场，覆盖 500+ 人', ['3 场', '覆盖 500+ 人']],
    ['销售额同比增长了 2 倍', ['增长了 2 倍']],
    ['专业排名前 5%', ['排名前 5%']],
    ['Top 10% 的成绩', ['Top 10%']],
    ['粉丝数量翻倍', ['翻倍']],
    ['日均处理工单 200 个，节省 10 小时/周', ['200 个', '节省 10 小时']],
    ['ＱＰＳ提升至３０００', ['提升至3000']],
    // plain words: approximate counts, batches, arrows and 从…到…
    ['整理报名数据 200 余条', ['200 余条']],
    ['分 40 批次发放物资', ['40 批次']],
    ['注册用户 3 万，成交 600 多单', ['3 万', '600 多单']],
    ['QPS 1.2k→4k，P99 380→90 ms', ['1.2k→4k', '380→90 ms']],
    ['对账耗时从 2 小时缩短到 15 分钟', ['从 2 小时缩短到 15 分钟']],
    ['P99 降到 90 ms', ['降到 90 ms']],
    // what is counted said first: 播放2000多, 涨粉2100多, 300多粉丝
    ['在表白墙转发，播放2000多', ['播放2000多']],
    ['接手时300多粉丝，一个月涨粉2100多', ['300多粉丝', '涨粉2100多']],
  ])('%s', (text, found) => {
    expect(texts(findQuantified(text))).toEqual(found);
  });

  it('finds nothing in descriptions without figures, and never a date', () => {
    expect(findQuantified('负责公众号运营，撰写推文')).toEqual([]);
    expect(findQuantified('2023.07-2023.09 在腾讯实习')).toEqual([]);
    expect(findQuantified('2021年9月入学')).toEqual([]);
  });

  it('gives the rule and the span of each finding', () => {
    const text = '转化率提升 12%，服务 300 人';
    const found = findQuantified(text);
    expect(found.map((f) => f.rule)).toEqual(['quantify.change', 'quantify.number']);
    for (const f of found) expect(text.slice(f.span[0], f.span[1])).toBe(f.text);
  });
});

describe('action verbs', () => {
  it('keeps about eighty distinct verbs', () => {
    expect(ACTION_VERBS.length).toBeGreaterThanOrEqual(80);
    expect(new Set(ACTION_VERBS).size).toBe(ACTION_VERBS.length);
  });

  it('finds the verbs of a bullet with their spans', () => {
    const text = '主导订单系统重构，设计缓存方案并推动上线';
    const found = findActionVerbs(text);
    expect(texts(found)).toEqual(['主导', '重构', '设计', '推动', '上线']);
    expect(text.slice(found[2].span[0], found[2].span[1])).toBe('设计');
  });

  it('finds none in a plain list', () => {
    expect(findActionVerbs('Java、Python、MySQL')).toEqual([]);
  });
});

describe('STAR cues', () => {
  it('sees a complete STAR description', () => {
    const star = findStar('针对下单接口响应慢的问题，负责性能优化，通过引入 Redis 缓存和异步队列，最终使 P99 延迟降低 60%。');
    expect(star.complete).toBe(true);
    expect(star.present).toEqual(['situation', 'task', 'action', 'result']);
    expect(texts(star.parts.situation)).toEqual(['针对', '问题']);
    expect(texts(star.parts.result)).toEqual(['最终', '降低 60%']);
    // a one-character cue is no cue inside a word: 使用 holds no 使
    expect(texts(findStar('通过使用缓存').parts.result)).toEqual([]);
  });

  it('counts an action verb and a figure as action and result without cue words', () => {
    const star = findStar('负责社群运营，策划线上活动 5 场');
    expect(star.present).toEqual(['task', 'action', 'result']);
    expect(star.complete).toBe(true);
  });

  it('sees a STAR told in plain words: a baseline (原…6 分钟), an action (我将…改为…) and a result (缩短到 50 秒)', () => {
    const star = findStar('原导出一份月度报表需要 6 分钟，用户常投诉超时。我将逐行查询改为批量查询并加上索引，把导出缩短到 50 秒，相关投诉下降约 20%。');
    expect(star.complete).toBe(true);
    expect(texts(star.parts.situation)).toEqual(['原导出一份月度报表需要 6', '投诉', '超时', '投诉']);
    expect(texts(star.parts.action)).toEqual(['我将', '改为', '加上', '缩短']);
    expect(texts(star.parts.result)).toEqual(['6 分钟', '缩短到 50 秒', '下降约 20%']);
    // 上线 and 被沿用 are results without a figure; 原因 sets no baseline
    expect(texts(findStar('平台上线后被其他小组沿用').parts.result)).toEqual(['上线', '沿用']);
    expect(findStar('原因是 3 个服务互相调用').parts.situation).toEqual([]);
  });

  it('sees a duty-only description as incomplete', () => {
    const star = findStar('负责公众号日常运营');
    expect(star.complete).toBe(false);
    expect(star.present).toEqual(['task', 'action']);
    expect(findStar('学习了很多知识').present).toEqual([]);
  });
});

describe('content rules', () => {
  it('keep distinct ids and a Chinese explanation', () => {
    expect(new Set(CONTENT_RULES.map((r) => r.id)).size).toBe(CONTENT_RULES.length);
    for (const r of CONTENT_RULES) expect(r.explain).toMatch(/\p{Script=Han}/u);
  });

  describe.each(CONTENT_RULES.map((r) => [r.id, r] as const))('%s', (_id, rule) => {
    it.each(rule.examples.fires)('fires on %s', (text) => expect(rule.fires(text)).toBe(true));
    it.each(rule.examples.passes)('passes %s', (text) => expect(rule.fires(text)).toBe(false));
  });
});

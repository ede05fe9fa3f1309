import { analyzeAnswer } from '../src/ai/interview/analysis';
import { tellsAskedAct } from '../src/ai/interview/acts';
import { bankQuestion } from '../src/ai/interview/bank';
import { keywordCoverage } from '../src/ai/interview/keywords';
import { withSpokenVariants } from '../src/ai/interview/spoken-cues';
import { OFF_TOPIC, scoreOne } from './ai-interview-answers';
import { expectWithinMs } from './timing';

/**
 * How students tell a story, read as they say it: a persuasion by letting people try or see for themselves and their
 * coming back on their own (interview.story.act.trial, .comes-back), 有一回 for 有一次 (interview.story.one-time), and
 * the trade's own words for working to a deadline and for a live stream (synonyms.ts 赶进度, 直播). Each against its
 * near miss.
 */
const q = (id: string) => bankQuestion(id)!;
const TIMING = { seconds: 120, seconds_used: 60, late: 0 };

const TRIAL =
  '去年暑假我在县里一家卖有机肥的公司跑业务，村里人都嫌有机肥贵，不肯换。我没多劝，先找了村口的王叔，让他拿两垄地试，一边用有机肥一边用化肥。收瓜的时候把几户邻居都叫来看，有机肥那边的西瓜明显大一圈。第二年开春，有七八户主动找我订肥。';

describe('interview.story.act.trial: a persuasion by a trial the others see, and their coming back on their own', () => {
  it('reads a trial let or a showing called as the case made, and customers seeking the student out as coming round', () => {
    expect(tellsAskedAct(q('sales-02'), TRIAL)).toBe(true);
    expect(tellsAskedAct(q('sales-02'), '老师傅们不信新刀片耐用。我让他们拿两片去车间试。后来他们主动来找我们要了一箱。')).toBe(true);
    expect(tellsAskedAct(q('sales-02'), '店主嫌贵不愿进货。我把附近几家店主都喊来尝。第二周就有三家主动联系我订了货。')).toBe(true);
    const a = analyzeAnswer(q('sales-02'), TRIAL, TIMING);
    expect(a.on_topic).toBe(true);
    expect(scoreOne(q('sales-02'), TRIAL, { category: '销售代表', group: '市场销售' }).score).toBeGreaterThanOrEqual(60);
  });

  it('leaves alone the student\'s own canvassing, a trial with nobody coming round, and no doubt to change', () => {
    // 我主动找他们: the student seeking buyers out, not the buyers coming back
    expect(tellsAskedAct(q('sales-02'), '村里人嫌贵不肯换。我让他们拿两垄地试了试。后来我主动找他们订了几单。')).toBe(false);
    expect(tellsAskedAct(q('sales-02'), '村里人嫌贵不肯换。我让他们拿两垄地试了试。收成一般，大家还是用自己的。')).toBe(false);
    expect(tellsAskedAct(q('sales-02'), '我在公司跑业务。我把几户邻居都叫来看。后来有七八户主动找我订肥。')).toBe(false);
    for (const pastime of OFF_TOPIC) expect(tellsAskedAct(q('sales-02'), pastime)).toBe(false);
  });

  it('reads 5,000 characters of near matches in linear time', () => {
    const hostile = '他们嫌贵，让大家拿一亩地，叫邻居都来，主动来找我们'.repeat(200);
    expectWithinMs(() => tellsAskedAct(q('sales-02'), hostile), 50);
  });
});

const BUYER =
  '我在一家家具厂实习的时候跟着采购看板材。我们每周记一下板材市场的报价，再问两三家供应商。有一回一家的报价比上周高了不少，我翻了记录，那周原木其实没涨，就拿着记录去问，对方说是换了批次，后来降回去一点。';

describe('interview.story.one-time: 有一回 is spoken 有一次, 一回事 is no event', () => {
  it('reads 有一回 as 有一次, the same length, and leaves 一回事 alone', () => {
    expect(withSpokenVariants('有一回我去仓库')).toBe('有一次我去仓库');
    expect(withSpokenVariants('这跟质量是两回事，还有一回事要说')).toBe('这跟质量是两回事，还有一回事要说');
  });

  it('takes a case told with 有一回 as one told with 有一次', () => {
    const once = analyzeAnswer(q('buyer-10'), BUYER.replace('有一回', '有一次'), TIMING);
    const spoken = analyzeAnswer(q('buyer-10'), BUYER, TIMING);
    expect(spoken.star).toEqual(once.star);
    expect(spoken.content).toBe(once.content);
    expect(spoken.on_topic).toBe(true);
    // with no result told, the cue alone makes the deed an example; 还有一回事 is no cue
    expect(analyzeAnswer(q('buyer-10'), '我跟着采购看板材报价。有一回一家的报价突然涨了，我就拿着记录去问。', TIMING).star.example).toBe(true);
    expect(analyzeAnswer(q('buyer-10'), '我跟着采购看板材报价。还有一回事，报价突然涨了，我就拿着记录去问。', TIMING).star.example).toBe(false);
  });

  it('reads 5,000 characters of near matches in linear time', () => {
    const hostile = '有一回事有一'.repeat(850);
    expectWithinMs(() => withSpokenVariants(hostile), 50);
  });
});

describe('synonyms.ts: the trade\'s own words for working to a deadline and for a live stream', () => {
  it('reads 赶工期, 赶交期 and 赶货 as 赶进度, and a live stream by its host, its room control and its viewers', () => {
    const overtime = q('common-08');
    expect(keywordCoverage('我觉得工地上加班挺正常的，赶工期的时候大家都得加。', overtime).covered).toContain('责任');
    expect(keywordCoverage('厂里赶交期、赶货的时候加班我能接受。', overtime).covered).toContain('责任');
    expect(keywordCoverage('我觉得加班挺正常的，我能接受。', overtime).covered).not.toContain('责任');
    const live = q('newmedia-12');
    expect(keywordCoverage('场控我找了个同学回评论，最高同时在线三百多人。', live).covered).toContain('直播');
    expect(keywordCoverage('我平时喜欢看短视频，也关注了几个博主。', live).covered).not.toContain('直播');
  });

  it('keeps a list of the words with nothing said of them low', () => {
    const listed = scoreOne(q('common-08'), '加班，赶工期，赶交期，赶货，责任，效率。', { category: '土木工程师', group: '工程制造' });
    expect(listed.score).toBeLessThanOrEqual(40);
    const stuffed = scoreOne(q('newmedia-12'), '直播，主播，场控，同时在线，下播，脚本，预热，互动，复盘。', { category: '新媒体运营', group: '运营' });
    expect(stuffed.score).toBeLessThanOrEqual(40);
  });
});

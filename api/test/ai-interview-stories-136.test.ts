import { analyzeAnswer } from '../src/ai/interview/analysis';
import { askedActs, tellsAskedAct } from '../src/ai/interview/acts';
import { bankQuestion } from '../src/ai/interview/bank';
import { OFF_TOPIC, scoreOne } from './ai-interview-answers';
import { expectWithinMs, WHOLE_READ_MS } from './timing';

/**
 * Good stories judged off their questions: a coordination told as each side asked in turn and a third way found
 * (interview.story.act.sides), a problem seen at work and pushed through by a trial (interview.story.act.seen-and-tried)
 * and a disagreement told as the other's view, the student's case and the other come round (interview.story.act.disagree),
 * on the common bank too (interview.story.act.common). Each against the near misses it must leave alone.
 */
const q = (id: string) => bankQuestion(id)!;
const timing = { seconds: 120, seconds_used: 60, late: 0 as const };
const HR = { category: '人力资源', group: '职能' };
const TEST = { category: '测试工程师', group: '技术' };

const SIDES =
  '大二我在学院办公室做助理，有一次期末监考跟一门补考排在了同一个教室。我先去问教务老师补考能不能换个时间，她说补考名单已经发给学生了。我又去问监考的王老师能不能换到隔壁的小教室，王老师说有投影就行。我借好钥匙、在门口贴了通知，那天上午监考、下午补考，两边都没耽误。';
const SEEN =
  '我在学校食堂勤工俭学的时候，注意到收餐盘的窗口每到十二点就排长队，很多同学干脆把盘子放在桌上走了。我数了两天，高峰时一次要等五六分钟。我画了一个分格的回收架，餐盘、筷子、剩饭分开放，拿给食堂经理看，他同意先在二楼试一周。试了以后窗口基本不排队了，后来一楼也照着做了。';
const DISAGREED =
  '大三做数据库课设的时候，我们组要定用什么数据库。我想用MySQL，同组的小王觉得SQLite更省事，不用装服务。我没直接否定他，而是跟他讲老师要求演示多人同时借书，SQLite写的时候会锁住整个库，还把两种的测试结果给他看了。他看完同意换成MySQL，最后演示时二十个人同时借书也没出错。';

describe('interview.story.act.sides: each side asked in turn and a third way found', () => {
  it('reads the act hr-03 and buyer-09 ask for', () => {
    expect(askedActs(q('hr-03')).map((a) => a.name)).toContain('coordinate-sides');
    expect(askedActs(q('buyer-09')).map((a) => a.name)).toContain('coordinate-sides');
    expect(tellsAskedAct(q('hr-03'), SIDES)).toBe(true);
  });

  it('lifts the story onto its question', () => {
    const a = analyzeAnswer(q('hr-03'), SIDES, timing);
    expect(a.on_topic).toBe(true);
    expect(scoreOne(q('hr-03'), SIDES, HR).score).toBeGreaterThanOrEqual(60);
  });

  it('finds none with one side asked, both kept only in a plan, or no third way told', () => {
    // one side asked
    expect(tellsAskedAct(q('hr-03'), '我去问教务老师补考能不能换个时间，她说可以。后来那天两边都没耽误。')).toBe(false);
    // the third way only hoped for
    expect(tellsAskedAct(q('hr-03'), '我会先问教务老师能不能换时间，再问监考老师能不能换教室，争取两边都不耽误。')).toBe(false);
    // both asked, and nothing came of it
    expect(tellsAskedAct(q('hr-03'), '我去问教务老师能不能换时间，她说不行。我又问监考老师能不能换教室，他也说不行，最后只好让补考推迟了一周。')).toBe(false);
  });
});

describe('interview.story.act.seen-and-tried: a problem seen and pushed through by a trial', () => {
  it('reads the act common-16 asks for, and not for a question asking for the problem in data', () => {
    expect(askedActs(q('common-16')).map((a) => a.name)).toContain('find-problem-tried');
    expect(askedActs(q('pm-13')).map((a) => a.name)).not.toContain('find-problem-tried');
    expect(tellsAskedAct(q('common-16'), SEEN)).toBe(true);
    expect(tellsAskedAct(q('pm-13'), SEEN)).toBe(false);
  });

  it('lifts the story onto its common question', () => {
    const a = analyzeAnswer(q('common-16'), SEEN, timing);
    expect(a.on_topic).toBe(true);
    expect(scoreOne(q('common-16'), SEEN, HR).score).toBeGreaterThanOrEqual(60);
  });

  it('finds none in a fix proposed and never tried, or taken up only in hope', () => {
    expect(tellsAskedAct(q('common-16'), '我注意到收餐盘的窗口总排长队。我画了一个分格的回收架，拿给经理看，他说有空再说，后来就没下文了。')).toBe(false);
    expect(tellsAskedAct(q('common-16'), '我注意到收餐盘的窗口总排长队。我画了一个分格的回收架，经理同意先在二楼试一周，希望以后能推广到一楼。')).toBe(false);
    // seen and tried, with no fix of the student's own drawn up
    expect(tellsAskedAct(q('common-16'), '我注意到收餐盘的窗口总排长队，经理同意先在二楼试试，后来一楼也照着做了。')).toBe(false);
  });
});

describe('interview.story.act.disagree: the other\'s view, the student\'s case and the other come round', () => {
  it('reads the act common-03 asks for, and lifts the story onto it', () => {
    expect(askedActs(q('common-03')).map((a) => a.name)).toEqual(['disagree']);
    expect(tellsAskedAct(q('common-03'), DISAGREED)).toBe(true);
    const a = analyzeAnswer(q('common-03'), DISAGREED, timing);
    expect(a.on_topic).toBe(true);
    expect(scoreOne(q('common-03'), DISAGREED, TEST).score).toBeGreaterThanOrEqual(60);
  });

  it('reads a disagreement settled between them', () => {
    expect(tellsAskedAct(q('common-03'), '做海报时组长觉得用红色醒目，我觉得太刺眼。我跟他说可以问问其他组员，问完我们折中用了深红色。')).toBe(true);
  });

  it('finds none with only the student\'s view, no case made, or the other never come round', () => {
    expect(tellsAskedAct(q('common-03'), '我觉得要改，跟组长说了，后来我们就改了。')).toBe(false);
    expect(tellsAskedAct(q('common-03'), '组长觉得老师不会测到，想先交，我也没再坚持，他后来同意了。')).toBe(false);
    expect(tellsAskedAct(q('common-03'), '组长觉得老师不会测到，我跟他说了半天，他还是想先交。')).toBe(false);
  });
});

describe('interview.story.act.common: off-topic and gaming answers stay where they were', () => {
  it('keeps pastimes and a fluent story of something else off the common questions', () => {
    const marathon =
      '去年我第一次跑半程马拉松，前十公里配速还行，到十五公里腿开始抽筋，我放慢了速度边走边跑，最后两小时十分完赛。虽然慢，但我觉得很有成就感，跑完以后室友请我吃了一顿火锅，以后我还想再跑一次全程。';
    for (const id of ['hr-03', 'common-03', 'common-16']) {
      for (const story of [...OFF_TOPIC, marathon]) {
        expect(tellsAskedAct(q(id), story)).toBe(false);
        expect(analyzeAnswer(q(id), story, timing).on_topic).toBe(false);
      }
    }
  });

  it('keeps strings of the acts\' cue words at 40 or under', () => {
    const stuffed: [string, string][] = [
      ['hr-03', '沟通协调解决问题：问各方能不能配合，问领导可不可以支持，两边都同意，倾听，方案，结果，沟通，协调，问题解决，换位思考，达成共识，双赢，效率提升，团队合作。'],
      ['common-16', '主动发现问题：看到问题，我提出了方案，领导同意先试，推广，舒服多了，写进了制度，主动，发现，问题，方案，结果，推动解决，持续改进，闭环。'],
      ['common-03', '意见不合：对方觉得不行，我跟他讲道理，他同意了，分歧，沟通，目标，方案，结果，求同存异，换位思考，达成共识，团队合作，共同目标。'],
    ];
    for (const [id, text] of stuffed) expect(scoreOne(q(id), text, HR).score).toBeLessThanOrEqual(40);
  });

  it('reads 5,000 characters of near matches quickly', () => {
    for (const [id, unit] of [
      ['hr-03', '我去问老师能不能换教室，她说不行，'],
      ['common-16', '我看到一个问题，画了一个架子，他说再说，'],
      ['common-03', '组长觉得不行，我跟他说了半天，'],
    ] as const) {
      const hostile = unit.repeat(Math.ceil(5000 / unit.length)).slice(0, 5000);
      expect(tellsAskedAct(q(id), hostile)).toBe(false);
      expectWithinMs(() => tellsAskedAct(q(id), hostile), WHOLE_READ_MS);
    }
  });
});

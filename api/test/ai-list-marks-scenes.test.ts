import type { ResumeContent } from '@campus/shared-utils/rules';
import { analyzeAnswer } from '../src/ai/interview/analysis';
import { bankQuestion } from '../src/ai/interview/bank';
import { isSaid, sentencesOf } from '../src/ai/interview/sentences';
import { starOf } from '../src/ai/interview/star';
import { GAMING_CAP } from '../src/ai/diagnose/credibility';
import { diagnoseResume } from '../src/ai/diagnose/diagnose';
import { placeholderTitles } from '../src/ai/diagnose/gaming';
import { isKeywordList } from '../src/ai/diagnose/sentences';
import { STUFFED_SENTENCES } from './ai-interview-answers';
import { PLAIN } from './ai-diagnose-resumes';

/** Rules of the ninety-eighth and ninety-ninth batches (docs/api-ai-career.md). */
const analysed = (id: string, answer: string) => analyzeAnswer(bankQuestion(id)!, answer, { seconds: 120, seconds_used: 60, late: 0 });

describe('interview.sentences.more-less: 多了 and 少了 are a clause’s verb', () => {
  it('a result told as 多了/少了 with its figure is said, and makes the story an example', () => {
    expect(isSaid('第二季度的毛利大概多了两千多块')).toBe(true);
    expect(isSaid('投诉少了一半')).toBe(true);
    const story = '我帮舅舅把一年的进货单整理了一下，算了每样货的毛利。我建议他少进两样卖得慢的。他照着调了以后，第二季度的毛利大概多了两千多块。';
    expect(starOf(sentencesOf(story).said, story).example).toBe(true);
  });

  it('a bare figure with 多 and no 了 (毛利两千多块) is no clause said, nor a keyword list of figures', () => {
    expect(isSaid('毛利两千多块')).toBe(false);
    expect(isSaid('多了')).toBe(false);
    expect(sentencesOf('首先，其次，两千多块，最终').said).toBe('');
  });
});

describe('interview.gaming.stuffed.scene: a story set at a workplace of its own, with no cue word, is no stuffing', () => {
  const told = `订单接口突然变慢，${STUFFED_SENTENCES.slice(0, 80)}我先看监控，发现是慢SQL，加了联合索引以后接口从2秒降到200毫秒。`;

  it('the scene set in a clause (我在杭州一家做电商的小公司实习过) sets the story as 实习时 does', () => {
    expect(analysed('java-14', told).gaming).toBe('stuffed');
    expect(analysed('java-14', `我在杭州一家做电商的小公司实习过。${told}`).gaming).not.toBe('stuffed');
  });

  it('keywords of many questions after a scene, with no story told, are still stuffing', () => {
    const keywords = STUFFED_SENTENCES.slice(0, STUFFED_SENTENCES.indexOf('线上问题'));
    expect(analysed('java-14', `我在杭州一家公司实习过。${keywords}`).gaming).toBe('stuffed');
    expect(analysed('java-01', `我在杭州一家公司实习过，学到了这些：${keywords}`).gaming).toBe('stuffed');
  });
});

describe('content.keyword-list.repeated and .symbols: a term said over and over, terms strung on ❖', () => {
  it('one term typed three times or more is a keyword list, on any separator', () => {
    expect(isKeywordList('护理 ❖ 护理 ❖ 护理')).toBe(true);
    expect(isKeywordList('沟通、沟通、沟通、协作')).toBe(true);
  });

  it('three different terms, or a sentence that says a word again with its objects, are not', () => {
    expect(isKeywordList('护理、急救、康复')).toBe(false);
    expect(isKeywordList('认真护理每位病人，耐心护理每位老人，细心护理每位孩子')).toBe(false);
    expect(isKeywordList('沟通，沟通，再沟通')).toBe(false);
  });

  it('terms strung on a dingbat or a filled shape are a list; sentences strung on them are not', () => {
    expect(isKeywordList('静脉输液 ❖ 三查七对 ❖ 心肺复苏 ❖ 健康宣教')).toBe(true);
    expect(isKeywordList('静脉输液 ◆ 三查七对 ◆ 心肺复苏 ◆ 健康宣教')).toBe(true);
    expect(isKeywordList('我在心内科实习半年 ❖ 负责二十张床的晨间护理和输液 ❖ 给出院病人讲清楚用药')).toBe(false);
  });

  it('a resume whose self-evaluation repeats one term and whose honours are strung on ❖ is found gaming and scores less', () => {
    const salad: ResumeContent = {
      ...PLAIN,
      other: { ...PLAIN.other, skills: '护理 ❖ 静脉输液 ❖ 三查七对 ❖ 心肺复苏', awards: '优秀 ❖ 奖', self_evaluation: '护理 ❖ 护理 ❖ 护理' },
    };
    const rules = diagnoseResume(salad, '2026-11').findings.map((f) => `${f.rule}:${f.field}`);
    expect(rules).toEqual(expect.arrayContaining(['content.keyword-list:self_evaluation', 'content.placeholder:awards']));
    expect(diagnoseResume(salad, '2026-11').score).toBeLessThan(diagnoseResume(PLAIN, '2026-11').score);
    // with nothing but them (no entries), the honours are all placeholders or bare words, and the total is capped
    const bare: ResumeContent = { ...salad, work_list: [], project_list: [], other: { ...salad.other, awards: '奖 ❖ 奖', certificates: '护士 ❖ 执业 ❖ 资格' } };
    expect(diagnoseResume(bare, '2026-11').score).toBeLessThanOrEqual(GAMING_CAP);
  });

  it('honours strung on ❖ with their names are no placeholder, and the hollow ○○○○ (no list mark) still is one', () => {
    const named = { ...PLAIN, other: { ...PLAIN.other, awards: '2024年校级一等奖学金 ❖ 全国大学生护理技能大赛省二等奖' } };
    expect(placeholderTitles(named).filter((f) => f.field === 'awards')).toEqual([]);
    const hollow = { ...PLAIN, other: { ...PLAIN.other, awards: '○○○○' } };
    expect(placeholderTitles(hollow).filter((f) => f.field === 'awards')).toHaveLength(1);
  });
});

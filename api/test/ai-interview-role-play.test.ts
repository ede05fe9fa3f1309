import { analyzeAnswer } from '../src/ai/interview/analysis';
import { bankQuestion } from '../src/ai/interview/bank';
import { engagementOf } from '../src/ai/interview/engagement';
import { sentencesOf } from '../src/ai/interview/sentences';
import { structureOf } from '../src/ai/interview/structure';

/**
 * interview.structure.role-play: a sale said in role to the customer opens by speaking to them and closes on the ask
 * (我建议先放一盒), whatever the remark out of role after it; an account about selling, not in role, earns its
 * opening and close the ordinary way.
 */
const q = bankQuestion('sales-01')!;
const timing = { seconds: 120, seconds_used: 60, late: 0 as const };

const ROLE_PLAY = '好，那我试一下。嗯……王经理，我先问您一句，您平时是签字多还是记东西多？……记东西多是吧。那您看这支，它是按动的，一只手就能按出来，开会的时候不用找笔帽。我刚才在外面用它写了半页纸，没断墨，也没蹭手。像您这样会多的，我建议先放一盒在会议室，用着顺手我再给您送。……嗯，我大概会这么推。其实我没正经卖过笔，只在学校超市卖过文具。';
const ABOUT_SELLING = '推销一支笔，重点是先了解客户的需求。笔有很多种，中性笔、圆珠笔、钢笔，各有各的用处。销售人员要熟悉产品，也要有耐心。建议大家多练习。';

describe('interview.structure.role-play', () => {
  it('credits a role-play\'s opening to the customer and its close on the ask', () => {
    const said = sentencesOf(ROLE_PLAY);
    expect(engagementOf(said.said).rolePlay).toBe(true);
    const plain = structureOf(ROLE_PLAY, q, said);
    const inRole = structureOf(ROLE_PLAY, q, said, { rolePlay: true });
    expect(plain.opening || plain.closing).toBe(false);
    expect(inRole.opening).toBe(true);
    expect(inRole.closing).toBe(true);
    expect(analyzeAnswer(q, ROLE_PLAY, timing).structure.score).toBeGreaterThanOrEqual(70);
  });

  it('gives an account about selling, not in role, no close for 建议 alone', () => {
    const said = sentencesOf(ABOUT_SELLING);
    expect(engagementOf(said.said).rolePlay).toBe(false);
    const a = analyzeAnswer(q, ABOUT_SELLING, timing);
    expect(structureOf(ABOUT_SELLING, q, said, { rolePlay: false }).closing).toBe(false);
    expect(a.structure.score).toBeLessThan(analyzeAnswer(q, ROLE_PLAY, timing).structure.score);
  });
});

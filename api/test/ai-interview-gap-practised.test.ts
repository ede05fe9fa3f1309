import { bankQuestion } from '../src/ai/interview/bank';
import { vagueWordsOf } from '../src/ai/interview/concreteness';
import { scoreOne } from './ai-interview-answers';
import { expectWithinMs, WHOLE_READ_MS } from './timing';

/** interview.vague.gap-practised: practice resolved on a gap just admitted is the student's next step, not generic talk. */
const LEARN = bankQuestion('common-11')!;
const STORY =
  '我学做PPT动画是因为社团要做招新宣讲。我原来只会套模板，就在网上找了一套教程，每天看三节，看完马上照着做一页。宣讲前做了两版给部长看，她说太花了，我就把转场全换成淡入。两周后那份宣讲稿是我自己做完的。配色这块我现在还是比较弱，还得多练。';

describe('interview.vague.gap-practised: 还得多练 after a gap admitted', () => {
  it('does not count practice resolved on a gap admitted in the same sentence', () => {
    expect(vagueWordsOf('配色这块我现在还是比较弱，还得多练。')).toEqual([]);
    expect(vagueWordsOf('口语还不太熟练，要多练习。')).toEqual([]);
    expect(scoreOne(LEARN, STORY, { category: '运营', group: '运营' }).notes.join('')).not.toMatch(/泛泛/);
  });

  it('still counts 我会多练 with no gap, and generic intentions after one', () => {
    expect(vagueWordsOf('我觉得学东西就是要多练。')).toEqual(['多练']);
    expect(vagueWordsOf('我的能力还比较弱，要不断学习。')).toEqual(['不断学习']);
    expect(vagueWordsOf('配色还比较弱。我会多沟通。')).toEqual(['多沟通']);
  });

  it('reads a 5,000-character answer of near matches in well under the whole-read bound', () => {
    const hostile = '弱，还得再想想多'.repeat(625);
    expectWithinMs(() => vagueWordsOf(hostile), WHOLE_READ_MS);
  });
});

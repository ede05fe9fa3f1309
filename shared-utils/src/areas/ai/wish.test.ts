import type { AiWishInput } from '../../types/ai';
import { cutWish } from './wish';
import { AI_LIMITS } from './texts';


/** A filled wish form for the wish rules' tests. */
const WISH_FIXTURE: AiWishInput = {
  name: '林小雨', sex: 2, phone: '13912345678', email: 'lin.xiaoyu@example.com', city: '杭州', target_category: '数据分析', target_city: '上海',
  school: '临江大学', major: '统计学', degree: 2, graduation_year: 2026, skills: 'SQL、Python', strengths: '细心',
  experiences: [{ kind: 'internship', title: '云帆数据科技有限公司', role: '数据分析实习生', start_date: '2025-07', end_date: '2025-09', text: '搭建销售数据看板' }],
};

describe('cutWish', () => {
  it('cuts each text over the limit by characters and names it', () => {
    const long = '😀'.repeat(AI_LIMITS.wishFieldChars + 1);
    const { wish, cut } = cutWish({ ...WISH_FIXTURE, skills: long, experiences: [{ ...WISH_FIXTURE.experiences[0]!, title: long }] });
    expect(cut).toEqual(['skills', 'experiences[0].title']);
    expect(Array.from(wish.skills)).toHaveLength(AI_LIMITS.wishFieldChars);
    expect(wish.experiences[0]!.text).toBe(WISH_FIXTURE.experiences[0]!.text);
    expect(cutWish(WISH_FIXTURE)).toEqual({ wish: WISH_FIXTURE, cut: [] });
  });
});

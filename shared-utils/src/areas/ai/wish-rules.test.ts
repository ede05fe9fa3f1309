import type { AiWishInput } from '../../types/ai';
import { RESUME_MSG } from '../resume/messages';
import { AI_LIMITS, AI_MSG } from './texts';
import { checkWish, validateWish } from './wish-rules';

const NOW = Date.UTC(2026, 10, 25);
const wish = (patch: Partial<AiWishInput> = {}): AiWishInput => ({
  name: '王小明', sex: 1, phone: '', email: '', city: '', target_category: '数据分析', target_city: '上海', school: '华东师范大学', major: '统计学',
  degree: 2, graduation_year: 2027, skills: 'Python、SQL', strengths: '细心',
  experiences: [{ kind: 'internship', title: '云帆数据', role: '数据分析实习生', start_date: '2025-07', end_date: '2025-09', text: '做销售数据看板' }],
  ...patch,
});

describe('validateWish', () => {
  it('passes a form with what the writer needs, contact details left out', () => {
    expect(validateWish(wish(), NOW)).toEqual({});
  });

  it('names each missing field in the resume area’s words, and each experience by its path', () => {
    const errors = validateWish(
      wish({ name: ' ', target_category: '', degree: 0, experiences: [wish().experiences[0]!, { kind: 'project', title: '', role: '', start_date: '2025-09', end_date: '2025-03', text: '' }] }),
      NOW,
    );
    expect(errors).toEqual({
      name: '请输入姓名',
      target_category: '请选择目标岗位类别',
      degree: '请选择学历',
      'experiences.1.title': '请填写经历名称（公司、项目或组织）',
      'experiences.1.end_date': '结束时间不能早于开始时间',
      'experiences.1.text': '请用几句话描述这段经历',
    });
  });

  it('checks a phone and an e-mail only when given, and long words are not refused (the server cuts them)', () => {
    expect(validateWish(wish({ phone: '12345', email: 'a@b' }), NOW)).toEqual({ phone: '请输入正确的手机号码', email: '请输入正确的邮箱地址' });
    expect(validateWish(wish({ strengths: '认真'.repeat(6000) }), NOW)).toEqual({});
  });
});

const WISH_FIXTURE = wish();

describe('checkWish', () => {
  it('takes a full wish, and names the first thing an empty one lacks', () => {
    expect(checkWish(WISH_FIXTURE, NOW)).toBeNull();
    expect(checkWish({ ...WISH_FIXTURE, name: '', phone: '', email: '', graduation_year: 0, experiences: [] }, NOW)).toBe(RESUME_MSG.nameRequired);
  });

  it('names the first wrong field as the resume pages do', () => {
    expect(checkWish({ ...WISH_FIXTURE, email: 'not-an-email' }, NOW)).toBe(RESUME_MSG.emailInvalid);
    expect(checkWish({ ...WISH_FIXTURE, graduation_year: 1970 }, NOW)).toMatch(/^毕业年份须在1980年至/);
    const experience = WISH_FIXTURE.experiences[0]!;
    expect(checkWish({ ...WISH_FIXTURE, experiences: [{ ...experience, start_date: '' }] }, NOW)).toBe(RESUME_MSG.startRequired);
    expect(checkWish({ ...WISH_FIXTURE, experiences: [{ ...experience, end_date: '2024-01' }] }, NOW)).toBe(RESUME_MSG.endBeforeStart);
    expect(checkWish({ ...WISH_FIXTURE, experiences: [{ ...experience, kind: 'job' as never }] }, NOW)).toBe(AI_MSG.experienceKind);
    expect(checkWish({ ...WISH_FIXTURE, experiences: Array.from({ length: AI_LIMITS.wishExperiences + 1 }, () => experience) }, NOW)).toBe(AI_MSG.tooManyExperiences);
  });
});

